import type { CheckContext } from '../context.ts';
import type { Body } from '../http.ts';
import { adminSession, PNG } from './shared.ts';

const imageForm = (data: Buffer) => () => {
  const form = new FormData();
  form.append('image', new Blob([data], { type: 'image/png' }), 'product.png');
  return form;
};

/** The back office's operations, with the path parameters and body a refusal check sends. */
const BACK_OFFICE: [string, { params?: Record<string, string | number>; json?: unknown }][] = [
  ['createCategory', { params: { company_flag: 'folio' }, json: { name: '檢查' } }],
  ['updateCategory', { params: { company_flag: 'folio', id: 1 }, json: { name: '檢查' } }],
  ['deleteCategory', { params: { company_flag: 'folio', id: 1 } }],
  ['createSpecType', { json: { name: '檢查', values: [{ name: 'A' }] } }],
  [
    'updateSpecType',
    { params: { id: 1 }, json: { name: '檢查', values: [{ name: 'A' }], version: 1 } },
  ],
  ['deleteSpecType', { params: { id: 1 } }],
  ['listManagedProducts', {}],
  ['createProduct', { json: {} }],
  ['getManagedProduct', { params: { id: 1 } }],
  ['updateProduct', { params: { id: 1 }, json: {} }],
  ['deleteProduct', { params: { id: 1 } }],
  ['uploadProductImage', {}],
];

const message = (expected: string) => (body: Body) =>
  body.message === expected
    ? []
    : [`message is ${JSON.stringify(body.message)}, expected "${expected}"`];

/**
 * The shop catalog (tag `shopping`): the storefront's reads; the back office refusing a visitor
 * (401) and a member (403); then, logged in as an administrator (the demo administrator unless
 * the check is given another), a category, a specification type, an uploaded image and a
 * product made, saved with their versions, refused where the contract says, and deleted again,
 * so the backend is left as it was.
 */
