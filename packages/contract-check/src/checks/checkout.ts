import type { Body } from '../http.ts';
import { paymentJourney } from './payment.ts';
import { without, type Second } from './second.ts';
import {
  adminSession,
  invalid,
  messages,
  same,
  skip,
  unauthenticated,
  type CheckContext,
} from './shared.ts';

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

const cartHolds = (body: Body, id: unknown) =>
  (((body.data as Body | undefined)?.lines ?? []) as Body[]).some((l) => l.id === id);

/** A variant on sale and its shop, for the order the carrier's journey needs (carrier.ts). */
export interface Goods {
  variantId: number;
  flag: string;
}

/**
 * The cart (tag `checkout`): a visitor starts one and is given its token, reads it, sets and
 * removes a line, and is refused what the contract refuses; a member's cart takes the visitor's
 * lines at the merge. Without a product on sale, the refusals alone are checked. Every line the
 * check adds is removed again, and the merged visitor's cart is gone, so the backend is left as
 * it was but for the member's empty cart. Answers the member's goods for the carrier's journey.
 */
export async function cartChecks(
  ctx: CheckContext,
  memberToken: string | null,
  second: Second,
): Promise<Goods | null> {
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
    if (memberToken) await orderChecks(ctx, memberToken, null, second);
    return null;
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
  if (!token) return null;
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
    const flag = String(
      ((cart?.data as Body | undefined)?.lines as Body[] | undefined)?.[0]?.company_flag ?? '',
    );
    await orderChecks(ctx, memberToken, flag, second);
    // The order took the merged line: one added again is removed (a member's line, a 200).
    const again = await c(
      'addCartLine',
      "a member's line after the order",
      { token: memberToken, json: { variant_id: variant.id, quantity: 1 } },
      { status: 200 },
    );
    for (const own of ((again?.data as Body | undefined)?.lines ?? []) as Body[])
      await c(
        'removeCartLine',
        "the member's line",
        { token: memberToken, params: { id: Number(own.id) } },
        { status: 200, check: (b) => (cartHolds(b, own.id) ? ['the line is still there'] : []) },
      );
    return flag ? { variantId: variant.id, flag } : null;
  } else {
    await c(
      'removeCartLine',
      "the visitor's line",
      { ...visitor, params: { id } },
      {
        status: 200,
      },
    );
    return null;
  }
}

export const RECIPIENT = {
  recipient_name: '合約檢查',
  recipient_phone: '0912345678',
  postal_code: '106',
  city: '臺北市',
  district: '大安區',
  address_line: '檢查路 1 號',
  delivery_method: 'home',
};

/**
 * The orders (tag `checkout`): the quote of the member's cart lines of `flag`, an order placed
 * (refused first for another total), its retry, the list, the order read and cancelled, so its
 * stock returns; refusals of a visitor and of unknown ids. Without a shop in the cart (`flag`
 * null), the refusals alone.
 */
