import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sha256Hex } from '../src/crypto.ts';
import type { ServerOptions } from '../src/server.ts';
import { bearer, startServer, type TestServer } from './helpers.ts';
import { basicProduct } from './shopping-helpers.ts';

/**
 * What the checkout's tests share (docs/adr/0031-checkout-payment-and-delivery.md): a server with
 * the seed catalog, accounts made in the store with a token each, products of one variant made
 * through the back office, and requests with a bearer token or a visitor's `X-Cart-Token`.
 */

/** Who calls: an account's token, a visitor's cart token, both (merge), or nobody. */
export interface Who {
  token?: string;
  cart?: string;
}

export interface Shop {
  server: TestServer;
  admin: string;
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    who?: Who,
  ): Promise<LightMyRequestResponse>;
  /** The body of an answer with `status` (fails the test otherwise). */
  ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status?: number): T;
  /** A new member (or `role`) account's token and id. */
  account(role?: 'member' | 'admin'): Promise<{ id: number; token: string }>;
  /** A published product of the `folio` shop with one variant; its product and variant ids. */
  product(variant?: { price?: number; stock?: number }, flag?: string): Promise<Variant>;
  /** A variant's stock now. */
  stock(variantId: number): Promise<number>;
  /**
   * The last 3 pieces (docs/adr/0031-checkout-payment-and-delivery.md "No overselling"): a new
   * product of NT$800 in the cart of each of `count` new members, then its stock set to 3.
   */
  lastPieces(count: number): Promise<{ v: Variant; members: { id: number; token: string }[] }>;
  close(): Promise<void>;
}

interface Variant {
  productId: number;
  variantId: number;
}

let serial = 0;

export async function checkoutServer(options: ServerOptions = {}): Promise<Shop> {
  const server = await startServer({
    seed: { events: 0, catalog: 'without pictures' },
    ...options,
  });
  const { store } = server.app;
  const account = async (role: 'member' | 'admin' = 'member') => {
    serial += 1;
    const user = await store.users.create({
      name: `買家 ${serial}`,
      email: `checkout-${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'not used',
      verifiedAt: new Date().toISOString(),
    });
    if (role !== 'member')
      await store.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    const secret = `s${serial}${Math.random().toString(36).slice(2, 14)}`;
    return {
      id: user.id,
      token: `${await store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`,
    };
  };
  const admin = (await account('admin')).token;
  const call: Shop['call'] = (method, url, payload, who = {}) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as never }),
      headers: {
        ...(who.token !== undefined && bearer(who.token)),
        ...(who.cart !== undefined && { 'x-cart-token': who.cart }),
      },
    });
  const ok: Shop['ok'] = (response, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const shop: Shop = {
    server,
    admin,
    call,
    ok,
    account,
    async product({ price = 500, stock = 3 } = {}, flag = 'folio') {
      serial += 1;
      const made = ok<{ data: { id: number; variants: { id: number }[] } }>(
        await call(
          'POST',
          '/api/manage/products',
          basicProduct({
            company_flag: flag,
            name: `結帳測試商品 ${serial}`,
            variants: [{ sku: `T-${serial}`, price, stock, enabled: true, value_ids: [] }],
          }),
          { token: admin },
        ),
        201,
      );
      return { productId: made.data.id, variantId: made.data.variants[0]?.id ?? 0 };
    },
    async stock(variantId) {
      const row = await store.db
        .selectFrom('variants')
        .select('stock')
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow();
      return row.stock;
    },
    async lastPieces(count) {
      const v = await shop.product({ price: 800, stock: 50 });
      const members = [];
      for (let i = 0; i < count; i++) {
        const member = await account();
        ok(await call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity: 1 }, member));
        members.push(member);
      }
      await store.db
        .updateTable('variants')
        .set({ stock: 3 })
        .where('id', '=', v.variantId)
        .execute();
      await store.db
        .updateTable('products')
        .set({ stock: 3, available: 1 })
        .where('id', '=', v.productId)
        .execute();
      return { v, members };
    },
    close: () => server.close(),
  };
  return shop;
}

/** The cart of an answer. */
export interface CartBody {
  data: {
    lines: {
      id: number;
      variant_id: number;
      quantity: number;
      unit_price: number;
      added_price: number;
      stock: number;
      problem: string | null;
    }[];
    count: number;
    subtotal: number;
    has_problems: boolean;
  };
  cart_token?: string;
}
