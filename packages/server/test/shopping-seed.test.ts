import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogServer, type Catalog } from './shopping-helpers.ts';

/**
 * The catalog's seed as `pnpm start` makes it (docs/adr/0030-shopping-catalog.md): the resume's
 * products 14 to 18 published with variant matrices, and pictures drawn on the machine, stored
 * through the product image pipeline with their smaller copies, served under /storage.
 */

let c: Catalog;
beforeAll(async () => {
  c = await catalogServer({ pictures: true });
}, 180_000); // thirty-three pictures and their copies, drawn and encoded once
afterAll(() => c?.close());

interface Product {
  name: string;
  variants: unknown[];
  spec_types: unknown[];
  images: { path: string; image_variants?: { width: number; widths: number[] } }[];
}

describe('the seed catalog', () => {
  it('has products 14 to 18 with their matrices and drawn pictures', async () => {
    const counts: Record<number, [number, number, number]> = {
      14: [2, 6, 3],
      15: [2, 12, 2],
      16: [2, 6, 2],
      17: [3, 18, 3],
      18: [2, 8, 2],
    };
    for (const [id, [types, variants, pictures]] of Object.entries(counts)) {
      const product = c.ok<{ data: Product }>(
        await c.call('GET', `/api/products/${id}`, undefined, null),
      ).data;
      expect(
        [product.spec_types.length, product.variants.length, product.images.length],
        product.name,
      ).toEqual([types, variants, pictures]);
      for (const image of product.images) {
        expect(image.image_variants).toEqual({ width: 800, height: 800, widths: [320, 640] });
        const file = path.join(c.server.dataDir, 'storage', image.path);
        expect((await sharp(readFileSync(file)).metadata()).format).toBe('jpeg');
        const copy = await c.server.app.inject({
          url: `/storage/${image.path.replace(/\.jpg$/, '.320w.avif')}`,
        });
        expect(copy.statusCode).toBe(200);
      }
    }
  });

  it('draws each product its own picture', async () => {
    const list = c.ok<{ data: { cover: { path: string } | null }[] }>(
      await c.call('GET', '/api/products?page=1', undefined, null),
    ).data;
    const sizes = list.map((p) =>
      p.cover ? readFileSync(path.join(c.server.dataDir, 'storage', p.cover.path)).length : 0,
    );
    expect(sizes.every((size) => size > 5_000)).toBe(true);
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});
