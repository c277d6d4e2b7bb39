import type { Body } from '../http.ts';
import { messages, same, unauthenticated, type CheckContext } from './shared.ts';

/** An id no backend has yet (the contract's largest). */
const NO_SUCH_ID = 2147483647;

/** The first variant of a listed product that is on sale with stock, if any. */
async function variantOnSale(ctx: CheckContext): Promise<{ id: number; stock: number } | null> {
  const c = ctx.client.call.bind(ctx.client);
  const listed = await c(
    'listProducts',
    'products in stock (for the cart)',
    { query: { sort: 'newest' } },
    { status: 200 },
  );
  for (const product of ((listed?.data as Body[] | undefined) ?? [])
    .filter((p) => p.available === true)
    .slice(0, 5)) {
    const body = await c(
      'getProduct',
      'a product for the cart',
      { params: { id: Number(product.id) } },
      { status: 200 },
    );
    const variants = ((body?.data as Body | undefined)?.variants ?? []) as Body[];
    const found = variants.find((v) => v.enabled === true && Number(v.stock) >= 2);
    if (found) return { id: Number(found.id), stock: Number(found.stock) };
  }
  return null;
}

/**
 * The cart (tag `checkout`): a visitor starts one and is given its token, reads it, sets and
 * removes a line, and is refused what the contract refuses; a member's cart takes the visitor's
 * lines at the merge. Without a product on sale, the refusals alone are checked. Every line the
 * check adds is removed again, and the merged visitor's cart is gone, so the backend is left as
 * it was but for the member's empty cart.
 */
export async function cartChecks(ctx: CheckContext, memberToken: string | null): Promise<void> {
  const { contract, report } = ctx;
  const c = ctx.client.call.bind(ctx.client);
  const msg = (field: string, rule: string) => messages(contract, 'addCartLine', [[field, rule]]);

  await c(
    'getCart',
    'no credentials: an empty cart',
    {},
    {
      status: 200,
      check: (b) => same('data.lines', (b.data as Body | undefined)?.lines, []),
    },
  );
  await c(
    'addCartLine',
    'an unknown variant',
    { json: { variant_id: NO_SUCH_ID, quantity: 1 } },
    { status: 422, check: msg('variant_id', "unknown, a draft's or off sale") },
  );
  await c(
    'addCartLine',
    'quantity 0',
    { json: { variant_id: 1, quantity: 0 } },
    { status: 422, check: msg('quantity', 'any rule') },
  );
  for (const op of ['updateCartLine', 'removeCartLine'] as const) {
    const json = op === 'updateCartLine' ? { quantity: 1 } : undefined;
    await c(
      op,
      'no credentials',
      { params: { id: 1 }, json },
      {
        status: 401,
        check: unauthenticated,
      },
    );
    if (memberToken)
      await c(
        op,
        'no such line',
        { params: { id: NO_SUCH_ID }, json, token: memberToken },
        {
          status: 404,
        },
      );
  }
  await c('mergeCart', 'no credentials', {}, { status: 401, check: unauthenticated });
  if (memberToken)
    await c(
      'mergeCart',
      'an unknown visitor token',
      {
        token: memberToken,
        headers: { 'X-Cart-Token': 'x'.repeat(43) },
      },
      { status: 200 },
    );

  const variant = await variantOnSale(ctx);
  if (!variant) {
    report.unreachable('addCartLine', 'journey', 'no product on sale with two pieces in stock');
    return;
  }
  const added = await c(
    'addCartLine',
    "a visitor's first line",
    { json: { variant_id: variant.id, quantity: 1 } },
    {
      status: 200,
      check: (b) => (typeof b.cart_token === 'string' ? [] : ['no cart_token']),
    },
  );
  const token = typeof added?.cart_token === 'string' ? added.cart_token : null;
  if (!token) return;
  const visitor = { headers: { 'X-Cart-Token': token } };
  const cart = await c('getCart', "the visitor's cart", visitor, {
    status: 200,
    check: (b) => same('data.count', (b.data as Body | undefined)?.count, 1),
  });
  const line = (((cart?.data as Body | undefined)?.lines ?? []) as Body[])[0];
  const id = Number(line?.id ?? 0);
  await c(
    'updateCartLine',
    'two pieces',
    { ...visitor, params: { id }, json: { quantity: 2 } },
    {
      status: 200,
      check: (b) => same('data.count', (b.data as Body | undefined)?.count, 2),
    },
  );
  await c(
    'updateCartLine',
    'more than the stock',
    { ...visitor, params: { id }, json: { quantity: Math.min(variant.stock + 1, 99) } },
    { status: 422 },
  );
  if (memberToken) {
    await c(
      'mergeCart',
      "the visitor's lines join the member's",
      { token: memberToken, headers: visitor.headers },
      {
        status: 200,
        check: (b) =>
          (((b.data as Body | undefined)?.lines ?? []) as Body[]).some(
            (l) => l.variant_id === variant.id,
          )
            ? []
            : ["the visitor's line is missing"],
      },
    );
    const mine = await c('getCart', "the member's cart", { token: memberToken }, { status: 200 });
    for (const own of ((mine?.data as Body | undefined)?.lines ?? []) as Body[])
      await c(
        'removeCartLine',
        'the merged line',
        { token: memberToken, params: { id: Number(own.id) } },
        {
          status: 200,
        },
      );
  } else {
    await c(
      'removeCartLine',
      "the visitor's line",
      { ...visitor, params: { id } },
      {
        status: 200,
      },
    );
  }
}
