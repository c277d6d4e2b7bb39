import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MEMBER_HINT_COOKIE, pathTo } from '@folio/rules';
import { checkoutPageAddress } from '../src/checkoutPage.ts';
import { drawnPagesServer, template } from './drawn-pages.ts';
import type { Catalog } from './shopping-helpers.ts';

/**
 * The checkout's confirm and result pages drawn by the server as a visitor sees them, for a
 * browser without the member hint (docs/adr/0013-fast-as-shipped.md, decision 14), from the
 * app's own drawing module (Vitest compiles its source as the build would).
 */

const html = { accept: 'text/html,application/xhtml+xml' };

let c: Catalog;

beforeAll(async () => {
  c = await drawnPagesServer({
    'routes/shopping/checkout/confirm.html': 'confirm',
    'routes/shopping/checkout/result.html': 'result',
  });
});

afterAll(() => c.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  c.server.app.inject({ url, headers: { ...html, 'accept-encoding': 'identity', ...headers } });

describe("the checkout's pages drawn by the server for a visitor", () => {
  it('draws the login prompt of confirm, whose link comes back to the address asked for', async () => {
    const res = await page('/shopping/checkout/confirm?shop=folio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain('<h1');
    expect(root).toContain(CHECKOUT_MESSAGES.loginToCheckout);
    expect(root).toContain(
      `href="${pathTo('loginMember')}?next=${encodeURIComponent('/shopping/checkout/confirm?shop=folio')}"`,
    );
    expect(res.body).toMatch(/<style data-prerender="system">/);
    const br = await page('/shopping/checkout/confirm?shop=folio', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
  });

  it("draws result's member-only notice, with the login that comes back to the order", async () => {
    const res = await page('/shopping/checkout/result?order=12');
    expect(res.statusCode).toBe(200);
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain('訂單結果');
    expect(root).toContain('這個頁面需要會員登入。');
    expect(root).toContain(
      `href="${pathTo('loginMember')}?next=${encodeURIComponent('/shopping/checkout/result?order=12')}"`,
    );
  });

  it('sends a browser with the member hint the page as built, and the app draws it', async () => {
    for (const url of [
      '/shopping/checkout/confirm?shop=folio',
      '/shopping/checkout/result?order=1',
    ]) {
      const res = await page(url, { cookie: `theme=dark; ${MEMBER_HINT_COOKIE}=1` });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template(url.includes('confirm') ? 'confirm' : 'result'));
    }
  });
});

describe('checkoutPageAddress', () => {
  it("draws only the page's own parameter, and never for a member", () => {
    expect(checkoutPageAddress('/shopping/checkout/confirm?shop=folio', undefined)).toBe(
      '/shopping/checkout/confirm?shop=folio',
    );
    expect(checkoutPageAddress('/shopping/checkout/confirm', '')).toBe(
      '/shopping/checkout/confirm',
    );
    expect(checkoutPageAddress('/shopping/checkout/result?order=7', 'a=1')).toBe(
      '/shopping/checkout/result?order=7',
    );
    expect(
      checkoutPageAddress('/shopping/checkout/result?order=7', `${MEMBER_HINT_COOKIE}=1`),
    ).toBeNull();
    expect(
      checkoutPageAddress('/shopping/checkout/result?order=7', `x=1;${MEMBER_HINT_COOKIE}=1`),
    ).toBeNull();
    expect(
      checkoutPageAddress('/shopping/checkout/result?order=7', `x${MEMBER_HINT_COOKIE}=1`),
    ).not.toBeNull();
    for (const url of [
      '/shopping/checkout/confirm?shop=folio&x=1',
      '/shopping/checkout/confirm?shop=<x>',
      '/shopping/checkout/result?order=0',
      '/shopping/checkout/confirm-changeweb?order=1',
      '/shopping/cart',
    ])
      expect(checkoutPageAddress(url, undefined), url).toBeNull();
  });
});
