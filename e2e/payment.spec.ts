/**
 * The payment hand-off through the reference server's sandbox gateway (docs/requirements.md §2
 * "Hand-off", "Payment page", "Result"; docs/adr/0031-checkout-payment-and-delivery.md "Payment"):
 * product → cart → confirm → hand-off → the sandbox's page → the result screen, once paid and
 * once cancelled. The paid order's state comes from the sandbox's server-to-server notice (the
 * checkout's job runner, every second), never from the browser's return. The seed's product 2
 * is bought here alone (checkout.spec.ts buys 20, shopping.spec.ts reads 14 and 17).
 */
import type { Page } from '@playwright/test';
import { CHECKOUT_MESSAGES as M, SANDBOX_OUTCOME_LABELS } from '../packages/rules/src/checkout';
import { loggedInMember } from './api';
import { expect, test } from './fixtures';

/** A member's order of one 黃銅書籤 (product 2, one variant), placed on the confirm screen. */
async function placeOrder(page: Page, tag: string) {
  await loggedInMember(page, tag);
  await page.goto('/shopping/product-detail-plus/2');
  await page.getByRole('button', { name: M.addToCart }).click();
  await expect(page.getByText(M.added)).toBeVisible();
  await page.goto('/shopping/cart');
  await page.getByRole('link', { name: M.checkout }).first().click();
  await page.getByRole('textbox', { name: '收件人姓名' }).fill('王小明');
  await page.getByRole('textbox', { name: '手機' }).fill('0912345678');
  await page.getByRole('textbox', { name: '郵遞區號' }).fill('10617');
  await page.getByRole('combobox', { name: '縣市' }).selectOption('臺北市');
  await page.getByRole('textbox', { name: '鄉鎮市區' }).fill('大安區');
  await page.getByRole('textbox', { name: '地址' }).fill('羅斯福路四段 1 號');
  await page.getByRole('button', { name: M.placeOrder }).click();
  // The hand-off posts the signed form at once: the sandbox's page, without the shop's bar.
  await expect(page).toHaveURL(/\/shopping\/changeweb\?session=[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByText(M.sandboxTitle).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '商店' })).toHaveCount(0);
}

test('pays on the sandbox page: the result screen shows it paid', async ({ page, problems }) => {
  await placeOrder(page, 'pay');
  await page.getByRole('button', { name: SANDBOX_OUTCOME_LABELS.paid }).click();
  await expect(page).toHaveURL(/\/shopping\/checkout\/result\?order=\d+$/);
  // Pending until the notice arrives (the result screen asks again every 2 s).
  await expect(page.getByText(M.resultPaid)).toBeVisible({ timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get('order');
  await page.goto(`/shopping/orders/${orderId}`);
  await expect(page.getByText('已付款').first()).toBeVisible();
  await expect(page.getByRole('button', { name: M.goToPayment })).toHaveCount(0);
  await expect(page.getByRole('button', { name: M.payAgain })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('cancels on the sandbox page: the order waits unpaid and can be paid again', async ({
  page,
  problems,
}) => {
  await placeOrder(page, 'cancel-pay');
  await page.getByRole('button', { name: SANDBOX_OUTCOME_LABELS.cancelled }).click();
  // No notice for a cancel (as at a real gateway): the shop only knows a form was issued.
  await expect(page).toHaveURL(/\/shopping\/checkout\/result\?order=\d+$/);
  await expect(page.getByText(M.resultPending)).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');
  // Its page offers 重新付款: a new attempt, a new sandbox page.
  await page.goto(`/shopping/orders/${orderId}`);
  await expect(page.getByText('待付款').first()).toBeVisible();
  await page.getByRole('button', { name: M.payAgain }).click();
  await expect(page).toHaveURL(/\/shopping\/changeweb\?session=[\w-]+$/, { timeout: 15_000 });
  expect(problems).toEqual([]);
});
