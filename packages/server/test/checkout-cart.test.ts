import { CHECKOUT_MESSAGES as C, MAX_CART_LINES, onlyLeft } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/crypto.ts';
import { checkoutServer, type CartBody, type Shop, type Who } from './checkout-helpers.ts';
import { snapshot } from './helpers.ts';

/**
 * The cart on the engine under test (docs/adr/0031-checkout-payment-and-delivery.md): a
 * visitor's by its hashed token, a member's by account, every line priced as of now with its
 * problem, the bounds refused with their texts and nothing changed, the merge at login.
 */

let s: Shop;
beforeAll(async () => {
  s = await checkoutServer();
});
afterAll(() => s.close());

const unchanged = async (work: () => Promise<void>) => {
  const before = await snapshot(s.server.app, s.server.dataDir);
  await work();
  expect(await snapshot(s.server.app, s.server.dataDir)).toBe(before);
};
/** Puts `quantity` of a variant in the cart of `who` (none: a new visitor's cart). */
const addLine = (variantId: number | undefined, quantity: number, who?: Who) =>
  s.call('POST', '/api/cart/lines', { variant_id: variantId, quantity }, who);
const setVariant = (id: number, values: { price?: number; stock?: number; enabled?: number }) =>
  s.server.app.store.db.updateTable('variants').set(values).where('id', '=', id).execute();

describe("a visitor's cart", () => {
  it('is empty without a token, starts with the first line and gives its token once', async () => {
    const empty = s.ok<CartBody>(await s.call('GET', '/api/cart'));
    expect(empty).toEqual({ data: { lines: [], count: 0, subtotal: 0, has_problems: false } });
    const { variantId } = await s.product({ price: 450, stock: 5 });
    const added = s.ok<CartBody>(await addLine(variantId, 2));
    const token = added.cart_token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(added.data).toMatchObject({ count: 2, subtotal: 900, has_problems: false });
    // Kept hashed: the token itself is nowhere in the database.
    const carts = await s.server.app.store.db.selectFrom('carts').selectAll().execute();
    expect(carts.some((c) => c.token_hash === sha256Hex(token))).toBe(true);
    expect(JSON.stringify(carts)).not.toContain(token);
    // Adding again grows the line; no second token.
    const again = s.ok<CartBody>(await addLine(variantId, 1, { cart: token }));
    expect(again.cart_token).toBeUndefined();
    expect(again.data.lines).toHaveLength(1);
    expect(again.data.lines[0]).toMatchObject({ quantity: 3, unit_price: 450, line_total: 1350 });
    const read = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { cart: token }));
    expect(read.data).toEqual(again.data);
    // An unknown token reads an empty cart.
    const unknown = s.ok<CartBody>(
      await s.call('GET', '/api/cart', undefined, { cart: 'x'.repeat(43) }),
    );
    expect(unknown.data.lines).toEqual([]);
  });

  it("shows each change as the line's problem, never hides it", async () => {
    const a = await s.product({ price: 300, stock: 4 });
    const b = await s.product({ price: 300, stock: 4 });
    const c = await s.product({ price: 300, stock: 4 });
    const d = await s.product({ price: 300, stock: 4 });
    const first = s.ok<CartBody>(await addLine(a.variantId, 3));
    const cart = first.cart_token ?? '';
    for (const v of [b, c, d]) s.ok(await addLine(v.variantId, 3, { cart }));
    await setVariant(a.variantId, { price: 350 });
    await setVariant(b.variantId, { stock: 2 });
    await setVariant(c.variantId, { stock: 0 });
    await setVariant(d.variantId, { enabled: 0 });
    const read = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { cart }));
    expect(read.data.lines.map((l) => [l.variant_id, l.problem])).toEqual([
      [a.variantId, 'price_changed'],
      [b.variantId, 'insufficient_stock'],
      [c.variantId, 'sold_out'],
      [d.variantId, 'unavailable'],
    ]);
    expect(read.data.lines[0]).toMatchObject({ unit_price: 350, added_price: 300 });
    expect(read.data.has_problems).toBe(true);
    // Setting the quantity again takes the price of now.
    const line = read.data.lines[0]?.id ?? 0;
    const set = s.ok<CartBody>(
      await s.call('PATCH', `/api/cart/lines/${line}`, { quantity: 1 }, { cart }),
    );
    expect(set.data.lines[0]).toMatchObject({ quantity: 1, added_price: 350, problem: null });
    // An unpublished product's line is unavailable too.
    await s.server.app.store.db
      .updateTable('products')
      .set({ status: 'draft' })
      .where('id', '=', a.productId)
      .execute();
    const draft = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { cart }));
    expect(draft.data.lines[0]?.problem).toBe('unavailable');
  });
});

