import {
  CHECKOUT_MESSAGES as C,
  FREE_HOME_DELIVERY_FROM,
  orderExample,
  orderNumber,
} from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutServer, type Shop } from './checkout-helpers.ts';
import { snapshot } from './helpers.ts';

/**
 * Orders on the engine under test (docs/adr/0031-checkout-payment-and-delivery.md): the server's
 * totals, the stock taken in one transaction and never oversold, a retry answering the same
 * order, each refusal with its text and nothing changed, who may read an order, the cancel.
 */

let s: Shop;
beforeAll(async () => {
  s = await checkoutServer({
    rateLimits: { orderPlace: { limit: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => s.close());

const unchanged = async (work: () => Promise<void>) => {
  const before = await snapshot(s.server.app, s.server.dataDir);
  await work();
  expect(await snapshot(s.server.app, s.server.dataDir)).toBe(before);
};

let clients = 0;
const clientId = () => `test-order-${(clients += 1)}`;

interface Order {
  id: number;
  number: string;
  status: string;
  subtotal: number;
  shipping_fee: number;
  total: number;
  lines: { variant_id: number; quantity: number; unit_price: number }[];
  events: { status: string }[];
}

/** A member with `quantity` of a new product in the cart; the product's ids. */
async function buyer(who: { token: string }, { price = 500, stock = 3, quantity = 1 } = {}) {
  const v = await s.product({ price, stock });
  s.ok(await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity }, who));
  return v;
}
const productStock = async (id: number) =>
  s.server.app.store.db
    .selectFrom('products')
    .select(['stock', 'available'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the quote', () => {
  it("is the shop's cart lines with the server's totals and every delivery option", async () => {
    const member = await s.account();
    await buyer(member, { price: 700, quantity: 2 });
    const quote = s.ok<{ data: Record<string, unknown> }>(
      await s.call('GET', '/api/checkout/quote?company_flag=folio', undefined, member),
    ).data;
    expect(quote).toMatchObject({
      company_flag: 'folio',
      delivery_method: 'home',
      subtotal: 1400,
      shipping_fee: 100,
      total: 1500,
      has_problems: false,
      delivery_options: [
        { method: 'home', label: '宅配到府', fee: 100 },
        { method: 'express', label: '快速到貨', fee: 180 },
      ],
    });
    await buyer(member, { price: 100 });
    const free = s.ok<{ data: { shipping_fee: number; subtotal: number } }>(
      await s.call('GET', '/api/checkout/quote?company_flag=folio', undefined, member),
    ).data;
    expect(free.subtotal).toBe(FREE_HOME_DELIVERY_FROM);
    expect(free.shipping_fee).toBe(0);
    const other = await s.call('GET', '/api/checkout/quote?company_flag=nope', undefined, member);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: C.nothingFromShop,
      errors: { company_flag: [C.nothingFromShop] },
    });
  });
});

describe('placing an order', () => {
  it('takes the stock, re-derives the product, empties those lines; a retry answers the same', async () => {
    const member = await s.account();
    const v = await buyer(member, { price: 600, stock: 5, quantity: 2 });
    const body = { ...orderExample, expected_total: 1300, client_id: clientId() };
    const placed = s.ok<{ data: Order }>(
      await s.call('POST', '/api/orders', body, member),
      201,
    ).data;
    expect(placed).toMatchObject({
      number: orderNumber(placed.id),
      status: 'pending_payment',
      subtotal: 1200,
      shipping_fee: 100,
      total: 1300,
      lines: [{ variant_id: v.variantId, quantity: 2, unit_price: 600 }],
      events: [{ status: 'pending_payment' }],
    });
    expect(await s.stock(v.variantId)).toBe(3);
    expect(await productStock(v.productId)).toEqual({ stock: 3, available: 1 });
    const cart = s.ok<{ data: { lines: unknown[] } }>(
      await s.call('GET', '/api/cart', undefined, member),
    );
    expect(cart.data.lines).toEqual([]);
    await unchanged(async () => {
      const again = s.ok<{ data: Order }>(await s.call('POST', '/api/orders', body, member), 200);
      // Read back from the tables: the same order the placing statement answered.
      expect(again.data).toEqual(placed);
    });
    // The shop's lines in the cart again (the retry is then read with them): the same order, the
    // new line left where it is and no stock taken.
    s.ok(await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity: 1 }, member));
    await unchanged(async () => {
      const again = s.ok<{ data: Order }>(await s.call('POST', '/api/orders', body, member), 200);
      expect(again.data).toEqual(placed);
    });
  });

  it('refuses another total with the new quote, and short stock naming the lines; nothing changes', async () => {
    const member = await s.account();
    const v = await buyer(member, { price: 500, stock: 3, quantity: 3 });
    await unchanged(async () => {
      const total = await s.call(
        'POST',
        '/api/orders',
        { ...orderExample, expected_total: 999, client_id: clientId() },
        member,
      );
      expect(total.statusCode).toBe(409);
      expect(total.json()).toMatchObject({
        message: C.totalChanged,
        quote: { total: 1500, subtotal: 1500, shipping_fee: 0 },
      });
    });
    await s.server.app.store.db
      .updateTable('variants')
      .set({ stock: 2 })
      .where('id', '=', v.variantId)
      .execute();
    await unchanged(async () => {
      const short = await s.call(
        'POST',
        '/api/orders',
        { ...orderExample, expected_total: 1500, client_id: clientId() },
        member,
      );
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({
        message: C.outOfStock,
        lines: [{ variant_id: v.variantId, requested: 3, available: 2 }],
      });
    });
  });

  it("refuses the recipient's fields with their texts, and a shop with nothing in the cart", async () => {
    const member = await s.account();
    await buyer(member);
    await unchanged(async () => {
      for (const [change, field, message] of [
        [{ recipient_name: '   ' }, 'recipient_name', C.recipientNameRequired],
        [{ recipient_phone: '0812345678' }, 'recipient_phone', C.phoneFormat],
        [{ postal_code: '1' }, 'postal_code', C.postalCodeFormat],
        [{ city: '東京都' }, 'city', C.cityInvalid],
        [{ district: ' ' }, 'district', C.districtRequired],
        [{ address_line: '' }, 'address_line', C.addressRequired],
        [{ delivery_method: 'drone' }, 'delivery_method', C.deliveryInvalid],
        [{ note: '字'.repeat(201) }, 'note', C.noteTooLong],
        [{ expected_total: -1 }, 'expected_total', C.expectedTotalInvalid],
        [{ client_id: 'a b' }, 'client_id', C.clientIdFormat],
        [{ company_flag: 'nope' }, 'company_flag', C.nothingFromShop],
      ] as const) {
        const res = await s.call(
          'POST',
          '/api/orders',
          { ...orderExample, expected_total: 600, client_id: clientId(), ...change },
          member,
        );
        expect(res.statusCode, field).toBe(422);
        expect(res.json(), field).toMatchObject({ message, errors: { [field]: [message] } });
      }
    });
  });

  it('sells the last 3 pieces to exactly 3 of 50 members placing at once', async () => {
    const { v, members } = await s.lastPieces(50);
    const answers = await Promise.all(
      members.map((member) =>
        s.call(
          'POST',
          '/api/orders',
          { ...orderExample, expected_total: 900, client_id: clientId() },
          member,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((code) => code === 201)).toHaveLength(3);
    expect(statuses.filter((code) => code === 409)).toHaveLength(47);
    expect(await s.stock(v.variantId)).toBe(0);
    expect(await productStock(v.productId)).toEqual({ stock: 0, available: 0 });
    const orders = await s.server.app.store.db
      .selectFrom('order_lines')
      .select('order_id')
      .where('variant_id', '=', v.variantId)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('sells two last pieces, one of each of two lines, to exactly 1 of 10 members at once', async () => {
    // An order of two lines takes its stock a variant at a time, in id order, in one transaction
    // (checkout/stock.ts): all of it or none, and no two such orders wait on each other in a circle.
    const a = await s.product({ price: 300, stock: 10 });
    const b = await s.product({ price: 400, stock: 10 });
    const members = [];
    for (let i = 0; i < 10; i++) {
      const member = await s.account();
      for (const v of i % 2 === 0 ? [a, b] : [b, a])
        s.ok(
          await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity: 1 }, member),
        );
      members.push(member);
    }
    await s.server.app.store.db
      .updateTable('variants')
      .set({ stock: 1 })
      .where('id', 'in', [a.variantId, b.variantId])
      .execute();
    const answers = await Promise.all(
      members.map((member) =>
        s.call(
          'POST',
          '/api/orders',
          { ...orderExample, expected_total: 800, client_id: clientId() },
          member,
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(9);
    const placed = answers.find((r) => r.statusCode === 201)?.json() as { data: Order };
    expect(placed.data.lines.map((l) => l.variant_id).sort()).toEqual(
      [a.variantId, b.variantId].sort(),
    );
    expect([await s.stock(a.variantId), await s.stock(b.variantId)]).toEqual([0, 0]);
  });
});

describe('reading and cancelling', () => {
  it('a buyer reads only theirs; an administrator any; the cancel gives the stock back once', async () => {
    const member = await s.account();
    const other = await s.account();
    const admin = { token: s.admin };
    const v = await buyer(member, { stock: 4, quantity: 2 });
    const placed = s.ok<{ data: Order }>(
      await s.call(
        'POST',
        '/api/orders',
        { ...orderExample, expected_total: 1100, client_id: clientId() },
        member,
      ),
      201,
    ).data;
    const url = `/api/orders/${placed.id}`;
    s.ok(await s.call('GET', url, undefined, member));
    s.ok(await s.call('GET', url, undefined, admin));
    await unchanged(async () => {
      for (const [method, path] of [
        ['GET', url],
        ['POST', `${url}/cancel`],
      ] as const) {
        const res = await s.call(method, path, undefined, other);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: C.notYourOrder });
      }
      const missing = await s.call('GET', '/api/orders/999999', undefined, member);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: C.orderNotFound });
    });
    const mine = s.ok<{ data: { id: number }[]; meta: { total: number } }>(
      await s.call('GET', '/api/orders', undefined, member),
    );
    expect(mine.data.map((o) => o.id)).toEqual([placed.id]);
    const theirs = s.ok<{ data: unknown[] }>(await s.call('GET', '/api/orders', undefined, other));
    expect(theirs.data).toEqual([]);
    const filtered = s.ok<{ data: unknown[] }>(
      await s.call('GET', '/api/orders?status=paid', undefined, member),
    );
    expect(filtered.data).toEqual([]);
    expect(await s.stock(v.variantId)).toBe(2);
    const cancelled = s.ok<{ data: Order }>(
      await s.call('POST', `${url}/cancel`, undefined, member),
    ).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.map((e) => e.status)).toEqual(['pending_payment', 'cancelled']);
    expect(await s.stock(v.variantId)).toBe(4);
    expect(await productStock(v.productId)).toEqual({ stock: 4, available: 1 });
    await unchanged(async () => {
      const again = await s.call('POST', `${url}/cancel`, undefined, member);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: C.buyerCancelOnlyUnpaid });
    });
  });
});

