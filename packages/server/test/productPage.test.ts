import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageAddress } from '../src/productPage.ts';
import { decoded, drawnPagesServer, template } from './drawn-pages.ts';
import { basicProduct, type Catalog } from './shopping-helpers.ts';

/**
 * A product's page drawn by the server with the product (docs/adr/0013-fast-as-shipped.md,
 * decision 13), from the app's own drawing module (Vitest compiles its source as the build would).
 */

const html = { accept: 'text/html,application/xhtml+xml' };
/** The answers the page carries for the app's first render. */
const carried = (page: string) =>
  /<script type="application\/json" id="product-page">([^<]*)<\/script>/.exec(page)?.[1];

let c: Catalog;

beforeAll(async () => {
  c = await drawnPagesServer(
    {
      'routes/shopping/product-detail/_.html': 'basic',
      'routes/shopping/product-detail-plus/_.html': 'plus',
    },
    { pictures: true },
  );
});

afterAll(() => c.close());

const page = (url: string, encoding = 'identity') =>
  c.server.app.inject({ url, headers: { ...html, 'accept-encoding': encoding } });

describe('a product page drawn by the server', () => {
  it('draws the name, the price and the cover (AVIF and WebP, sized, fetched first), with the answers it was drawn from', async () => {
    const product = await c.call('GET', '/api/products/15', undefined, null);
    const shops = await c.call('GET', '/api/shops', undefined, null);
    const { name } = (product.json() as { data: { name: string } }).data;
    for (const url of ['/shopping/product-detail-plus/15', '/shopping/product-detail/15']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await page(url, encoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        const body = decoded(res, encoding);
        const root = body.slice(body.indexOf('<div id="root">'));
        expect(root).toContain(`<h1`);
        expect(root).toContain(name);
        expect(root).toMatch(/NT\$\s?[\d,]+/);
        const cover = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(root)?.[1] ?? '';
        expect(cover).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif \d+w/);
        expect(cover).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp \d+w/);
        expect(cover).toMatch(/<img [^>]*width="560" height="560"[^>]*fetchPriority="high"/);
        expect(body).toMatch(/<style data-prerender="system">/);
        expect(JSON.parse(carried(body) ?? '')).toEqual({
          id: 15,
          product: product.json(),
          shops: shops.json(),
        });
      }
    }
  });

  it('escapes every text of the product, in the markup and in the answers it carries', async () => {
    const evil = '</script><img src=x onerror=alert(1)>';
    const made = c.ok<{ data: { id: number } }>(
      await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({ name: evil, description: `**${evil}**` }),
      ),
      201,
    ).data;
    const body = (await page(`/shopping/product-detail-plus/${made.id}`)).body;
    expect(body).not.toMatch(/<img src=x/);
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    const answers = carried(body) ?? '';
    expect(answers).toContain('\\u003c/script>\\u003cimg');
    expect((JSON.parse(answers) as { product: { data: { name: string } } }).product.data.name).toBe(
      evil,
    );
  });

  it('never draws a draft or a missing product: the page goes out as built, and the app says not found', async () => {
    const draft = c.ok<{ data: { id: number } }>(
      await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({ name: '還沒上架的草稿', status: 'draft' }),
      ),
      201,
    ).data;
    for (const url of [
      `/shopping/product-detail-plus/${draft.id}`,
      `/shopping/product-detail/${draft.id}`,
      '/shopping/product-detail/99999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template(url.includes('plus') ? 'plus' : 'basic'));
    }
  });

  it('draws anew when the product changes; other parameters draw the same page', async () => {
    const made = c.ok<{ data: { id: number; version: number } }>(
      await c.call('POST', '/api/manage/products', basicProduct({ name: '第一個名字' })),
      201,
    ).data;
    const url = `/shopping/product-detail/${made.id}`;
    expect((await page(url)).body).toContain('第一個名字');
    c.ok(
      await c.call('PUT', `/api/manage/products/${made.id}`, {
        ...basicProduct({ name: '第二個名字' }),
        version: made.version,
      }),
    );
    const again = (await page(`${url}?utm_source=x`)).body;
    expect(again).toContain('第二個名字');
    expect(again).not.toContain('第一個名字');
  });
});

describe('productPageAddress', () => {
  it('reads the id and keeps only the variant of the query', () => {
    expect(productPageAddress('/shopping/product-detail-plus/15?variant=3&utm=x')).toEqual({
      id: 15,
      at: '/shopping/product-detail-plus/15?variant=3',
    });
    expect(productPageAddress('/shopping/product-detail/15?variant=<x>')).toEqual({
      id: 15,
      at: '/shopping/product-detail/15',
    });
    for (const url of ['/shopping/product-detail/0', '/shopping/product-detail/x', '/events'])
      expect(productPageAddress(url), url).toBeNull();
  });
});
