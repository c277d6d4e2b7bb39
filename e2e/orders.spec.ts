/**
 * After the purchase (docs/requirements.md §2 "Owner's orders", "Cargo login", "Cargo",
 * docs/adr/0031-checkout-payment-and-delivery.md): the member's guard on the orders; the owner
 * filters the orders, cancels one (its stock returns) and hands a paid one to the carrier; the
 * carrier logs in at /cargo/login and moves it to delivered; the buyer sees the tracking and is
 * mailed each change. The seed's product 19 is this file's (no other journey reads its stock).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { CARGO_LOGIN_TITLE } from '../packages/rules/src/cargoLogin';
import {
  CHECKOUT_MESSAGES as M,
  orderMailSubject,
  ORDER_STATUS_LABELS as L,
} from '../packages/rules/src/checkout';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { orderExample } from '../packages/rules/src/recipientExample';
import { ORDER_TEXTS as T } from '../packages/ui/src/shopping/orders';
import { apiLogin, registeredMember, storeSession } from './api';
import { expect, test } from './fixtures';
import { cargoTab, deliverOnCargo, submitLogin } from './cargo';
import { createCarrier } from './operator';

const PRODUCT = 19;

interface Variant {
  id: number;
  stock: number;
  enabled: boolean;
}

/** The product's first variant on sale with a few pieces, and its stock now. */
async function variantOf(request: APIRequestContext, id?: number): Promise<Variant> {
  const res = await request.get(`/api/products/${PRODUCT}`);
  const { data } = (await res.json()) as { data: { variants: Variant[] } };
  const found = data.variants.find((v) =>
    id === undefined ? v.enabled && v.stock >= 3 : v.id === id,
  );
  if (!found) throw new Error(`product ${PRODUCT} has no variant to order`);
  return found;
}

/** The buyer places an order of one piece through the API; its id and number. */
/**
 * Pays an order as a buyer does through the reference server's sandbox gateway (e2e/payment.spec.ts
 * walks the same on screen): the signed form posted to the sandbox, 付款成功 on its page, then the
 * sandbox's notice to the shop, which marks the order paid.
 */
async function payInSandbox(request: APIRequestContext, token: string, orderId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`/api/orders/${orderId}/payment`, { headers });
  expect(started.status()).toBe(201);
  const { action, fields } = (
    (await started.json()) as {
      data: { action: string; fields: Record<string, string> };
    }
  ).data;
  const opened = await request.post(action, { form: fields, maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  const session = new URL(opened.headers().location ?? '', 'http://x').searchParams.get('session');
  const paid = await request.post(`/api/payments/sandbox/sessions/${session}/complete`, {
    data: { outcome: 'paid' },
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
            data: { payment_status: string };
          }
        ).data.payment_status,
      { timeout: 15_000 },
    )
    .toBe('paid');
}

async function order(request: APIRequestContext, token: string, variantId: number) {
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.post('/api/cart/lines', {
        headers,
        data: { variant_id: variantId, quantity: 1 },
      })
    ).status(),
  ).toBe(200);
  const quote = (await (
    await request.get('/api/checkout/quote?company_flag=folio', { headers })
  ).json()) as { data: { total: number } };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      ...orderExample,
      expected_total: quote.data.total,
      client_id: `orders-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { id: number; number: string } }).data;
}

const actions = (page: Page, number: string) =>
  page.getByRole('group', { name: T.actionsFor(number) });

test('a visitor is told the orders need a member', async ({ page, problems }) => {
  await page.goto('/shopping/orders');
  await expect(page.getByRole('heading', { name: '我的訂單' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');
  await page.goto('/shopping/orders/1');
  await expect(page.getByRole('heading', { name: '訂單明細' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');
  // The carrier's page sends a visitor to its login.
  await page.goto('/cargo');
  await expect(page).toHaveURL(/\/cargo\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARGO_LOGIN_TITLE);
  expect(problems).toEqual([]);
});

test('the owner cancels one order and hands one over; the carrier delivers it; the buyer tracks it', async ({
  page,
  problems,
  shot,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const buyer = await registeredMember(request, 'orders');
  const buyerSession = await apiLogin(request, buyer.email, buyer.password);
  const { id: variantId, stock } = await variantOf(request);
  const cancelled = await order(request, buyerSession.access_token, variantId);
  const shipped = await order(request, buyerSession.access_token, variantId);
  await payInSandbox(request, buyerSession.access_token, shipped.id);
  expect((await variantOf(request, variantId)).stock).toBe(stock - 2);
  const carrier = { email: `cargo-${Date.now()}@example.com`, password: 'Cargo#2026!' };
  createCarrier(carrier.email, carrier.password, '黑貓宅急便（測試）');

  // The owner filters the unpaid orders and cancels one with a reason: its piece returns.
  await page.goto('/');
  await storeSession(page, await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto('/shopping/manage/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.manageTitle);
  await page.getByRole('combobox', { name: T.statusFilter }).selectOption('pending_payment');
  await expect(page).toHaveURL(/status=pending_payment/);
  await expect(page.getByRole('link', { name: shipped.number })).toHaveCount(0);
  await shot('unpaid');
  await actions(page, cancelled.number).getByRole('button', { name: M.cancelOrder }).click();
  const dialog = page.getByRole('alertdialog', { name: M.confirmCancel });
  await dialog.getByRole('textbox', { name: T.reason }).fill('買家來電取消');
  await dialog.getByRole('button', { name: M.cancelOrder }).click();
  await expect(page.getByRole('status').filter({ hasText: M.cancelled })).toBeVisible();
  expect((await variantOf(request, variantId)).stock).toBe(stock - 1);

  // The paid one goes to the carrier.
  await page.getByRole('combobox', { name: T.statusFilter }).selectOption('paid');
  await actions(page, shipped.number).getByRole('button', { name: M.handOver }).click();
  await expect(page.getByRole('status').filter({ hasText: M.handedOver })).toBeVisible();
  await shot('handed-over');

  // The carrier logs in on its own page and moves the order to delivered.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/cargo/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARGO_LOGIN_TITLE);
  await submitLogin(page, carrier);
  await expect(page).toHaveURL(/\/cargo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(M.cargoTitle);
  await expect(page.getByText(shipped.number, { exact: true })).toBeVisible();
  await shot('cargo');
  await deliverOnCargo(page, shipped.number);
  await cargoTab(page, L.delivered).click();
  await expect(page.getByText(shipped.number, { exact: true })).toBeVisible();
  await shot('delivered');

  // The buyer sees the tracking on the order's page, and was mailed each change.
  await page.evaluate(() => localStorage.clear());
  await storeSession(page, buyerSession);
  await page.goto(`/shopping/orders/${shipped.id}`);
  await expect(page.getByRole('heading', { name: T.tracking })).toBeVisible();
  await expect(page.getByText('黑貓宅急便（測試）')).toBeVisible();
  for (const status of ['shipped', 'picked_up', 'in_transit', 'delivered'] as const)
    await expect(page.getByText(L[status]).first()).toBeVisible();
  await shot('tracking');
  const mails = (await (await request.get('/api/dev/mail')).json()) as {
    data: { to: string; subject: string }[];
  };
  const subjects = mails.data.filter((m) => m.to === buyer.email).map((m) => m.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      orderMailSubject(cancelled.id, 'cancelled'),
      orderMailSubject(shipped.id, 'shipped'),
      orderMailSubject(shipped.id, 'delivered'),
    ]),
  );
  expect(problems).toEqual([]);
});
