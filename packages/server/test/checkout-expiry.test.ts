import { ORDER_PAYMENT_MINUTES, orderExample } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { checkoutServer, type Shop } from './checkout-helpers.ts';

/**
 * An unpaid order's expiry on the engine under test (docs/adr/0031-checkout-payment-and-delivery.md
 * "Expiry"): placing schedules it, the checkout's job runner moves the order to `expired` when it
 * is due and gives its stock back exactly once, whatever moved the order first.
 */

let clock = Date.parse('2026-11-27T02:00:00Z');
let s: Shop;
beforeAll(async () => {
  // The runners' ticks far apart: the test runs the due jobs itself.
  s = await checkoutServer({ now: () => clock, taskRunner: { tickMs: 3_600_000 } });
});
afterAll(() => s.close());

let serial = 0;

async function place(stock = 4, quantity = 2) {
  const member = await s.account();
  const v = await s.product({ price: 500, stock });
  s.ok(await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity }, member));
  serial += 1;
  const order = s.ok<{ data: { id: number; expires_at: string } }>(
    await s.call(
      'POST',
      '/api/orders',
      { ...orderExample, expected_total: 500 * quantity + 100, client_id: `expiry-${serial}` },
      member,
    ),
    201,
  ).data;
  return { member, v, order };
}
const runDue = () => {
  const runner = s.server.app.checkoutJobs;
  if (!runner) throw new Error('no checkout job runner');
  return runner.runDue();
};
const readOrder = async (id: number, token: string) =>
  s.ok<{ data: { status: string; expires_at: string | null; events: { status: string }[] } }>(
    await s.call('GET', `/api/orders/${id}`, undefined, { token }),
  ).data;

describe('an unpaid order', () => {
  it(`expires ${ORDER_PAYMENT_MINUTES} minutes after placing and gives its stock back once`, async () => {
    const { member, v, order } = await place();
    expect(Date.parse(order.expires_at) - clock).toBe(ORDER_PAYMENT_MINUTES * 60_000);
    expect(await s.stock(v.variantId)).toBe(2);
    expect(await runDue()).toBe(0);
    clock += ORDER_PAYMENT_MINUTES * 60_000;
    expect(await runDue()).toBe(1);
    const expired = await readOrder(order.id, member.token);
    expect(expired.status).toBe('expired');
    expect(expired.expires_at).toBeNull();
    expect(expired.events.map((e) => e.status)).toEqual(['pending_payment', 'expired']);
    expect(await s.stock(v.variantId)).toBe(4);
    expect(await runDue()).toBe(0);
    // The same move again (a second runner after a lost lease) changes nothing.
    expect(
      await s.server.app.store.orders.move(order.id, ['pending_payment'], 'expired', {
        at: new Date(clock).toISOString(),
        release: true,
      }),
    ).toBe(false);
    expect(await s.stock(v.variantId)).toBe(4);
  });

  it('cancelled first: the expiry runs and returns nothing again', async () => {
    const { member, v, order } = await place();
    s.ok(await s.call('POST', `/api/orders/${order.id}/cancel`, undefined, member));
    expect(await s.stock(v.variantId)).toBe(4);
    clock += ORDER_PAYMENT_MINUTES * 60_000;
    expect(await runDue()).toBe(1);
    expect((await readOrder(order.id, member.token)).status).toBe('cancelled');
    expect(await s.stock(v.variantId)).toBe(4);
  });
});

describe('ORDER_PAYMENT_MINUTES', () => {
  it('sets the time an unpaid order holds its stock; anything but whole minutes stops the start', () => {
    const env = (value: string) => ({ ORDER_PAYMENT_MINUTES: value, APP_KEY: 'x' });
    const config = (value: string) => loadConfig({ appKey: Buffer.alloc(32) }, env(value));
    expect(config('').orderPaymentMinutes).toBe(ORDER_PAYMENT_MINUTES);
    expect(config('45').orderPaymentMinutes).toBe(45);
    for (const wrong of ['0', '1.5', 'ten'])
      expect(() => config(wrong)).toThrow(/ORDER_PAYMENT_MINUTES must be a whole number/);
  });
});
