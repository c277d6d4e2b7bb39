/**
 * The orders screens as a visitor meets them (docs/requirements.md §2 "Shopping (checkout and
 * delivery)", docs/adr/0031-checkout-payment-and-delivery.md): the member's guard on the orders,
 * and the owner's and the carriers' screens still "not public yet" while their server operations
 * are not served (awaitsServer in packages/app/src/routes.ts).
 */
import { expect, test } from './fixtures';

test('a visitor is told the orders need a member; the owner and cargo screens are not public yet', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/orders');
  await expect(page.getByRole('heading', { name: '我的訂單' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');

  await page.goto('/shopping/orders/1');
  await expect(page.getByRole('heading', { name: '訂單明細' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');

  for (const [path, title] of [
    ['/shopping/manage/orders', '訂單管理'],
    ['/cargo/login', '貨運登入'],
    ['/cargo', '貨運'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${title}」尚未公開`);
  }
  expect(problems).toEqual([]);
});
