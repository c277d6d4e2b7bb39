/**
 * The buyer's checkout (docs/requirements.md §2 "Shopping (checkout and delivery)", docs/adr/0031-
 * checkout-payment-and-delivery.md): a visitor's cart kept by its token across a reload, joined to
 * the member's at login, the confirm screen's checks and the server's totals, and the order placed.
 * A placed order goes to the payment hand-off (payment.spec.ts). The seed's product 20 is
 * the knit beanie: 霧灰 costs NT$590 with 9 in stock (product 14, the tote, is shopping.spec.ts's:
 * an order here would change the stock it reads).
 */
import { CHECKOUT_MESSAGES } from '../packages/rules/src/checkout';
import { registeredMember } from './api';
import { submitLogin } from './cargo';
import { expect, test } from './fixtures';

test('a visitor adds to the cart, keeps it across a reload, logs in and places the order', async ({
  page,
  problems,
}) => {
  const member = await registeredMember(page.request, 'checkout');

  // A visitor adds 霧灰; the site bar counts the piece.
  await page.goto('/shopping/product-detail-plus/20');
  await page.getByRole('button', { name: '霧灰', exact: true }).click();
  await page.getByRole('button', { name: CHECKOUT_MESSAGES.addToCart }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.added)).toBeVisible();
  await expect(page.getByRole('link', { name: /^購物車/ }).first()).toContainText('1');
  expect(await page.evaluate(() => localStorage.getItem('cart_token'))).toMatch(/^[\w-]{32,64}$/);

  // The cart survives a reload: it is the server's, known by the token.
  await page.goto('/shopping/cart');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHECKOUT_MESSAGES.cartTitle);
  await expect(page.getByText('針織毛帽')).toBeVisible();
  await expect(page.getByText('霧灰', { exact: true })).toBeVisible();

  // A visitor is asked to log in; the login comes back here with the cart joined.
  await page.getByRole('link', { name: CHECKOUT_MESSAGES.checkout }).click();
  await expect(page).toHaveURL(/\/shopping\/checkout\/confirm\?shop=/);
  const confirmUrl = page.url();
  await expect(page.getByText(CHECKOUT_MESSAGES.loginToCheckout)).toBeVisible();
  await page.getByRole('link', { name: '登入會員' }).click();
  await submitLogin(page, member);
  await expect(page).toHaveURL(confirmUrl);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_token'))).toBeNull();
  await expect(page.getByText('針織毛帽')).toBeVisible();

  // The server's totals: NT$590 and 宅配到府 NT$100 under NT$1,500, 快速到貨 NT$180, quoted again.
  await expect(page.getByText('NT$690')).toBeVisible();
  await page.getByRole('radio', { name: /快速到貨/ }).check();
  await expect(page.getByText('NT$770')).toBeVisible();

  // Bad input: each field says what is wrong and nothing typed is lost.
  await page.getByRole('textbox', { name: '收件人姓名' }).fill('王小明');
  await page.getByRole('textbox', { name: '手機' }).fill('12345');
  await page.getByRole('button', { name: CHECKOUT_MESSAGES.placeOrder }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.phoneFormat)).toBeVisible();
  await expect(page.getByText(CHECKOUT_MESSAGES.postalCodeRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '收件人姓名' })).toHaveValue('王小明');
  await expect(page.getByRole('textbox', { name: '手機' })).toHaveValue('12345');
  await expect(page).toHaveURL(confirmUrl);

  await page.getByRole('textbox', { name: '手機' }).fill('0912345678');
  await page.getByRole('textbox', { name: '郵遞區號' }).fill('10617');
  await page.getByRole('combobox', { name: '縣市' }).selectOption('臺北市');
  await page.getByRole('textbox', { name: '鄉鎮市區' }).fill('大安區');
  await page.getByRole('textbox', { name: '地址' }).fill('羅斯福路四段 1 號');
  await page.getByRole('button', { name: CHECKOUT_MESSAGES.placeOrder }).click();

  // Placed: the hand-off posts the form to the sandbox's page (payment.spec.ts goes on from
  // there); the order waits unpaid in 我的訂單.
  await expect(page).toHaveURL(/\/shopping\/changeweb\?session=/);
  await expect(page.getByText('NT$770').first()).toBeVisible();
  await page.goto('/shopping/orders');
  await expect(page.getByText('NT$770')).toBeVisible();
  // The cart is empty now.
  await page.goto('/shopping/cart');
  await expect(page.getByText(CHECKOUT_MESSAGES.cartEmpty)).toBeVisible();
  expect(problems).toEqual([]);
});