export async function catalogChecks(ctx: CheckContext, memberToken: string | null, unique: string) {
  const { client, contract, report } = ctx;
  const c = client.call.bind(client);
  const msg = (op: string, field: string, rule: string) => contract.message(op, field, rule);

  const shops = await c('listShops', 'every shop', {}, { status: 200 });
  const flag = String(((shops?.data as Body[] | undefined)?.[0] ?? {}).company_flag ?? '');
  await c(
    'listCategories',
    'unknown shop',
    { params: { company_flag: `no-such-${unique}` } },
    { status: 404 },
  );
  await c('listSpecTypes', 'every type', {}, { status: 200 });
  await c(
    'listProducts',
    'unknown sort',
    { query: { sort: 'cheapest' } },
    {
      status: 422,
      check: (b) =>
        Object.hasOwn((b.errors ?? {}) as Body, 'sort') ? [] : ['errors.sort missing'],
    },
  );
  const listed = await c(
    'listProducts',
    'newest first',
    { query: { sort: 'newest' } },
    { status: 200 },
  );
  const first = ((listed?.data as Body[] | undefined) ?? [])[0];
  if (first)
    await c(
      'getProduct',
      'a listed product',
      { params: { id: Number(first.id) } },
      { status: 200 },
    );
  await c('getProduct', 'no such product', { params: { id: 2147483647 } }, { status: 404 });

  for (const [op, input] of BACK_OFFICE) {
    const form = op === 'uploadProductImage' ? { form: imageForm(PNG) } : {};
    await c(op, 'no token', { ...input, ...form }, { status: 401 });
    if (memberToken)
      await c(op, 'a member', { ...input, ...form, token: memberToken }, { status: 403 });
  }

  if (!flag) {
    for (const [op] of BACK_OFFICE) report.unreachable(op, 'journey', 'GET /shops listed no shop');
    return;
  }
  await c('listCategories', 'a shop', { params: { company_flag: flag } }, { status: 200 });
  const session = await adminSession(ctx);
  if ('why' in session) {
    for (const [op] of BACK_OFFICE) report.unreachable(op, 'journey', session.why);
    return;
  }
  const as = { token: session.token };

  const categoryName = `檢查${unique}`.slice(0, 30);
  const category = await c(
    'createCategory',
    'at the root',
    { ...as, params: { company_flag: flag }, json: { name: categoryName } },
    { status: 201 },
  );
  await c(
    'createCategory',
    'a sibling of the same name',
    { ...as, params: { company_flag: flag }, json: { name: categoryName } },
    {
      status: 422,
      check: message(
        msg(
          'createCategory',
          'name',
          'a sibling has the name (letter case and full-width forms ignored)',
        ),
      ),
    },
  );
  const categoryId = Number((category?.data as Body | undefined)?.id ?? 0);
  const categoryParams = { company_flag: flag, id: categoryId };
  await c(
    'updateCategory',
    'nothing to change',
    { ...as, params: categoryParams, json: {} },
    { status: 422 },
  );
  await c(
    'updateCategory',
    'to the front',
    { ...as, params: categoryParams, json: { position: 0 } },
    { status: 200 },
  );

  const typeName = `檢查${unique}`.slice(0, 20);
  const type = await c(
    'createSpecType',
    'two values',
    { ...as, json: { name: typeName, values: [{ name: 'A' }, { name: 'B' }] } },
    { status: 201 },
  );
  const typeData = (type?.data ?? {}) as { id?: number; values?: { id: number; name: string }[] };
  const typeId = Number(typeData.id ?? 0);
  const values = typeData.values ?? [];
  await c(
    'updateSpecType',
    'B before A',
    {
      ...as,
      params: { id: typeId },
      json: { name: typeName, values: [...values].reverse(), version: 1 },
    },
    { status: 200 },
  );
  await c(
    'updateSpecType',
    'a stale version',
    { ...as, params: { id: typeId }, json: { name: typeName, values, version: 1 } },
    { status: 409 },
  );

  const upload = await c(
    'uploadProductImage',
    'a PNG',
    { ...as, form: imageForm(PNG) },
    { status: 201 },
  );
  await c(
    'uploadProductImage',
    'not an image',
    { ...as, form: imageForm(Buffer.from('text')) },
    { status: 422 },
  );
  const path = String((upload?.data as Body | undefined)?.path ?? '');
  const product = {
    company_flag: flag,
    category_id: categoryId,
    name: `檢查商品 ${unique}`,
    description: '**contract check**',
    status: 'draft',
    spec_types: [{ spec_type_id: typeId, value_ids: values.map((v) => v.id) }],
    variants: values.map((v, i) => ({
      sku: `CHK-${i}`,
      price: 100 + i,
      stock: 1,
      enabled: true,
      value_ids: [v.id],
    })),
    images: path ? [{ path }] : [],
  };
  await c(
    'createProduct',
    'bad fields',
    { ...as, json: { ...product, name: '', variants: [{ ...product.variants[0], price: 0 }] } },
    { status: 422 },
  );
  const made = await c(
    'createProduct',
    'a draft with two variants',
    { ...as, json: product },
    { status: 201 },
  );
  const productId = Number((made?.data as Body | undefined)?.id ?? 0);
  await c('listManagedProducts', 'drafts', { ...as, query: { status: 'draft' } }, { status: 200 });
  await c('getManagedProduct', 'the draft', { ...as, params: { id: productId } }, { status: 200 });
  await c('getProduct', 'a draft', { params: { id: productId } }, { status: 404 });
  await c(
    'updateProduct',
    'published',
    { ...as, params: { id: productId }, json: { ...product, status: 'published', version: 1 } },
    { status: 200 },
  );
  await c(
    'updateProduct',
    'a stale version',
    { ...as, params: { id: productId }, json: { ...product, version: 1 } },
    { status: 409 },
  );
  await c('deleteSpecType', 'in use', { ...as, params: { id: typeId } }, { status: 409 });
  await c(
    'deleteCategory',
    'holding a product',
    { ...as, params: categoryParams },
    { status: 409 },
  );

  await c(
    'deleteProduct',
    "the check's product",
    { ...as, params: { id: productId } },
    { status: 200 },
  );
  await c('getManagedProduct', 'deleted', { ...as, params: { id: productId } }, { status: 404 });
  await c('deleteSpecType', "the check's type", { ...as, params: { id: typeId } }, { status: 200 });
  await c(
    'updateSpecType',
    'deleted',
    { ...as, params: { id: typeId }, json: { name: typeName, values, version: 3 } },
    { status: 404 },
  );
  await c(
    'deleteCategory',
    "the check's category",
    { ...as, params: categoryParams },
    { status: 200 },
  );
  await c('deleteCategory', 'deleted', { ...as, params: categoryParams }, { status: 404 });
  await c(
    'updateProduct',
    'deleted',
    { ...as, params: { id: productId }, json: { ...product, version: 2 } },
    { status: 404 },
  );
  await c('deleteProduct', 'deleted', { ...as, params: { id: productId } }, { status: 404 });
}