async function orderChecks(
  ctx: CheckContext,
  token: string,
  flag: string | null,
  second: Second,
): Promise<void> {
  const { contract } = ctx;
  const c = ctx.client.call.bind(ctx.client);
  const as = { token };
  await c(
    'getCheckoutQuote',
    'no token',
    { query: { company_flag: 'folio' } },
    {
      status: 401,
      check: unauthenticated,
    },
  );
  await c(
    'getCheckoutQuote',
    'a shop not in the cart',
    { ...as, query: { company_flag: 'no-such-shop' } },
    invalid(contract, 'getCheckoutQuote', [
      ['company_flag', 'no such shop, or none of its lines in the cart'],
    ]),
  );
  const unique = `check-${Date.now().toString(36)}`;
  const order = {
    ...RECIPIENT,
    company_flag: flag ?? 'folio',
    expected_total: 0,
    client_id: unique,
  };
  await c('placeOrder', 'no token', { json: order }, { status: 401, check: unauthenticated });
  await c(
    'placeOrder',
    'a wrong phone',
    { ...as, json: { ...order, recipient_phone: '12345' } },
    invalid(contract, 'placeOrder', [['recipient_phone', 'pattern']]),
  );
  await c('listOrders', 'no token', {}, { status: 401, check: unauthenticated });
  await c('listOrders', 'an unknown status', { ...as, query: { status: 'lost' } }, { status: 422 });
  await c('listOrders', "the member's orders", as, { status: 200 });
  for (const op of ['getOrder', 'cancelOrder'] as const) {
    await c(op, 'no token', { params: { id: 1 } }, { status: 401, check: unauthenticated });
    await c(op, 'no such order', { ...as, params: { id: NO_SUCH_ID } }, { status: 404 });
  }
  if (!flag) return;
  const quote = await c(
    'getCheckoutQuote',
    'the cart of one shop',
    { ...as, query: { company_flag: flag } },
    {
      status: 200,
    },
  );
  const total = Number((quote?.data as Body | undefined)?.total ?? 0);
  await c(
    'placeOrder',
    'another total than the quote',
    { ...as, json: { ...order, expected_total: total + 1 } },
    {
      status: 409,
      check: (b) => (b.quote ? [] : ['no quote']),
    },
  );
  const placed = await c(
    'placeOrder',
    'the quoted total',
    { ...as, json: { ...order, expected_total: total } },
    {
      status: 201,
    },
  );
  const id = Number((placed?.data as Body | undefined)?.id ?? 0);
  if (!id) return;
  await c(
    'placeOrder',
    'the same client_id again',
    { ...as, json: { ...order, expected_total: total } },
    {
      status: 200,
      check: (b) => same('data.id', (b.data as Body | undefined)?.id, id),
    },
  );
  await c('getOrder', 'own', { ...as, params: { id } }, { status: 200 });
  await paymentJourney(ctx, token, id);
  const other = "another member's order";
  if (second.token) {
    // Refused, and still the member's to cancel below.
    for (const op of ['getOrder', 'cancelOrder'] as const)
      await c(op, other, { token: second.token, params: { id } }, { status: [403, 404] });
    await c(
      'listOrders',
      other,
      { token: second.token },
      { status: 200, check: without('order', id) },
    );
  } else {
    skip(ctx, ['getOrder', 'cancelOrder', 'listOrders'], second.why, other);
  }
  await c(
    'cancelOrder',
    'own, unpaid: its stock returns',
    { ...as, params: { id } },
    {
      status: 200,
      check: (b) => same('data.status', (b.data as Body | undefined)?.status, 'cancelled'),
    },
  );
  await c('cancelOrder', 'cancelled already', { ...as, params: { id } }, { status: 409 });
  await c('startOrderPayment', 'a cancelled order', { ...as, params: { id } }, { status: 409 });
}

/**
 * The owner's list of orders (`listManagedOrders`): refused to a visitor (401) and a member
 * (403); as an administrator (the demo administrator unless the check is given another), a page
 * of cancelled orders and a day range that ends before it starts (422). Answers the
 * administrator's token (null without one), for the owner's writes (delivery.ts).
 */
export async function managedOrderChecks(
  ctx: CheckContext,
  memberToken: string | null,
): Promise<string | null> {
  const c = ctx.client.call.bind(ctx.client);
  await c('listManagedOrders', 'no token', {}, { status: 401, check: unauthenticated });
  if (memberToken)
    await c('listManagedOrders', 'a member', { token: memberToken }, { status: 403 });
  // A backend without a shop has no administrator of its own to log in as (catalog.ts alike).
  const shops = await c('listShops', 'every shop (for the orders)', {}, { status: 200 });
  if (((shops?.data as Body[] | undefined) ?? []).length === 0) {
    ctx.report.unreachable('listManagedOrders', 'journey', 'GET /shops listed no shop');
    return null;
  }
  const session = await adminSession(ctx);
  if ('why' in session) {
    ctx.report.unreachable('listManagedOrders', 'journey', session.why);
    return null;
  }
  const { token } = session;
  await c(
    'listManagedOrders',
    'cancelled orders',
    { token, query: { status: 'cancelled' } },
    {
      status: 200,
    },
  );
  await c(
    'listManagedOrders',
    'a range ending before it starts',
    { token, query: { from: '2026-11-02', to: '2026-11-01' } },
    {
      status: 422,
      check: (b) => (Object.hasOwn((b.errors ?? {}) as Body, 'to') ? [] : ['errors.to missing']),
    },
  );
  return token;
}