describe('bounds, each refused with its text and nothing changed', () => {
  it('quantities of 0 or 100, more than the stock, a variant off sale', async () => {
    const { variantId } = await s.product({ price: 100, stock: 3 });
    const off = await s.product({ price: 100, stock: 3 });
    await setVariant(off.variantId, { enabled: 0 });
    const { token } = await s.account();
    s.ok(await addLine(variantId, 2, { token }));
    await unchanged(async () => {
      for (const [payload, field, message] of [
        [{ variant_id: variantId, quantity: 0 }, 'quantity', C.quantityRange],
        [{ variant_id: variantId, quantity: 100 }, 'quantity', C.quantityRange],
        [{ variant_id: variantId }, 'quantity', C.quantityRequired],
        [{ quantity: 1 }, 'variant_id', C.variantRequired],
        [{ variant_id: 'x', quantity: 1 }, 'variant_id', C.variantIdInvalid],
        [{ variant_id: variantId, quantity: 2 }, 'quantity', onlyLeft(3)],
        [{ variant_id: off.variantId, quantity: 1 }, 'variant_id', C.variantUnavailable],
        [{ variant_id: 999999, quantity: 1 }, 'variant_id', C.variantUnavailable],
      ] as const) {
        const res = await s.call('POST', '/api/cart/lines', payload, { token });
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json(), JSON.stringify(payload)).toMatchObject({
          message,
          errors: { [field]: [message] },
        });
      }
      const line = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { token })).data
        .lines[0];
      const patch = await s.call(
        'PATCH',
        `/api/cart/lines/${line?.id}`,
        { quantity: 4 },
        { token },
      );
      expect(patch.statusCode).toBe(422);
      expect(patch.json()).toMatchObject({ message: onlyLeft(3) });
    });
  });

  it(`refuses line ${MAX_CART_LINES + 1} with 409, and another's line is not found`, async () => {
    const { token } = await s.account();
    const variants = [];
    for (let i = 0; i <= MAX_CART_LINES; i++) variants.push(await s.product({ stock: 5 }));
    for (const v of variants.slice(0, MAX_CART_LINES))
      s.ok(await addLine(v.variantId, 1, { token }));
    const last = variants[MAX_CART_LINES]?.variantId ?? 0;
    await unchanged(async () => {
      const full = await addLine(last, 1, { token });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ message: C.cartFull });
    });
    // A line already there still grows.
    s.ok(await addLine(variants[0]?.variantId, 1, { token }));
    const mine = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { token })).data;
    expect(mine.lines).toHaveLength(MAX_CART_LINES);
    const other = await s.account();
    await unchanged(async () => {
      const id = mine.lines[0]?.id;
      for (const [method, payload] of [
        ['PATCH', { quantity: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const res = await s.call(method, `/api/cart/lines/${id}`, payload, { token: other.token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: C.cartLineNotFound });
        const anonymous = await s.call(method, `/api/cart/lines/${id}`, payload);
        expect(anonymous.statusCode).toBe(401);
      }
    });
    const removed = s.ok<CartBody>(
      await s.call('DELETE', `/api/cart/lines/${mine.lines[0]?.id}`, undefined, { token }),
    );
    expect(removed.data.lines).toHaveLength(MAX_CART_LINES - 1);
  });
});

describe('the merge at login', () => {
  it("adds the visitor's lines to the member's, capped by stock, and deletes the visitor's cart", async () => {
    const both = await s.product({ price: 200, stock: 5 });
    const only = await s.product({ price: 200, stock: 5 });
    const member = await s.account();
    s.ok(await addLine(both.variantId, 3, { token: member.token }));
    const visitor = s.ok<CartBody>(await addLine(both.variantId, 4));
    const cart = visitor.cart_token ?? '';
    s.ok(await addLine(only.variantId, 2, { cart }));
    // Without the bearer token, or without the visitor's: 401.
    expect((await s.call('POST', '/api/cart/merge', undefined, { cart })).statusCode).toBe(401);
    expect(
      (await s.call('POST', '/api/cart/merge', undefined, { token: member.token })).statusCode,
    ).toBe(401);
    const merged = s.ok<CartBody>(
      await s.call('POST', '/api/cart/merge', undefined, { token: member.token, cart }),
    );
    expect(merged.data.lines.map((l) => [l.variant_id, l.quantity])).toEqual([
      [both.variantId, 5],
      [only.variantId, 2],
    ]);
    const gone = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, { cart }));
    expect(gone.data.lines).toEqual([]);
    // An unknown visitor token changes nothing.
    await unchanged(async () => {
      const again = s.ok<CartBody>(
        await s.call('POST', '/api/cart/merge', undefined, { token: member.token, cart }),
      );
      expect(again.data).toEqual(merged.data);
    });
  });
});
