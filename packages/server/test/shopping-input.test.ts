import { operationInfo } from '@folio/contract';
import { SHOP_MESSAGES as M, tooManyCombinations } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaring } from './images.ts';
import { multipart, NOT_YET_IMPLEMENTED, snapshot } from './helpers.ts';
import { basicProduct, catalogServer, PNG, type Catalog } from './shopping-helpers.ts';

/**
 * The catalog's refusals on the engine under test (docs/adr/0030-shopping-catalog.md): every
 * operation of the back office refuses a visitor (401) and a member (403), and bad input on
 * every field gets the contract's message; either way nothing in the database or the stored
 * files changes.
 */

let c: Catalog;
let before = '';
beforeAll(async () => {
  c = await catalogServer();
  before = await snapshot(c.server.app, c.server.dataDir);
});
afterAll(() => c.close());

// The catalog's back office and the owner's orders (list, cancel, hand-over).
// The shop's back office; the tasks' and the bookings' views for administrators under
// /manage/tasks and /manage/bookings have their own words (taskAdmin.test.ts,
// bookingAdmin.test.ts).
const manageOperations = Object.entries(operationInfo).filter(
  ([id, op]) =>
    op.path.startsWith('/manage/') &&
    !op.path.startsWith('/manage/tasks') &&
    !op.path.startsWith('/manage/bookings') &&
    !NOT_YET_IMPLEMENTED.includes(id),
);

describe('the back office', () => {
  it('is every operation under /manage/, each secured', () => {
    expect(manageOperations).toHaveLength(15);
    expect(manageOperations.every(([, op]) => op.secured)).toBe(true);
  });

  it.each(manageOperations)('%s refuses a visitor (401) and a member (403)', async (_, op) => {
    const url = `/api${op.path.replace('{company_flag}', 'folio').replace('{id}', '14')}`;
    const form = op.multipart
      ? multipart({ image: { filename: 'a.png', type: 'image/png', data: PNG } })
      : null;
    const payload =
      form?.payload ?? (op.method === 'GET' || op.method === 'DELETE' ? undefined : basicProduct());
    for (const [token, status, body] of [
      [null, 401, { message: 'Unauthenticated.' }],
      [c.member, 403, { message: M.forbidden }],
    ] as const) {
      const res = await c.server.app.inject({
        method: op.method,
        url,
        ...(payload !== undefined && { payload }),
        headers: { ...form?.headers, ...(token && { authorization: `Bearer ${token}` }) },
      });
      expect([res.statusCode, res.json()], `${op.method} ${url}`).toEqual([status, body]);
    }
    expect(await snapshot(c.server.app, c.server.dataDir)).toBe(before);
  });
});

const categories = '/api/manage/shops/folio/categories';
const long = (n: number) => '字'.repeat(n);
const variant = { price: 100, stock: 1, enabled: true, value_ids: [] };
const product = (over: object) => ({ ...basicProduct(), ...over });
const withVariant = (over: object) => product({ variants: [{ ...variant, ...over }] });

