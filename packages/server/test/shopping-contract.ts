import { expect } from 'vitest';
import { expectContract, multipart } from './helpers.ts';
import { basicProduct, PNG, type Catalog } from './shopping-helpers.ts';

/**
 * Every documented status of the catalog's operations (docs/adr/0030-shopping-catalog.md),
 * each answer checked against its schema: called from contract.test.ts, whose last test checks
 * that nothing documented was left out.
 */
export async function walkCatalogContract(c: Catalog): Promise<void> {
  const check = async (
    op: string,
    status: number,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token?: string | null,
  ) => expectContract(op, await c.call(method, url, payload, token), status);
  const secured = async (
    op: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    await check(op, 401, method, url, payload, null);
    await check(op, 403, method, url, payload, c.member);
  };

  await check('listShops', 200, 'GET', '/api/shops', undefined, null);
  await check('listCategories', 200, 'GET', '/api/shops/folio/categories', undefined, null);
  await check('listCategories', 404, 'GET', '/api/shops/nope/categories', undefined, null);
  await check(
    'listCategories',
    422,
    'GET',
    `/api/shops/${'a'.repeat(65)}/categories`,
    undefined,
    null,
  );
  await check('listSpecTypes', 200, 'GET', '/api/spec-types', undefined, null);
  await check(
    'listProducts',
    200,
    'GET',
    '/api/products?company_flag=folio&sort=price_desc',
    undefined,
    null,
  );
  await check('listProducts', 422, 'GET', '/api/products?sort=cheap', undefined, null);
  await check('getProduct', 200, 'GET', '/api/products/17', undefined, null);
  await check('getProduct', 404, 'GET', '/api/products/5', undefined, null);
  await check('getProduct', 422, 'GET', '/api/products/0', undefined, null);

  const categories = '/api/manage/shops/folio/categories';
  await secured('createCategory', 'POST', categories, { name: '襪子' });
  const made = (await check('createCategory', 201, 'POST', categories, {
    name: '襪子',
    parent_id: 1,
  })) as {
    data: { id: number };
  };
  await check('createCategory', 404, 'POST', '/api/manage/shops/nope/categories', { name: '襪子' });
  await check('createCategory', 422, 'POST', categories, { name: '襪子', parent_id: 1 });
  const one = `${categories}/${made.data.id}`;
  await secured('updateCategory', 'PATCH', one, { position: 0 });
  await check('updateCategory', 200, 'PATCH', one, { position: 0 });
  await check('updateCategory', 404, 'PATCH', `${categories}/999999`, { position: 0 });
  await check('updateCategory', 422, 'PATCH', one, {});
  await secured('deleteCategory', 'DELETE', one);
  await check('deleteCategory', 409, 'DELETE', `${categories}/1`);
  await check('deleteCategory', 422, 'DELETE', `${one}?move_products_to=${made.data.id}`);
  await check('deleteCategory', 200, 'DELETE', one);
  await check('deleteCategory', 404, 'DELETE', one);

  const type = { name: '材質', values: [{ name: '棉' }, { name: '麻' }] };
  await secured('createSpecType', 'POST', '/api/manage/spec-types', type);
  const spec = (await check('createSpecType', 201, 'POST', '/api/manage/spec-types', type)) as {
    data: { id: number; values: { id: number; name: string }[] };
  };
  await check('createSpecType', 422, 'POST', '/api/manage/spec-types', type);
  const specUrl = `/api/manage/spec-types/${spec.data.id}`;
  const update = { ...type, values: spec.data.values, version: 1 };
  await secured('updateSpecType', 'PUT', specUrl, update);
  await check('updateSpecType', 200, 'PUT', specUrl, update);
  await check('updateSpecType', 409, 'PUT', specUrl, update);
  await check('updateSpecType', 404, 'PUT', '/api/manage/spec-types/999999', update);
  await check('updateSpecType', 422, 'PUT', specUrl, { ...update, values: [] });
  await secured('deleteSpecType', 'DELETE', specUrl);
  await check('deleteSpecType', 409, 'DELETE', '/api/manage/spec-types/1');
  await check('deleteSpecType', 422, 'DELETE', '/api/manage/spec-types/0');
  await check('deleteSpecType', 200, 'DELETE', specUrl);
  await check('deleteSpecType', 404, 'DELETE', specUrl);

  await secured('listManagedProducts', 'GET', '/api/manage/products');
  await check('listManagedProducts', 200, 'GET', '/api/manage/products?status=draft');
  await check('listManagedProducts', 422, 'GET', '/api/manage/products?status=gone');

  const form = multipart({ image: { filename: 'a.png', type: 'image/png', data: PNG } });
  const uploadAs = (token: string | null, payload = form.payload) =>
    c.server.app.inject({
      method: 'POST',
      url: '/api/manage/product-images',
      payload,
      headers: { ...form.headers, ...(token && { authorization: `Bearer ${token}` }) },
    });
  await expectContract('uploadProductImage', await uploadAs(null), 401);
  await expectContract('uploadProductImage', await uploadAs(c.member), 403);
  const image = (await expectContract('uploadProductImage', await uploadAs(c.admin), 201)) as {
    data: { path: string };
  };
  const notImage = multipart({
    image: { filename: 'a.png', type: 'image/png', data: Buffer.from('no') },
  });
  await expectContract(
    'uploadProductImage',
    await c.server.app.inject({
      method: 'POST',
      url: '/api/manage/product-images',
      payload: notImage.payload,
      headers: { ...notImage.headers, authorization: `Bearer ${c.admin}` },
    }),
    422,
  );

  const input = basicProduct({ images: [{ path: image.data.path }] });
  await secured('createProduct', 'POST', '/api/manage/products', input);
  const product = (await check('createProduct', 201, 'POST', '/api/manage/products', input)) as {
    data: { id: number; images: { path: string }[] };
  };
  expect(product.data.images).toHaveLength(1);
  await check('createProduct', 422, 'POST', '/api/manage/products', { ...input, name: '' });
  const productUrl = `/api/manage/products/${product.data.id}`;
  await secured('getManagedProduct', 'GET', productUrl);
  await check('getManagedProduct', 200, 'GET', productUrl);
  await check('getManagedProduct', 404, 'GET', '/api/manage/products/999999');
  await check('getManagedProduct', 422, 'GET', '/api/manage/products/0');
  const save = { ...input, status: 'draft', version: 1 };
  await secured('updateProduct', 'PUT', productUrl, save);
  await check('updateProduct', 200, 'PUT', productUrl, save);
  await check('updateProduct', 409, 'PUT', productUrl, save);
  await check('updateProduct', 404, 'PUT', '/api/manage/products/999999', save);
  await check('updateProduct', 422, 'PUT', productUrl, { ...save, version: 0 });
  await secured('deleteProduct', 'DELETE', productUrl);
  await check('deleteProduct', 200, 'DELETE', productUrl);
  await check('deleteProduct', 404, 'DELETE', productUrl);
  await check('deleteProduct', 422, 'DELETE', '/api/manage/products/0');
}
