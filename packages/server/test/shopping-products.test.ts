import {
  MAX_VARIANTS,
  SHOP_MESSAGES as M,
  tooManyCombinations,
  variantCombinations,
  type ProductInput,
} from '@folio/rules';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, snapshot } from './helpers.ts';
import { basicProduct, catalogServer, PNG, type Catalog } from './shopping-helpers.ts';

/**
 * Products on the engine under test (docs/adr/0030-shopping-catalog.md): the storefront's list
 * and page, the editors' saves as a whole with their version, the matrix and its limit, images
 * through the pipeline, and what only the database can refuse.
 */

let c: Catalog;
beforeAll(async () => {
  c = await catalogServer();
});
afterAll(() => c.close());

interface Product {
  id: number;
  status: string;
  version: number;
  price_min: number;
  price_max: number;
  stock: number;
  available: boolean;
  spec_types: { id: number; values: { id: number }[] }[];
  variants: { id: number; sku: string | null; value_ids: number[]; stock: number }[];
  images: { path: string; image_variants?: { widths: number[] } }[];
  category_path: { name: string }[];
}
interface Summary {
  id: number;
  name: string;
  price_min: number;
  available: boolean;
}
interface Page {
  data: Summary[];
  meta: { total: number; last_page: number; from: number | null };
}
const list = async (query: string) =>
  c.ok<Page>(await c.call('GET', `/api/products?${query}`, undefined, null));
