/**
 * The orders and cargo screens as a visitor and a non-carrier meet them (docs/requirements.md §2
 * "Shopping (checkout and delivery)", docs/adr/0031-checkout-payment-and-delivery.md). The order
 * calls are not served yet, so these journeys ask nothing of them: the guards, the cargo login's
 * refusal of an account that is not a carrier's, and its logging out again.
 */
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { CHECKOUT_MESSAGES } from '../packages/rules/src/checkout';
import { SHOP_MESSAGES } from '../packages/rules/src/shopping';
import { expect, test } from './fixtures';

test('a visitor is told the orders need a member, the owner view an administrator, /cargo a login', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/orders');
  await expect(page.getByRole('heading', { name: '我的訂單' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');

  await page.goto('/shopping/orders/1');
  await expect(page.getByRole('heading', { name: '訂單明細' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');

  await page.goto('/shopping/manage/orders');
  await expect(page.getByRole('heading', { name: '訂單管理' })).toBeVisible();
  await expect(page.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '登入' })).toHaveAttribute(
    'href',
    `/login-new?next=${encodeURIComponent('/shopping/manage/orders')}`,
  );

  await page.goto('/cargo');
  await expect(page).toHaveURL('/cargo/login');
  await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.cargoTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: '註冊' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an administrator logging in at /cargo/login is told it is for carriers and not kept logged in', async ({
  page,
  problems,
}) => {
  await page.goto('/cargo/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByLabel('密碼', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.cargoLoginNotCarrier)).toBeVisible();
  await expect(page).toHaveURL('/cargo/login');
  // The input stays for another try; the session is gone.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ADMIN.email);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/cargo');
  await expect(page).toHaveURL('/cargo/login');
  expect(problems).toEqual([]);
});
