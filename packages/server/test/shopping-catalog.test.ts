import {
  categoryHasChildren,
  categoryHasProducts,
  SHOP_MESSAGES as M,
  specInUse,
} from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './helpers.ts';
import { basicProduct, catalogServer, type Catalog } from './shopping-helpers.ts';

/**
 * The shops, their category trees and the specification types on the engine under test
 * (docs/adr/0030-shopping-catalog.md): every refusal gives its message and changes nothing.
 */

let c: Catalog;
beforeAll(async () => {
  c = await catalogServer();
});
afterAll(() => c.close());

interface Category {
  id: number;
  parent_id: number | null;
  name: string;
  position: number;
  depth: number;
  product_count: number;
}
const tree = async (flag = 'folio') =>
  c.ok<{ data: Category[] }>(await c.call('GET', `/api/shops/${flag}/categories`, undefined, null))
    .data;
const manage = (flag = 'folio') => `/api/manage/shops/${flag}/categories`;
const unchanged = async (work: () => Promise<void>) => {
  const before = await snapshot(c.server.app, c.server.dataDir);
  await work();
  expect(await snapshot(c.server.app, c.server.dataDir)).toBe(before);
};

describe('shops and the category tree', () => {
  it('lists the seeded shops and a tree of three levels, parents first', async () => {
    const shops = c.ok<{ data: { company_flag: string }[] }>(
      await c.call('GET', '/api/shops', undefined, null),
    );
    expect(shops.data.map((s) => s.company_flag)).toEqual(['folio', 'shanlan-tea']);
    const names = (await tree()).map((x) => `${'  '.repeat(x.depth - 1)}${x.name}`);
    expect(names.slice(0, 5)).toEqual(['服飾', '  上衣', '    短袖 T 恤', '  包袋', '  帽子']);
    expect((await c.call('GET', '/api/shops/nope/categories', undefined, null)).json()).toEqual({
      message: M.shopNotFound,
    });
  });

  it('adds, renames, moves and reorders, renumbering the siblings', async () => {
    const home = await c.category('folio', '居家');
    const made = c.ok<{ data: Category }>(
      await c.call('POST', manage(), { name: '浴室', parent_id: home }),
      201,
    ).data;
    expect(made).toMatchObject({ parent_id: home, depth: 2, position: 3, product_count: 0 });
    // To the front of the root, then renamed.
    c.ok(await c.call('PATCH', `${manage()}/${made.id}`, { parent_id: null, position: 0 }));
    const renamed = c.ok<{ data: Category }>(
      await c.call('PATCH', `${manage()}/${made.id}`, { name: '衛浴' }),
    ).data;
    expect(renamed).toMatchObject({ parent_id: null, depth: 1, position: 0, name: '衛浴' });
    const roots = (await tree()).filter((x) => x.parent_id === null);
    expect(roots.map((x) => [x.name, x.position])).toEqual([
      ['衛浴', 0],
      ['服飾', 1],
      ['居家', 2],
      ['文具', 3],
    ]);
    // Moving a subtree moves its depth: 上衣 › 短袖 T 恤 under 衛浴.
    const tops = await c.category('folio', '上衣');
    c.ok(await c.call('PATCH', `${manage()}/${tops}`, { parent_id: made.id }));
    const moved = (await tree()).find((x) => x.name === '短袖 T 恤');
    expect(moved?.depth).toBe(3);
    const clothes = (await tree()).filter((x) => x.parent_id === (roots[1]?.id ?? 0));
    expect(clothes.map((x) => [x.name, x.position])).toEqual([
      ['包袋', 0],
      ['帽子', 1],
    ]);
    // Put back where the seed had it.
    c.ok(await c.call('PATCH', `${manage()}/${tops}`, { parent_id: roots[1]?.id, position: 0 }));
  });

  it('refuses a fourth level, a move under itself and a sibling name in any spelling', async () => {
    const tees = await c.category('folio', '短袖 T 恤');
    const clothes = await c.category('folio', '服飾');
    const bags = await c.category('folio', '包袋');
    await unchanged(async () => {
      const deep = await c.call('POST', manage(), { name: '圓領', parent_id: tees });
      expect(deep.json()).toEqual({
        message: M.categoryTooDeep,
        errors: { parent_id: [M.categoryTooDeep] },
      });
      const into = await c.call('PATCH', `${manage()}/${clothes}`, { parent_id: tees });
      expect(into.json().errors).toEqual({ parent_id: [M.categoryIntoItself] });
      // 服飾 (3 levels) under 居家 would make 4.
      const tooDeep = await c.call('PATCH', `${manage()}/${clothes}`, {
        parent_id: await c.category('folio', '居家'),
      });
      expect(tooDeep.json().errors).toEqual({ parent_id: [M.categoryTooDeep] });
      const twin = await c.call('POST', manage(), { name: ' 帽子 ', parent_id: clothes });
      expect(twin.json().errors).toEqual({ name: [M.categoryNameTaken] });
      const rename = await c.call('PATCH', `${manage()}/${bags}`, { name: '帽子' });
      expect(rename.json().errors).toEqual({ name: [M.categoryNameTaken] });
      const foreign = await c.call('POST', manage(), {
        name: '茶盤',
        parent_id: await c.category('shanlan-tea', '茶具'),
      });
      expect(foreign.json().errors).toEqual({ parent_id: [M.categoryParentUnknown] });
      const empty = await c.call('PATCH', `${manage()}/${bags}`, {});
      expect(empty.json().errors).toEqual({ body: [M.categoryChangeRequired] });
      const other = await c.call('PATCH', `${manage('shanlan-tea')}/${bags}`, { name: '袋' });
      expect([other.statusCode, other.json()]).toEqual([404, { message: M.categoryNotFound }]);
    });
    // The same name is fine under another parent.
    const hats = c.ok<{ data: Category }>(
      await c.call('POST', manage(), {
        name: '帽子',
        parent_id: await c.category('folio', '居家'),
      }),
      201,
    ).data;
    c.ok(await c.call('DELETE', `${manage()}/${hats.id}`));
  });

  it('deletes only an empty category, or one whose products move first', async () => {
    const clothes = await c.category('folio', '服飾');
    const hats = await c.category('folio', '帽子');
    const bags = await c.category('folio', '包袋');
    await unchanged(async () => {
      const parent = await c.call('DELETE', `${manage()}/${clothes}`);
      expect([parent.statusCode, parent.json()]).toEqual([
        409,
        { message: categoryHasChildren('服飾') },
      ]);
      const full = await c.call('DELETE', `${manage()}/${hats}`);
      expect([full.statusCode, full.json()]).toEqual([
        409,
        { message: categoryHasProducts('帽子', 2) },
      ]);
      for (const target of [hats, 999_999, await c.category('shanlan-tea', '茶具')]) {
        const bad = await c.call('DELETE', `${manage()}/${hats}?move_products_to=${target}`);
        expect(bad.json().errors, String(target)).toEqual({
          move_products_to: [M.categoryMoveTarget],
        });
      }
    });
    c.ok(await c.call('DELETE', `${manage()}/${hats}?move_products_to=${bags}`));
    const after = await tree();
    expect(after.find((x) => x.id === hats)).toBeUndefined();
    expect(after.find((x) => x.id === bags)?.product_count).toBe(3);
    expect(after.filter((x) => x.parent_id === clothes).map((x) => x.position)).toEqual([0, 1]);
  });
});