const unchanged = async (work: () => Promise<void>) => {
  const before = await snapshot(c.server.app, c.server.dataDir);
  await work();
  expect(await snapshot(c.server.app, c.server.dataDir)).toBe(before);
};
const upload = async () => {
  const form = multipart({ image: { filename: 'tote.png', type: 'image/png', data: PNG } });
  const res = await c.server.app.inject({
    method: 'POST',
    url: '/api/manage/product-images',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${c.admin}` },
  });
  return c.ok<{ data: { path: string } }>(res, 201).data.path;
};
/** A product with colours × sizes, every combination 400 NT$ and 2 pieces. */
async function matrixInput(colours: string[], sizes: string[]): Promise<ProductInput> {
  const colour = await c.values('顏色', ...colours);
  const size = await c.values('尺寸', ...sizes);
  const spec_types = [
    { spec_type_id: colour.typeId, value_ids: colour.ids },
    { spec_type_id: size.typeId, value_ids: size.ids },
  ];
  return basicProduct({
    name: '測試帆布包',
    spec_types,
    variants: variantCombinations(spec_types).map((value_ids, i) => ({
      sku: `T-${i}`,
      price: 400 + i,
      stock: 2,
      enabled: true,
      value_ids,
    })),
  });
}

describe('the storefront', () => {
  it('lists published products only, newest first, twelve a page', async () => {
    const first = await list('');
    expect(first.meta).toMatchObject({ total: 22, last_page: 2, from: 1 });
    expect(first.data.map((p) => p.id).slice(0, 3)).toEqual([24, 22, 21]);
    expect((await list('page=2')).data).toHaveLength(10);
    expect((await list('page=3')).data).toEqual([]);
  });

  it('filters by shop and by a category with everything under it, and sorts by price', async () => {
    const tea = await list('company_flag=shanlan-tea&sort=price_asc');
    expect(tea.data.map((p) => p.price_min)).toEqual(
      [...tea.data.map((p) => p.price_min)].sort((a, b) => a - b),
    );
    expect(tea.meta.total).toBe(6);
    const clothes = await c.category('folio', '服飾');
    expect((await list(`category=${clothes}&sort=price_desc`)).data.map((p) => p.name)).toEqual([
      '經典帆布托特包',
      '棉麻漁夫帽',
      '有機棉短袖 T 恤',
      '針織毛帽',
    ]);
    const wrong = await c.call(
      'GET',
      `/api/products?company_flag=shanlan-tea&category=${clothes}`,
      undefined,
      null,
    );
    expect(wrong.json()).toEqual({
      message: M.categoryNotFound,
      errors: { category: [M.categoryNotFound] },
    });
  });

  it('searches the name and description as the events list does', async () => {
    // Full-width digits, spaces around, one character, the description's words.
    for (const keyword of ['帆布', '１２ 安', ' 15 公斤 ', '帆', '耐重']) {
      const found = await list(`search=${encodeURIComponent(keyword)}`);
      expect(
        found.data.map((p) => p.id),
        keyword,
      ).toContain(14);
    }
    // LIKE's wildcards are taken literally: only the linen's "100%" has a percent sign.
    expect((await list('search=%25')).data.map((p) => p.name)).toEqual(['亞麻餐墊（兩入）']);
    expect((await list('search=_')).meta.total).toBe(0);
    expect((await list(`search=${encodeURIComponent('冷泡')}`)).data.map((p) => p.name)).toEqual([
      '日月潭紅玉紅茶',
    ]);
  });

  it('shows a published product whole, a draft to nobody', async () => {
    const note = c.ok<{ data: Product }>(
      await c.call('GET', '/api/products/17', undefined, null),
    ).data;
    expect(note.variants).toHaveLength(18);
    expect(note.category_path.map((x) => x.name)).toEqual(['文具', '筆記本']);
    expect(note).toMatchObject({ price_min: 980, price_max: 1280, available: true });
    for (const id of [5, 23, 999]) {
      const res = await c.call('GET', `/api/products/${id}`, undefined, null);
      expect([res.statusCode, res.json()], String(id)).toEqual([
        404,
        { message: M.productNotFound },
      ]);
    }
    const draft = c.ok<{ data: Product }>(await c.call('GET', '/api/manage/products/5')).data;
    expect(draft.status).toBe('draft');
    const drafts = c.ok<Page>(await c.call('GET', '/api/manage/products?status=draft'));
    expect(drafts.data.map((p) => p.id)).toEqual([23, 5]);
  });
});

describe('saving a product', () => {
  it('adds a basic product and a matrix, deriving the list figures', async () => {
    const basic = c.ok<{ data: Product }>(
      await c.call('POST', '/api/manage/products', basicProduct()),
      201,
    ).data;
    expect(basic).toMatchObject({ version: 1, price_min: 500, stock: 3, available: true });
    const input = await matrixInput(['黑', '白'], ['S', 'M', 'L']);
    input.variants = input.variants.map((v, i) => ({
      ...v,
      enabled: i !== 0,
      stock: i === 1 ? 0 : 2,
    }));
    const made = c.ok<{ data: Product }>(
      await c.call('POST', '/api/manage/products', input),
      201,
    ).data;
    expect(made.variants.map((v) => v.sku)).toEqual(['T-0', 'T-1', 'T-2', 'T-3', 'T-4', 'T-5']);
    // Off variants count for neither the price nor the stock.
    expect(made).toMatchObject({ price_min: 401, price_max: 405, stock: 8 });
  });

  it('refuses more combinations than the maximum, and a matrix that is not whole', async () => {
    const colours = await c.values(
      '顏色',
      '黑',
      '白',
      '燕麥',
      '墨綠',
      '海軍藍',
      '焦糖棕',
      '霧灰',
      '紅',
    );
    const sizes = await c.values('尺寸', 'S', 'M', 'L', 'XL');
    const scents = await c.values('香味', '檜木', '柚香', '白茶', '無花果');
    const spec_types = [
      { spec_type_id: colours.typeId, value_ids: colours.ids },
      { spec_type_id: sizes.typeId, value_ids: sizes.ids },
      { spec_type_id: scents.typeId, value_ids: scents.ids },
    ];
    const whole = await matrixInput(['黑', '白'], ['S', 'M']);
    await unchanged(async () => {
      const big = await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({ spec_types, variants: whole.variants }),
      );
      expect(big.json()).toEqual({
        message: tooManyCombinations(128),
        errors: { variants: [tooManyCombinations(128)] },
      });
      expect(8 * 4 * 4).toBeGreaterThan(MAX_VARIANTS);
      const missing = await c.call('POST', '/api/manage/products', {
        ...whole,
        variants: whole.variants.slice(1),
      });
      expect(missing.json().errors).toEqual({ variants: [M.variantsMismatch] });
      const skus = whole.variants.map((v, i) => ({ ...v, sku: i < 2 ? 'same-sku' : v.sku }));
      const twin = await c.call('POST', '/api/manage/products', { ...whole, variants: skus });
      expect(twin.json().errors).toEqual({ 'variants.1.sku': [M.skuDuplicate] });
    });
  });

  it('refuses what only the database knows, naming each field', async () => {
    const sizes = await c.values('尺寸', 'S');
    const colour = await c.values('顏色', '黑');
    await unchanged(async () => {
      const res = await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({
          company_flag: 'folio',
          category_id: await c.category('shanlan-tea', '茶具'),
          spec_types: [
            { spec_type_id: 999_999, value_ids: [1] },
            { spec_type_id: sizes.typeId, value_ids: colour.ids },
          ],
          variants: [{ price: 100, stock: 1, enabled: true, value_ids: [1, colour.ids[0] ?? 0] }],
          images: [{ path: 'products/nothere.png' }],
        }),
      );
      expect(res.json().errors).toEqual({
        category_id: [M.categoryNotInShop],
        'spec_types.0.spec_type_id': [M.specNotFound],
        'spec_types.1.value_ids': [M.specValueUnknown],
        'images.0.path': [M.imageMissing],
      });
      const shop = await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({ company_flag: 'nope' }),
      );
      expect(shop.json().errors).toEqual({ company_flag: [M.shopNotFound] });
    });
  });

  it('saves over the version it read, keeps variant ids, and refuses a stale save', async () => {
    const input = await matrixInput(['黑'], ['S', 'M']);
    const made = c.ok<{ data: Product }>(
      await c.call('POST', '/api/manage/products', input),
      201,
    ).data;
    // Add a size: S and M keep their ids, L is new.
    const bigger = await matrixInput(['黑'], ['S', 'M', 'L']);
    const saved = c.ok<{ data: Product }>(
      await c.call('PUT', `/api/manage/products/${made.id}`, { ...bigger, version: 1 }),
    ).data;
    expect(saved.version).toBe(2);
    expect(saved.variants.slice(0, 2).map((v) => v.id)).toEqual(made.variants.map((v) => v.id));
    // SKUs swapped between two variants in one save.
    const swapped = bigger.variants.map((v, i) => ({ ...v, sku: ['T-1', 'T-0', 'T-2'][i] }));
    c.ok(
      await c.call('PUT', `/api/manage/products/${made.id}`, {
        ...bigger,
        variants: swapped,
        version: 2,
      }),
    );
    await unchanged(async () => {
      const stale = await c.call('PUT', `/api/manage/products/${made.id}`, {
        ...bigger,
        name: '別人的修改',
        version: 2,
      });
      expect([stale.statusCode, stale.json()]).toEqual([409, { message: M.productStale }]);
      const gone = await c.call('PUT', '/api/manage/products/999999', { ...bigger, version: 1 });
      expect([gone.statusCode, gone.json()]).toEqual([404, { message: M.productNotFound }]);
    });
  });

  it('lets one of two saves of the same version through', async () => {
    const made = c.ok<{ data: Product }>(
      await c.call('POST', '/api/manage/products', basicProduct()),
      201,
    ).data;
    const saves = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((name) =>
        c.call('PUT', `/api/manage/products/${made.id}`, { ...basicProduct({ name }), version: 1 }),
      ),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const now = c.ok<{ data: Product & { name: string } }>(
      await c.call('GET', `/api/manage/products/${made.id}`),
    ).data;
    expect(now.version).toBe(2);
  });

  it('stores images through the pipeline, keeps their order, and deletes the ones left out', async () => {
    const [a, b] = [await upload(), await upload()];
    const files = path.join(c.server.dataDir, 'storage');
    expect(existsSync(path.join(files, a))).toBe(true);
    const made = c.ok<{ data: Product }>(
      await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({ images: [{ path: b }, { path: a }] }),
      ),
      201,
    ).data;
    expect(made.images.map((i) => i.path)).toEqual([b, a]);
    const listed = (await list('')).data.find((p) => p.id === made.id) as Summary & {
      cover: { path: string };
    };
    expect(listed.cover.path).toBe(b);
    // Another product cannot take them.
    const theft = await c.call(
      'POST',
      '/api/manage/products',
      basicProduct({ images: [{ path: a }] }),
    );
    expect(theft.json().errors).toEqual({ 'images.0.path': [M.imageMissing] });
    c.ok(
      await c.call('PUT', `/api/manage/products/${made.id}`, {
        ...basicProduct({ images: [{ path: a }] }),
        version: 1,
      }),
    );
    await c.server.app.folio.settled();
    expect(existsSync(path.join(files, b))).toBe(false);
    c.ok(await c.call('DELETE', `/api/manage/products/${made.id}`));
    await c.server.app.folio.settled();
    expect(existsSync(path.join(files, a))).toBe(false);
    const notImage = multipart({
      image: { filename: 'a.png', type: 'image/png', data: Buffer.from('not a picture') },
    });
    const refused = await c.server.app.inject({
      method: 'POST',
      url: '/api/manage/product-images',
      payload: notImage.payload,
      headers: { ...notImage.headers, authorization: `Bearer ${c.admin}` },
    });
    expect(refused.json().errors).toEqual({ image: ['圖片須為 PNG、JPEG、WebP 或 GIF'] });
  });
});

describe('the database as a second line of defence', () => {
  it('refuses a repeated SKU or combination, negative stock and prices out of range', async () => {
    const { db } = c.server.app.store;
    const base = {
      product_id: 14,
      combination: '999-998',
      sku: null,
      price: 100,
      stock: 1,
      enabled: 1,
    };
    const existing = await db
      .selectFrom('variants')
      .select(['combination', 'sku'])
      .where('product_id', '=', 14)
      .executeTakeFirstOrThrow();
    for (const row of [
      { ...base, sku: existing.sku },
      { ...base, combination: existing.combination },
      { ...base, stock: -1 },
      { ...base, price: 0 },
      { ...base, price: 1_000_001 },
      { ...base, enabled: 2 },
    ]) {
      await expect(
        db.insertInto('variants').values(row).execute(),
        JSON.stringify(row),
      ).rejects.toThrow();
    }
    await expect(
      db
        .updateTable('products')
        .set({ price_min: 2000, price_max: 10 })
        .where('id', '=', 14)
        .execute(),
    ).rejects.toThrow();
    await expect(db.deleteFrom('spec_values').where('id', '=', 1).execute()).rejects.toThrow();
  });
});