/** [what, method, url, body, field, message] */
const cases: [
  string,
  'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  string,
  unknown,
  string,
  string,
][] = [
  ['list: page 0', 'GET', '/api/products?page=0', undefined, 'page', M.pageInvalid],
  [
    'list: a long search',
    'GET',
    `/api/products?search=${long(101)}`,
    undefined,
    'search',
    '搜尋字詞不可超過 100 個字',
  ],
  ['list: an unknown sort', 'GET', '/api/products?sort=cheap', undefined, 'sort', M.sortInvalid],
  [
    'list: an unknown shop',
    'GET',
    '/api/products?company_flag=nope',
    undefined,
    'company_flag',
    M.shopNotFound,
  ],
  [
    'list: an unknown category',
    'GET',
    '/api/products?category=99999',
    undefined,
    'category',
    M.categoryNotFound,
  ],
  [
    'list: a category that is no number',
    'GET',
    '/api/products?category=abc',
    undefined,
    'category',
    M.categoryNotFound,
  ],
  [
    'back office: an unknown status',
    'GET',
    '/api/manage/products?status=gone',
    undefined,
    'status',
    M.statusFilterInvalid,
  ],
  ['product: id 0', 'GET', '/api/products/0', undefined, 'id', M.idInvalid],
  [
    'tree: a long flag',
    'GET',
    `/api/shops/${'a'.repeat(65)}/categories`,
    undefined,
    'company_flag',
    M.shopNotFound,
  ],
  ['category: no name', 'POST', categories, {}, 'name', M.categoryNameRequired],
  ['category: spaces', 'POST', categories, { name: '   ' }, 'name', M.categoryNameRequired],
  ['category: a long name', 'POST', categories, { name: long(31) }, 'name', M.categoryNameTooLong],
  [
    'category: a parent that is text',
    'POST',
    categories,
    { name: 'A', parent_id: 'x' },
    'parent_id',
    M.categoryParentUnknown,
  ],
  [
    'category: an unknown parent',
    'POST',
    categories,
    { name: 'A', parent_id: 99999 },
    'parent_id',
    M.categoryParentUnknown,
  ],
  [
    'category: a negative position',
    'PATCH',
    `${categories}/1`,
    { position: -1 },
    'position',
    M.categoryPosition,
  ],
  ['category: nothing to change', 'PATCH', `${categories}/1`, {}, 'body', M.categoryChangeRequired],
  [
    'category: an unknown field',
    'PATCH',
    `${categories}/1`,
    { colour: 'red' },
    'colour',
    '不接受的欄位：colour',
  ],
  [
    'category: a move target that is no number',
    'DELETE',
    `${categories}/1?move_products_to=x`,
    undefined,
    'move_products_to',
    M.categoryMoveTarget,
  ],
  [
    'spec type: no name',
    'POST',
    '/api/manage/spec-types',
    { values: [{ name: 'A' }] },
    'name',
    M.specNameRequired,
  ],
  [
    'spec type: a long name',
    'POST',
    '/api/manage/spec-types',
    { name: long(21), values: [{ name: 'A' }] },
    'name',
    M.specNameTooLong,
  ],
  [
    'spec type: no values',
    'POST',
    '/api/manage/spec-types',
    { name: '材質', values: [] },
    'values',
    M.specValuesRequired,
  ],
  [
    'spec type: 31 values',
    'POST',
    '/api/manage/spec-types',
    { name: '材質', values: Array.from({ length: 31 }, (_, i) => ({ name: `v${i}` })) },
    'values',
    M.specValuesTooMany,
  ],
  [
    'spec type: a blank value',
    'POST',
    '/api/manage/spec-types',
    { name: '材質', values: [{ name: 'A' }, { name: ' ' }] },
    'values.1.name',
    M.specValueRequired,
  ],
  [
    'spec type: a long value',
    'POST',
    '/api/manage/spec-types',
    { name: '材質', values: [{ name: long(21) }] },
    'values.0.name',
    M.specValueTooLong,
  ],
  [
    'spec type: an id on a new type',
    'POST',
    '/api/manage/spec-types',
    { name: '材質', values: [{ id: 1, name: 'A' }] },
    'values.0.id',
    M.specValueUnknown,
  ],
  [
    'spec type: no version',
    'PUT',
    '/api/manage/spec-types/1',
    { name: '顏色', values: [{ id: 1, name: '黑' }] },
    'version',
    M.versionInvalid,
  ],
  [
    'product: no shop',
    'POST',
    '/api/manage/products',
    { ...basicProduct(), company_flag: undefined },
    'company_flag',
    M.shopRequired,
  ],
  [
    'product: a category that is text',
    'POST',
    '/api/manage/products',
    product({ category_id: 'bags' }),
    'category_id',
    M.categoryNotFound,
  ],
  [
    'product: an unknown category',
    'POST',
    '/api/manage/products',
    product({ category_id: 99999 }),
    'category_id',
    M.categoryNotFound,
  ],
  [
    'product: no name',
    'POST',
    '/api/manage/products',
    product({ name: '' }),
    'name',
    M.productNameRequired,
  ],
  [
    'product: a long name',
    'POST',
    '/api/manage/products',
    product({ name: long(101) }),
    'name',
    M.productNameTooLong,
  ],
  [
    'product: a long description',
    'POST',
    '/api/manage/products',
    product({ description: long(5001) }),
    'description',
    M.descriptionTooLong,
  ],
  [
    'product: an unknown status',
    'POST',
    '/api/manage/products',
    product({ status: 'live' }),
    'status',
    M.statusInvalid,
  ],
  [
    'product: four types',
    'POST',
    '/api/manage/products',
    product({ spec_types: [1, 2, 3, 4].map((id) => ({ spec_type_id: id, value_ids: [1] })) }),
    'spec_types',
    M.specTypesTooMany,
  ],
  [
    'product: a type twice',
    'POST',
    '/api/manage/products',
    product({
      spec_types: [
        { spec_type_id: 2, value_ids: [9] },
        { spec_type_id: 2, value_ids: [10] },
      ],
      variants: [{ ...variant, value_ids: [9, 10] }],
    }),
    'spec_types.1.spec_type_id',
    M.specTypeDuplicate,
  ],
  [
    'product: a type without values',
    'POST',
    '/api/manage/products',
    product({ spec_types: [{ spec_type_id: 2, value_ids: [] }] }),
    'spec_types.0.value_ids',
    M.specValuesNoneChosen,
  ],
  [
    'product: a value twice',
    'POST',
    '/api/manage/products',
    product({ spec_types: [{ spec_type_id: 2, value_ids: [9, 9] }] }),
    'spec_types.0.value_ids',
    M.specValueDuplicate,
  ],
  [
    'product: no variants',
    'POST',
    '/api/manage/products',
    product({ variants: [] }),
    'variants',
    M.variantsRequired,
  ],
  [
    'product: 120 combinations',
    'POST',
    '/api/manage/products',
    product({
      spec_types: [
        { spec_type_id: 1, value_ids: Array.from({ length: 30 }, (_, i) => i + 1) },
        { spec_type_id: 2, value_ids: [1, 2, 3, 4] },
      ],
    }),
    'variants',
    tooManyCombinations(120),
  ],
  [
    'product: a price of 0',
    'POST',
    '/api/manage/products',
    withVariant({ price: 0 }),
    'variants.0.price',
    M.priceRange,
  ],
  [
    'product: a price with cents',
    'POST',
    '/api/manage/products',
    withVariant({ price: 99.5 }),
    'variants.0.price',
    M.priceRange,
  ],
  [
    'product: a price too high',
    'POST',
    '/api/manage/products',
    withVariant({ price: 1_000_001 }),
    'variants.0.price',
    M.priceRange,
  ],
  [
    'product: a price as text',
    'POST',
    '/api/manage/products',
    withVariant({ price: '100' }),
    'variants.0.price',
    M.priceRange,
  ],
  [
    'product: negative stock',
    'POST',
    '/api/manage/products',
    withVariant({ stock: -1 }),
    'variants.0.stock',
    M.stockRange,
  ],
  [
    'product: too much stock',
    'POST',
    '/api/manage/products',
    withVariant({ stock: 100_000 }),
    'variants.0.stock',
    M.stockRange,
  ],
  [
    'product: a SKU with a space',
    'POST',
    '/api/manage/products',
    withVariant({ sku: 'TOTE 1' }),
    'variants.0.sku',
    M.skuFormat,
  ],
  [
    'product: a long SKU',
    'POST',
    '/api/manage/products',
    withVariant({ sku: 'A'.repeat(41) }),
    'variants.0.sku',
    M.skuFormat,
  ],
  [
    'product: on/off as text',
    'POST',
    '/api/manage/products',
    withVariant({ enabled: 'yes' }),
    'variants.0.enabled',
    M.enabledInvalid,
  ],
  [
    'product: a variant with a value and no types',
    'POST',
    '/api/manage/products',
    withVariant({ value_ids: [1] }),
    'variants',
    M.variantsMismatch,
  ],
  [
    'product: eleven images',
    'POST',
    '/api/manage/products',
    product({ images: Array.from({ length: 11 }, (_, i) => ({ path: `products/a${i}.png` })) }),
    'images',
    M.imagesTooMany,
  ],
  [
    'product: an image outside products/',
    'POST',
    '/api/manage/products',
    product({ images: [{ path: 'events/seed-001.png' }] }),
    'images.0.path',
    M.imageMissing,
  ],
  [
    'product: an image never uploaded',
    'POST',
    '/api/manage/products',
    product({ images: [{ path: 'products/nothing.png' }] }),
    'images.0.path',
    M.imageMissing,
  ],
  [
    'product: the same image twice',
    'POST',
    '/api/manage/products',
    product({ images: [{ path: 'products/a.png' }, { path: 'products/a.png' }] }),
    'images.1.path',
    M.imageDuplicate,
  ],
  [
    'product: no version',
    'PUT',
    '/api/manage/products/14',
    basicProduct(),
    'version',
    M.versionInvalid,
  ],
  [
    'product: version 0',
    'PUT',
    '/api/manage/products/14',
    { ...basicProduct(), version: 0 },
    'version',
    M.versionInvalid,
  ],
];