describe('specification types', () => {
  interface SpecType {
    id: number;
    name: string;
    values: { id: number; name: string }[];
    version: number;
    product_count: number;
  }
  const types = async () =>
    c.ok<{ data: SpecType[] }>(await c.call('GET', '/api/spec-types', undefined, null)).data;

  it('lists the seed types with their values in order and how many products use each', async () => {
    const list = await types();
    expect(list.map((t) => t.name)).toEqual([
      '顏色',
      '尺寸',
      '容量',
      '開本',
      '內頁',
      '香味',
      '重量',
    ]);
    expect(list[1]?.values.map((v) => v.name)).toEqual(['S', 'M', 'L', 'XL']);
    expect(list[1]?.product_count).toBe(2);
  });

  it('adds a type; renames, reorders, adds and deletes values with the version it read', async () => {
    const made = c.ok<{ data: SpecType }>(
      await c.call('POST', '/api/manage/spec-types', {
        name: '材質',
        values: [{ name: '棉' }, { name: '麻' }, { name: '羊毛' }],
      }),
      201,
    ).data;
    expect(made).toMatchObject({ version: 1, product_count: 0 });
    const [cotton, linen, wool] = made.values;
    const saved = c.ok<{ data: SpecType }>(
      await c.call('PUT', `/api/manage/spec-types/${made.id}`, {
        name: '布料',
        // 麻 and 棉 swap names in one save; 羊毛 goes; 絲 is new.
        values: [{ id: linen?.id, name: '棉' }, { id: cotton?.id, name: '麻' }, { name: '絲' }],
        version: 1,
      }),
    ).data;
    expect(saved.version).toBe(2);
    expect(saved.values.map((v) => [v.id === linen?.id, v.name])).toEqual([
      [true, '棉'],
      [false, '麻'],
      [false, '絲'],
    ]);
    expect(saved.values.some((v) => v.id === wool?.id)).toBe(false);
    await unchanged(async () => {
      const stale = await c.call('PUT', `/api/manage/spec-types/${made.id}`, {
        name: '布',
        values: [{ name: '棉' }],
        version: 1,
      });
      expect([stale.statusCode, stale.json()]).toEqual([409, { message: M.specStale }]);
      const twin = await c.call('POST', '/api/manage/spec-types', {
        name: ' 顏色 ',
        values: [{ name: 'A' }, { name: 'a' }],
      });
      expect(twin.json().errors).toEqual({ 'values.1.name': [M.specValueDuplicate] });
      const taken = await c.call('POST', '/api/manage/spec-types', {
        name: '顏色',
        values: [{ name: 'A' }],
      });
      expect(taken.json().errors).toEqual({ name: [M.specNameTaken] });
      const foreign = await c.call('PUT', `/api/manage/spec-types/${made.id}`, {
        name: '布料',
        values: [{ id: 1, name: '黑' }],
        version: 2,
      });
      expect(foreign.json().errors).toEqual({ 'values.0.id': [M.specValueUnknown] });
    });
    c.ok(await c.call('DELETE', `/api/manage/spec-types/${made.id}`));
    const gone = await c.call('DELETE', `/api/manage/spec-types/${made.id}`);
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: M.specNotFound }]);
  });

  it('keeps a type or value products use, naming them', async () => {
    const sizes = (await types()).find((t) => t.name === '尺寸');
    if (!sizes) throw new Error('no 尺寸');
    await unchanged(async () => {
      const type = await c.call('DELETE', `/api/manage/spec-types/${sizes.id}`);
      expect(type.statusCode).toBe(409);
      expect(type.json()).toEqual({
        message: specInUse('尺寸', ['經典帆布托特包', '有機棉短袖 T 恤'], 2),
        products: [
          { id: 14, name: '經典帆布托特包' },
          { id: 15, name: '有機棉短袖 T 恤' },
        ],
        total: 2,
      });
      // M is offered by both; dropping it from the type is refused the same way.
      const value = await c.call('PUT', `/api/manage/spec-types/${sizes.id}`, {
        name: '尺寸',
        values: sizes.values.filter((v) => v.name !== 'M'),
        version: sizes.version,
      });
      expect(value.statusCode).toBe(409);
      expect(value.json().message).toBe(specInUse('M', ['經典帆布托特包', '有機棉短袖 T 恤'], 2));
    });
    // XS is offered by none: it may come and go.
    const added = c.ok<{ data: SpecType }>(
      await c.call('PUT', `/api/manage/spec-types/${sizes.id}`, {
        name: '尺寸',
        values: [{ name: 'XS' }, ...sizes.values],
        version: sizes.version,
      }),
    ).data;
    c.ok(
      await c.call('PUT', `/api/manage/spec-types/${sizes.id}`, {
        name: '尺寸',
        values: added.values.filter((v) => v.name !== 'XS'),
        version: added.version,
      }),
    );
  });

  it('shows a product the new names and order of its values at once', async () => {
    const colours = (await types()).find((t) => t.name === '顏色');
    if (!colours) throw new Error('no 顏色');
    const reversed = [...colours.values]
      .reverse()
      .map((v) => (v.name === '黑' ? { ...v, name: '碳黑' } : v));
    c.ok(
      await c.call('PUT', `/api/manage/spec-types/${colours.id}`, {
        name: '顏色',
        values: reversed,
        version: colours.version,
      }),
    );
    const tote = c.ok<{
      data: { spec_types: { values: { name: string }[] }[]; variants: { sku: string }[] };
    }>(await c.call('GET', '/api/products/14', undefined, null)).data;
    expect(tote.spec_types[0]?.values.map((v) => v.name)).toEqual(['墨綠', '燕麥', '碳黑']);
    expect(tote.variants.map((v) => v.sku).slice(0, 2)).toEqual(['TOTE-GRN-M', 'TOTE-GRN-L']);
  });

  it('counts a product that uses a type it was given after', async () => {
    const { typeId, ids } = await c.values('香味', '檜木');
    const product = c.ok<{ data: { id: number } }>(
      await c.call(
        'POST',
        '/api/manage/products',
        basicProduct({
          spec_types: [{ spec_type_id: typeId, value_ids: ids }],
          variants: [{ price: 300, stock: 1, enabled: true, value_ids: ids }],
        }),
      ),
      201,
    ).data;
    expect((await types()).find((t) => t.id === typeId)?.product_count).toBe(2);
    c.ok(await c.call('DELETE', `/api/manage/products/${product.id}`));
  });
});
