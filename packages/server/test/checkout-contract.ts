import { orderExample } from '@folio/rules';
import { expect } from 'vitest';
import { checkoutServer, type CartBody, type Who } from './checkout-helpers.ts';
import { expectContract } from './helpers.ts';

/**
 * Every documented status of the checkout's served operations
 * (docs/adr/0031-checkout-payment-and-delivery.md), each answer checked against its schema:
 * called from contract.test.ts, whose last test checks that nothing documented was left out.
 */
export async function walkCheckoutContract(): Promise<void> {
  // Tight limits, so that each 429 is reached in a few calls.
  const s = await checkoutServer({ rateLimits: { cartWrite: { limit: 6, windowMs: 60_000 } } });
  try {
    const check = async (
      op: string,
      status: number,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      who?: Who,
    ) => expectContract(op, await s.call(method, url, payload, who), status);
    const wrong = { token: '1|wrong' };
    const { variantId } = await s.product({ stock: 5 });

    await check('getCart', 200, 'GET', '/api/cart');
    await check('getCart', 401, 'GET', '/api/cart', undefined, wrong);
    const started = (await check('addCartLine', 200, 'POST', '/api/cart/lines', {
      variant_id: variantId,
      quantity: 1,
    })) as CartBody;
    const cart = started.cart_token ?? '';
    const line = started.data.lines[0]?.id ?? 0;
    const visitor = { cart };
    await check(
      'addCartLine',
      401,
      'POST',
      '/api/cart/lines',
      { variant_id: 1, quantity: 1 },
      wrong,
    );
    await check('addCartLine', 422, 'POST', '/api/cart/lines', { variant_id: 0, quantity: 1 });
    const lines = `/api/cart/lines/${line}`;
    await check('updateCartLine', 200, 'PATCH', lines, { quantity: 2 }, visitor);
    await check('updateCartLine', 401, 'PATCH', lines, { quantity: 2 });
    await check('updateCartLine', 404, 'PATCH', '/api/cart/lines/999999', { quantity: 2 }, visitor);
    await check('updateCartLine', 422, 'PATCH', lines, { quantity: 0 }, visitor);
    await check('removeCartLine', 401, 'DELETE', lines);
    await check('removeCartLine', 404, 'DELETE', '/api/cart/lines/999999', undefined, visitor);
    await check('removeCartLine', 422, 'DELETE', '/api/cart/lines/x', undefined, visitor);
    const member = await s.account();
    await check('mergeCart', 401, 'POST', '/api/cart/merge', undefined, { token: member.token });
    await check('mergeCart', 200, 'POST', '/api/cart/merge', undefined, {
      token: member.token,
      cart,
    });
    const mine = (await check('getCart', 200, 'GET', '/api/cart', undefined, member)) as CartBody;
    const own = `/api/cart/lines/${mine.data.lines[0]?.id ?? 0}`;
    await check('removeCartLine', 200, 'DELETE', own, undefined, member);

    // A member's cart of 50 lines refuses the 51st (the member's own limit counter is fresh).
    const full = await s.account();
    const lineRows = [];
    for (let i = 0; i < 50; i++) lineRows.push(await s.product({ stock: 2 }));
    const fullCart = await s.server.app.store.carts.ensure({ user_id: full.id });
    for (const v of lineRows) await s.server.app.store.carts.setLine(fullCart, v.variantId, 1, 500);
    await check(
      'addCartLine',
      409,
      'POST',
      '/api/cart/lines',
      { variant_id: variantId, quantity: 1 },
      full,
    );

    // Each write counts against the cart's limit.
    const limited = await s.account();
    for (let i = 0; i < 6; i++)
      await s.call('POST', '/api/cart/lines', { variant_id: variantId, quantity: 1 }, limited);
    await check(
      'addCartLine',
      429,
      'POST',
      '/api/cart/lines',
      { variant_id: variantId, quantity: 1 },
      limited,
    );
    const held = (await s.call('GET', '/api/cart', undefined, limited)).json() as CartBody;
    const heldLine = `/api/cart/lines/${held.data.lines[0]?.id ?? 0}`;
    await check('updateCartLine', 429, 'PATCH', heldLine, { quantity: 1 }, limited);
    await check('removeCartLine', 429, 'DELETE', heldLine, undefined, limited);
    await check('mergeCart', 429, 'POST', '/api/cart/merge', undefined, { ...limited, cart });
    expect(await s.stock(variantId)).toBe(5);
  } finally {
    await s.close();
  }
}

/** Every documented status of the quote and the orders' operations. */
export async function walkOrdersContract(): Promise<void> {
  const s = await checkoutServer({ rateLimits: { orderPlace: { limit: 2, windowMs: 60_000 } } });
  try {
    const check = async (
      op: string,
      status: number,
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
      who?: Who,
    ) => expectContract(op, await s.call(method, url, payload, who), status);
    const buyer = await s.account();
    const other = await s.account();
    const { variantId } = await s.product({ price: 700, stock: 1 });
    await s.call('POST', '/api/cart/lines', { variant_id: variantId, quantity: 1 }, buyer);
    const quote = '/api/checkout/quote?company_flag=folio';
    await check('getCheckoutQuote', 200, 'GET', quote, undefined, buyer);
    await check('getCheckoutQuote', 401, 'GET', quote);
    await check('getCheckoutQuote', 422, 'GET', quote, undefined, other);
    const body = {
      ...orderExample,
      expected_total: 800,
      client_id: 'walk-1',
    };
    await check('placeOrder', 401, 'POST', '/api/orders', body);
    await check('placeOrder', 422, 'POST', '/api/orders', { ...body, city: '東京都' }, buyer);
    await check('placeOrder', 409, 'POST', '/api/orders', { ...body, expected_total: 1 }, buyer);
    const placed = (await check('placeOrder', 201, 'POST', '/api/orders', body, buyer)) as {
      data: { id: number };
    };
    await check('placeOrder', 200, 'POST', '/api/orders', body, buyer);
    await check('placeOrder', 429, 'POST', '/api/orders', { ...body, client_id: 'walk-2' }, buyer);
    await check('listOrders', 200, 'GET', '/api/orders', undefined, buyer);
    await check('listOrders', 401, 'GET', '/api/orders');
    await check('listOrders', 422, 'GET', '/api/orders?status=lost', undefined, buyer);
    for (const [op, method, path] of [
      ['getOrder', 'GET', ''],
      ['cancelOrder', 'POST', '/cancel'],
    ] as const) {
      const url = `/api/orders/${placed.data.id}${path}`;
      await check(op, 401, method, url);
      await check(op, 403, method, url, undefined, other);
      await check(op, 404, method, `/api/orders/999999${path}`, undefined, buyer);
      await check(op, 422, method, `/api/orders/0${path}`, undefined, buyer);
      await check(op, 200, method, url, undefined, buyer);
    }
    await check(
      'cancelOrder',
      409,
      'POST',
      `/api/orders/${placed.data.id}/cancel`,
      undefined,
      buyer,
    );
    const manage = '/api/manage/orders';
    const admin = { token: s.admin };
    await check('listManagedOrders', 200, 'GET', `${manage}?status=cancelled`, undefined, admin);
    await check('listManagedOrders', 401, 'GET', manage);
    await check('listManagedOrders', 403, 'GET', manage, undefined, buyer);
    await check('listManagedOrders', 422, 'GET', `${manage}?from=2026-02-30`, undefined, admin);
  } finally {
    await s.close();
  }
}
