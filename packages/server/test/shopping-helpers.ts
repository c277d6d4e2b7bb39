import type { ProductInput } from '@folio/rules';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sha256Hex } from '../src/crypto.ts';
import type { ServerOptions } from '../src/serverOptions.ts';
import { bearer, startServer, type TestServer } from './helpers.ts';

/**
 * What the catalog's tests share (docs/adr/0030-shopping-catalog.md): a server with the seed
 * catalog (without pictures unless asked), accounts made in the store with a token each (no
 * login: no rate limit, no password hashing), and the requests.
 */

export interface Catalog {
  server: TestServer;
  admin: string;
  member: string;
  /** An injected request, with the admin's token unless `headers` says otherwise. */
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    token?: string | null,
  ): Promise<LightMyRequestResponse>;
  /** The body of a 2xx answer (fails the test otherwise). */
  ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status?: number): T;
  /** Spec value ids of a seeded type by value names. */
  values(type: string, ...names: string[]): Promise<{ typeId: number; ids: number[] }>;
  /** A seeded category's id by shop and name. */
  category(flag: string, name: string): Promise<number>;
  close(): Promise<void>;
}

let serial = 0;

export async function catalogServer(
  options: { pictures?: boolean; server?: ServerOptions } = {},
): Promise<Catalog> {
  const server = await startServer({
    seed: { events: 0, catalog: options.pictures ? true : 'without pictures' },
    ...options.server,
  });
  const { store } = server.app;
  const account = async (role: 'admin' | 'member') => {
    serial += 1;
    const user = await store.users.create({
      name: `${role} ${serial}`,
      email: `catalog-${role}-${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'not used',
      verifiedAt: new Date().toISOString(),
    });
    if (role === 'admin')
      await store.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('id', '=', user.id)
        .execute();
    const secret = `s${serial}${Math.random().toString(36).slice(2, 14)}`;
    return `${await store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`;
  };
  const admin = await account('admin');
  const member = await account('member');
  return {
    server,
    admin,
    member,
    call: (method, url, payload, token = admin) =>
      server.app.inject({
        method,
        url,
        ...(payload !== undefined && { payload: payload as never }),
        headers: token === null ? {} : bearer(token),
      }),
    ok(response, status = 200) {
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    },
    async values(type, ...names) {
      const row = (await store.specTypes.list()).find((t) => t.name === type);
      if (!row) throw new Error(`no type ${type}`);
      return {
        typeId: row.id,
        ids: names.map((n) => row.values.find((v) => v.name === n)?.id ?? 0),
      };
    },
    async category(flag, name) {
      const shop = await store.shops.byFlag(flag);
      const found = shop && (await store.shops.categories(shop.id)).find((c) => c.name === name);
      if (!found) throw new Error(`no category ${flag}/${name}`);
      return found.id;
    },
    close: () => server.close(),
  };
}

/** A basic product of the seed's first shop: no types, one variant. */
export const basicProduct = (over: Partial<ProductInput> = {}): ProductInput => ({
  company_flag: 'folio',
  category_id: null,
  name: '測試商品',
  description: '說明',
  status: 'published',
  spec_types: [],
  variants: [{ sku: null, price: 500, stock: 3, enabled: true, value_ids: [] }],
  images: [],
  ...over,
});

/** A 1×1 PNG (a valid image, judged by content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
