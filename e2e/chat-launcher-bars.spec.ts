import type { Locator, Page } from '@playwright/test';
import { CHAT_MESSAGES as M } from '../packages/rules/src/chat';
import { CHECKOUT_MESSAGES } from '../packages/rules/src/checkout';
import { loggedInMember } from './api';
import { expect, test } from './fixtures';

/**
 * The chat's launcher never covers a page's action bar (docs/adr/0032-live-chat.md consequences):
 * on a phone (375 px) and a folded one's cover screen (188 px), the product page's add-to-cart
 * row, the cart's row and the confirm screen's button are scrolled to where a thumb meets them,
 * the bar's bottom on the screen's bottom edge and the bar in the middle; the launcher's box
 * never overlaps the bar's, and the bar's button takes a click (no `force`). With the on-screen
 * keyboard open, the chat's composer stays above it (/chat/chat-box, and the launcher's panel).
 * The keyboard is window.visualViewport shrinking, as a phone's browser does it; headless
 * Chromium has no keyboard, so a stand-in visualViewport reports one. The seed's product 20 (the
 * knit beanie) goes into the member's cart; no order is placed.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box | null, b: Box | null) =>
  !!a &&
  !!b &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

/** The launcher's box while it shows (null while it stepped aside). */
const launcherBox = async (page: Page) => {
  const launcher = page.locator('[data-folio="chat-launcher"]');
  return (await launcher.isVisible()) ? launcher.boundingBox() : null;
};

/** Scrolls `bar` to the screen's bottom edge, then its middle: the launcher never covers it. */
async function barStaysClear(page: Page, bar: Locator, target: Locator) {
  for (const block of ['end', 'center'] as const) {
    await bar.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    await expect
      .poll(async () => overlaps(await launcherBox(page), await bar.boundingBox()), {
        message: `the launcher covers the bar scrolled to its ${block}`,
      })
      .toBe(false);
    // Nothing else lies on the button's middle either (what a tap there reaches).
    const hit = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top && (element === top || element.contains(top));
    });
    expect(hit, `a tap on the bar's button reaches it (${block})`).toBe(true);
  }
}

/** A stand-in visualViewport whose height the test shrinks, as an on-screen keyboard does. */
async function withKeyboardStandIn(page: Page) {
  await page.addInitScript(() => {
    const real = window.visualViewport;
    if (!real) return;
    let keyboard = 0;
    const standIn = new EventTarget();
    for (const key of ['width', 'offsetLeft', 'offsetTop', 'pageLeft', 'pageTop', 'scale'])
      Object.defineProperty(standIn, key, { get: () => real[key as keyof VisualViewport] });
    Object.defineProperty(standIn, 'height', { get: () => real.height - keyboard });
    Object.defineProperty(window, 'visualViewport', { get: () => standIn });
    Object.assign(window, {
      openKeyboard(height: number) {
        keyboard = height;
        standIn.dispatchEvent(new Event('resize'));
      },
    });
  });
}
const openKeyboard = (page: Page, height: number) =>
  page.evaluate(
    (h) => (window as unknown as { openKeyboard(h: number): void }).openKeyboard(h),
    height,
  );

for (const width of [375, 188]) {
  test(`at ${width} px the launcher leaves the action bars to the page`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    await loggedInMember(page, `bars${width}`);

    await page.goto('/shopping/product-detail-plus/20');
    await page.getByRole('button', { name: '霧灰', exact: true }).click();
    const add = page.getByRole('button', { name: CHECKOUT_MESSAGES.addToCart });
    await barStaysClear(page, page.locator('[data-folio-action-bar]'), add);
    await add.click();
    await expect(page.getByText(CHECKOUT_MESSAGES.added)).toBeVisible();

    await page.goto('/shopping/cart');
    await expect(page.getByText('針織毛帽')).toBeVisible();
    const checkout = page.getByRole('link', { name: CHECKOUT_MESSAGES.checkout });
    await barStaysClear(page, page.locator('[data-folio-action-bar]').first(), checkout);
    await checkout.click();

    await expect(page).toHaveURL(/\/shopping\/checkout\/confirm\?shop=/);
    const place = page.getByRole('button', { name: CHECKOUT_MESSAGES.placeOrder });
    await expect(place).toBeVisible();
    await barStaysClear(page, place, place);
    // The button takes the click (a trial: no order is placed).
    await place.click({ trial: true });

    // Back at the top, the launcher is there again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: M.openChat })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('at 375, 320 and 188 px, with the keyboard open, the chat composer stays above it', async ({
  page,
  problems,
}) => {
  await withKeyboardStandIn(page);
  for (const width of [375, 320, 188]) {
    await page.setViewportSize({ width, height: 667 });
    const keyboard = 300;
    const visible = 667 - keyboard;

    await page.goto('/chat/chat-box');
    const field = page.getByRole('textbox', { name: M.placeholder });
    await expect(field).toBeVisible();
    await field.focus();
    await openKeyboard(page, keyboard);
    const send = page.getByRole('button', { name: M.send, exact: true });
    await expect.poll(async () => (await field.boundingBox())?.y ?? 1e9).toBeLessThan(visible);
    const sendBox = await send.boundingBox();
    expect(sendBox && sendBox.y + sendBox.height).toBeLessThanOrEqual(visible);
    await field.fill('運費怎麼算？');
    await send.click();
    await expect(page.getByRole('log', { name: M.conversationLog })).toContainText('運費怎麼算？');
    // Nothing wider than the screen (a page that scrolls sideways hides the composer's end).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await openKeyboard(page, 0);

    // The launcher's panel on a product page stands on the keyboard too.
    await page.goto('/shopping/product-detail/14');
    await page.getByRole('button', { name: M.openChat }).click();
    const panel = page.getByRole('dialog', { name: M.title });
    const inPanel = panel.getByRole('textbox', { name: M.placeholder });
    await expect(inPanel).toBeVisible();
    await inPanel.focus();
    await openKeyboard(page, keyboard);
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? box.y + box.height : 1e9;
      })
      .toBeLessThanOrEqual(visible);
    const panelSend = panel.getByRole('button', { name: M.send, exact: true });
    const box = await panelSend.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= visible).toBe(true);
    await openKeyboard(page, 0);
  }
  expect(problems).toEqual([]);
});