describe('bad input', () => {
  it.each(cases)('%s', async (_, method, url, payload, field, message) => {
    const res = await c.call(method, url, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field], res.body).toEqual([
      message,
    ]);
    expect(await snapshot(c.server.app, c.server.dataDir)).toBe(before);
  });

  it('takes an upload that is no image, several files, or none, with its message', async () => {
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const form = multipart(parts);
      return c.server.app.inject({
        method: 'POST',
        url: '/api/manage/product-images',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${c.admin}` },
      });
    };
    const file = (data: Buffer) => ({ filename: 'a.png', type: 'image/png', data });
    for (const [parts, message] of [
      [{ image: file(Buffer.from('GIF? no')) }, '圖片須為 PNG、JPEG、WebP 或 GIF'],
      // Decoded, not sniffed (src/imageCheck.ts): the signature alone, and a header of 400 MP.
      [{ image: file(PNG.subarray(0, 8)) }, '圖片須為 PNG、JPEG、WebP 或 GIF'],
      [{ image: file(declaring(PNG, 20_000, 20_000)) }, '圖片不可超過 5000 萬像素'],
      [
        [
          ['image', file(PNG)],
          ['image', file(PNG)],
        ],
        '只能上傳一個圖片檔案',
      ],
      [{ image: 'text, not a file' }, '請上傳圖片檔案'],
      [{}, '請上傳圖片檔案'],
    ] as const) {
      const res = await send(parts as Parameters<typeof multipart>[0]);
      expect([res.statusCode, res.json().errors], res.body).toEqual([422, { image: [message] }]);
    }
    expect(await snapshot(c.server.app, c.server.dataDir)).toBe(before);
  });
});
