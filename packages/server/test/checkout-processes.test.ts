import { orderExample } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutServer, type Shop } from './checkout-helpers.ts';
import { testEngine } from './helpers.ts';
import { startProcess, stopAll, type Proc } from './processes.ts';

/**
 * No overselling across processes (docs/adr/0031-checkout-payment-and-delivery.md "No
 * overselling", ADR 0012): 50 members place an order for the last 3 pieces at once, half through
 * one server process and half through another (src/main.ts, as deployed) on one PostgreSQL
 * database. The conditional UPDATE takes the row lock and re-checks the stock on the committed
 * row, so exactly 3 orders are placed, the stock ends at 0 and nobody gets a 5xx. SQLite has one
 * process: checkout-orders.test.ts proves it there.
 */

describe.skipIf(testEngine !== 'postgres')('two processes selling the last 3 pieces', () => {
  let s: Shop;
  let a: Proc | undefined;
  let b: Proc | undefined;
  const started: Proc[] = [];
  beforeAll(async () => {
    // The accounts, the product and the carts are made through a server in this process;
    // the orders go only to the two processes.
    s = await checkoutServer({ taskRunner: false });
    const url = s.server.databaseUrl ?? '';
    [a, b] = await Promise.all([startProcess(url, { started }), startProcess(url, { started })]);
  }, 120_000);
  afterAll(async () => {
    await stopAll(started);
    await s.close();
  });

  it('place exactly 3 of 50 orders at once; the stock ends at 0; no 5xx', async () => {
    const { v, members } = await s.lastPieces(50);
    const { db } = s.server.app.store;

    const statuses = await Promise.all(
      members.map((member, i) =>
        fetch(`${(i % 2 ? b : a)?.url}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${member.token}`,
          },
          body: JSON.stringify({ ...orderExample, expected_total: 900, client_id: `multi-${i}` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
    expect(statuses.filter((code) => code === 201)).toHaveLength(3);
    expect(statuses.filter((code) => code === 409)).toHaveLength(47);
    expect(await s.stock(v.variantId)).toBe(0);
    const product = await db
      .selectFrom('products')
      .select(['stock', 'available'])
      .where('id', '=', v.productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ stock: 0, available: 0 });
    const lines = await db
      .selectFrom('order_lines')
      .select('order_id')
      .where('variant_id', '=', v.variantId)
      .execute();
    expect(lines).toHaveLength(3);
  });
});