describe("the owner's list", () => {
  it('lists every shop’s orders for administrators, by state, shop and Taipei day', async () => {
    const member = await s.account();
    await buyer(member, { price: 900 });
    const placed = s.ok<{ data: Order & { placed_at: string } }>(
      await s.call(
        'POST',
        '/api/orders',
        { ...orderExample, expected_total: 1000, client_id: clientId() },
        member,
      ),
      201,
    ).data;
    const admin = { token: s.admin };
    const list = async (query: string) =>
      s
        .ok<{ data: { id: number }[] }>(
          await s.call('GET', `/api/manage/orders?${query}`, undefined, admin),
        )
        .data.map((o) => o.id);
    const day = new Date(Date.parse(placed.placed_at) + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await list('status=pending_payment')).toContain(placed.id);
    expect(await list('status=paid')).not.toContain(placed.id);
    expect(await list('company_flag=folio')).toContain(placed.id);
    expect(await list(`from=${day}&to=${day}`)).toContain(placed.id);
    expect(await list('from=2000-01-01&to=2000-01-02')).toEqual([]);
    for (const [query, field, message] of [
      ['from=2026-11-02&to=2026-11-01', 'to', C.dateRangeInvalid],
      ['from=2026-13-40', 'from', C.dateInvalid],
      ['status=lost', 'status', C.statusFilterInvalid],
    ] as const) {
      const res = await s.call('GET', `/api/manage/orders?${query}`, undefined, admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ errors: { [field]: [message] } });
    }
    const refused = await s.call('GET', '/api/manage/orders', undefined, member);
    expect(refused.statusCode).toBe(403);
  });
});
