import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHECKOUT_MESSAGES as C, orderMailSubject, SHOP_MESSAGES } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutServer, type Shop } from './checkout-helpers.ts';
import { RefundFailed } from '../src/checkout/refund.ts';
import { carrierAccount, placedOrder } from './delivery-helpers.ts';
import { outbox, snapshot } from './helpers.ts';

/**
 * The owner's writes and the carrier's page on the engine under test
 * (docs/adr/0031-checkout-payment-and-delivery.md "Carriers are accounts", "Access";
 * docs/adr/appendices/0031-orders-and-gateways.md "Order states"): cancel and refund with the
 * stock back exactly once, the hand-over to the method's carrier, each carrier's own orders and
 * moves, every refusal with its text and nothing changed, and the buyer's mail and tracking.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

let s: Shop;
/** The carrier of 宅配到府 (express has none), and a second carrier with no method. */
let carrier: { id: number; token: string };
let otherCarrier: { id: number; token: string };
beforeAll(async () => {
  s = await checkoutServer({ rateLimits: { orderPlace: { limit: 1000, windowMs: 60_000 } } });
  carrier = await carrierAccount(s, ['home']);
  otherCarrier = await carrierAccount(s);
});
afterAll(() => s.close());

const unchanged = async (work: () => Promise<void>) => {
  await s.server.app.folio.settled();
  const before = await snapshot(s.server.app, s.server.dataDir);
  await work();
  await s.server.app.folio.settled();
  expect(await snapshot(s.server.app, s.server.dataDir)).toBe(before);
};

interface Order {
  id: number;
  status: string;
  payment_status: string;
  carrier_name: string | null;
  events: { status: string; note: string | null }[];
}

const placed = (options: Parameters<typeof placedOrder>[1] = {}) => placedOrder(s, options);

const handOver = (id: number, token = s.admin) =>
  s.call('POST', `/api/manage/orders/${id}/handover`, undefined, { token });
const cancel = (id: number, body: unknown = {}, token = s.admin) =>
  s.call('POST', `/api/manage/orders/${id}/cancel`, body, { token });
const move = (id: number, body: unknown, token = carrier.token) =>
  s.call('POST', `/api/carrier/orders/${id}/status`, body, { token });

/** The newest mail to `to`. */
const mailTo = async (to: string) => {
  await s.server.app.folio.settled();
  return (await outbox(s.server.app)).find((m) => m.to === to);
};

describe('the owner cancels or refunds', () => {
  it('cancels an unpaid order: its stock returns, the buyer is told with the reason', async () => {
    const { order, variantId, email } = await placed({ stock: 5, quantity: 2 });
    expect(await s.stock(variantId)).toBe(3);
    const done = s.ok<{ data: Order }>(await cancel(order.id, { reason: '  買家來電取消 ' })).data;
    expect(done.status).toBe('cancelled');
    expect(done.events.at(-1)).toMatchObject({ status: 'cancelled', note: '買家來電取消' });
    expect(await s.stock(variantId)).toBe(5);
    const mail = await mailTo(email);
    expect(mail?.subject).toBe(orderMailSubject(order.id, 'cancelled'));
    expect(mail?.text).toContain('買家來電取消');
    expect(mail?.links[0]).toMatch(new RegExp(`/shopping/orders/${order.id}$`));
  });

  it('refunds a paid order once: two at once give one 200 and one 409, the stock back once', async () => {
    const { order, variantId } = await placed({ paid: true, stock: 4, quantity: 2 });
    expect(await s.stock(variantId)).toBe(2);
    const answers = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({ message: C.statusChanged });
    expect(await s.stock(variantId)).toBe(4);
    const after = s.ok<{ data: Order }>(
      await s.call('GET', `/api/orders/${order.id}`, undefined, { token: s.admin }),
    ).data;
    expect(after).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    await unchanged(async () => {
      const again = await cancel(order.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: C.statusChanged });
    });
    expect(await s.stock(variantId)).toBe(4);
  });

  it('refuses a handed-over order, a long reason, others and unknown ids; nothing changes', async () => {
    const { order, buyer } = await placed({ paid: true });
    s.ok(await handOver(order.id));
    await unchanged(async () => {
      const shipped = await cancel(order.id);
      expect(shipped.statusCode).toBe(409);
      expect(shipped.json()).toEqual({ message: C.ownerCancelOnlyUnshipped });
      const long = await cancel(order.id, { reason: '字'.repeat(201) });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ errors: { reason: [C.failureReasonTooLong] } });
      for (const token of [buyer.token, carrier.token]) {
        const forbidden = await cancel(order.id, {}, token);
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json()).toEqual({ message: SHOP_MESSAGES.forbidden });
      }
      const anonymous = await s.call('POST', `/api/manage/orders/${order.id}/cancel`, {});
      expect(anonymous.statusCode).toBe(401);
      const unknown = await cancel(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: C.orderNotFound });
      expect((await cancel(0)).statusCode).toBe(422);
    });
  });
});

describe('the hand-over', () => {
  it("gives a paid order to its method's carrier: shipped, on its page, the buyer told", async () => {
    const { order, email, buyer } = await placed({ paid: true });
    const shipped = s.ok<{ data: Order }>(await handOver(order.id)).data;
    expect(shipped.status).toBe('shipped');
    expect(shipped.carrier_name).toMatch(/^買家/);
    expect(shipped.events.map((e) => e.status)).toEqual(['pending_payment', 'shipped']);
    expect((await mailTo(email))?.subject).toBe(orderMailSubject(order.id, 'shipped'));
    // The buyer sees it handed over; the carrier may read it too.
    const seen = s.ok<{ data: Order }>(
      await s.call('GET', `/api/orders/${order.id}`, undefined, buyer),
    ).data;
    expect(seen.status).toBe('shipped');
    s.ok(await s.call('GET', `/api/orders/${order.id}`, undefined, carrier));
  });

  it('refuses an unpaid order, a method without a carrier, twice, others; nothing changes', async () => {
    const unpaid = await placed();
    const express = await placed({ paid: true, method: 'express' });
    const twice = await placed({ paid: true });
    s.ok(await handOver(twice.order.id));
    await unchanged(async () => {
      for (const [id, message] of [
        [unpaid.order.id, C.statusChanged],
        [express.order.id, C.noCarrier],
        [twice.order.id, C.statusChanged],
      ] as const) {
        const res = await handOver(id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message });
      }
      expect((await handOver(unpaid.order.id, unpaid.buyer.token)).statusCode).toBe(403);
      expect((await handOver(unpaid.order.id, carrier.token)).statusCode).toBe(403);
      expect(
        (await s.call('POST', `/api/manage/orders/${unpaid.order.id}/handover`)).statusCode,
      ).toBe(401);
      expect((await handOver(999_999)).statusCode).toBe(404);
      expect((await handOver(-1)).statusCode).toBe(422);
    });
  });
});

describe("the carrier's page", () => {
  it('lists only the orders handed to the caller, by state; anyone else is refused', async () => {
    const mine = await placed({ paid: true });
    s.ok(await handOver(mine.order.id));
    const notHanded = await placed({ paid: true });
    const list = async (token: string, query = '') =>
      s.call('GET', `/api/carrier/orders${query}`, undefined, { token });
    const page = s.ok<{ data: { id: number }[]; meta: { total: number } }>(
      await list(carrier.token, '?status=shipped'),
    );
    expect(page.data.map((o) => o.id)).toContain(mine.order.id);
    // Where it goes, for the driver (the other lists leave it out).
    expect(page.data.find((o) => o.id === mine.order.id)).toMatchObject({
      recipient_phone: '0912345678',
      postal_code: '10617',
      city: '臺北市',
      district: '大安區',
      address_line: '羅斯福路四段 1 號',
    });
    expect(page.data.map((o) => o.id)).not.toContain(notHanded.order.id);
    const ids = page.data.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const delivered = s.ok<{ data: unknown[] }>(await list(carrier.token, '?status=delivered'));
    expect(delivered.data.every((o) => (o as { status: string }).status === 'delivered')).toBe(
      true,
    );
    expect(s.ok<{ data: unknown[] }>(await list(otherCarrier.token)).data).toEqual([]);
    for (const token of [mine.buyer.token, s.admin]) {
      const res = await list(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: C.carrierOnly });
    }
    expect((await s.call('GET', '/api/carrier/orders')).statusCode).toBe(401);
    const bad = await list(carrier.token, '?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { status: [C.statusFilterInvalid] } });
  });

  it('moves an order to delivered through a failure and a retry, an event and a mail each', async () => {
    const { order, email, buyer } = await placed({ paid: true });
    s.ok(await handOver(order.id));
    const steps = [
      { status: 'picked_up', note: null },
      { status: 'in_transit', note: '  ' },
      { status: 'delivery_failed', note: '收件人不在，已留下通知單' },
      { status: 'in_transit', note: '改約明天' },
      { status: 'delivered' },
    ];
    for (const step of steps) {
      const moved = s.ok<{ data: Order }>(await move(order.id, step)).data;
      expect(moved.status).toBe(step.status);
      const mail = await mailTo(email);
      expect(mail?.subject).toBe(orderMailSubject(order.id, step.status as 'delivered'));
    }
    const tracked = s.ok<{ data: Order }>(
      await s.call('GET', `/api/orders/${order.id}`, undefined, buyer),
    ).data;
    expect(tracked.events.map((e) => [e.status, e.note])).toEqual([
      ['pending_payment', null],
      ['shipped', null],
      ['picked_up', null],
      ['in_transit', null],
      ['delivery_failed', '收件人不在，已留下通知單'],
      ['in_transit', '改約明天'],
      ['delivered', null],
    ]);
    await unchanged(async () => {
      const after = await move(order.id, { status: 'in_transit' });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toEqual({ message: C.statusChanged });
    });
  });

  it('refuses a move its state forbids, a failure without reason, others, unknown; nothing changes', async () => {
    const { order, buyer } = await placed({ paid: true });
    s.ok(await handOver(order.id));
    const notHanded = await placed({ paid: true });
    await unchanged(async () => {
      const skip = await move(order.id, { status: 'delivered' });
      expect(skip.statusCode).toBe(409);
      expect(skip.json()).toEqual({ message: C.statusChanged });
      const failNoReason = await move(order.id, { status: 'delivery_failed', note: '  ' });
      expect(failNoReason.statusCode).toBe(422);
      expect(failNoReason.json()).toEqual({
        message: C.failureReasonRequired,
        errors: { note: [C.failureReasonRequired] },
      });
      const unknownStatus = await move(order.id, { status: 'lost' });
      expect(unknownStatus.statusCode).toBe(422);
      expect(unknownStatus.json()).toMatchObject({
        errors: { status: [C.shipmentStatusInvalid] },
      });
      const long = await move(order.id, { status: 'picked_up', note: '字'.repeat(201) });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ errors: { note: [C.failureReasonTooLong] } });
      for (const [id, token, message] of [
        [order.id, otherCarrier.token, C.notHandedToYou],
        [notHanded.order.id, carrier.token, C.notHandedToYou],
        [order.id, buyer.token, C.carrierOnly],
        [order.id, s.admin, C.carrierOnly],
      ] as const) {
        const res = await move(id, { status: 'picked_up' }, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message });
      }
      const unknown = await move(999_999, { status: 'picked_up' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: C.orderNotFound });
      expect(
        (await s.call('POST', `/api/carrier/orders/${order.id}/status`, { status: 'picked_up' }))
          .statusCode,
      ).toBe(401);
    });
  });

  it('lets two moves at once make one change: one 200, one 409, one event', async () => {
    const { order } = await placed({ paid: true });
    s.ok(await handOver(order.id));
    const answers = await Promise.all([
      move(order.id, { status: 'picked_up' }),
      move(order.id, { status: 'picked_up' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const events = s
      .ok<{ data: Order }>(await s.call('GET', `/api/orders/${order.id}`, undefined, carrier))
      .data.events.filter((e) => e.status === 'picked_up');
    expect(events).toHaveLength(1);
  });
});

describe("the gateway's refund", () => {
  it('refuses with 502 when the gateway fails: the order stays paid, its stock held', async () => {
    const failing = await checkoutServer({
      refund: () => Promise.reject(new RefundFailed()),
    });
    try {
      const { order, variantId } = await placedOrder(failing, {
        paid: true,
        stock: 3,
        quantity: 1,
      });
      const before = await snapshot(failing.server.app, failing.server.dataDir);
      const res = await failing.call(
        'POST',
        `/api/manage/orders/${order.id}/cancel`,
        {},
        {
          token: failing.admin,
        },
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: C.gatewayUnavailable });
      await failing.server.app.folio.settled();
      expect(await snapshot(failing.server.app, failing.server.dataDir)).toBe(before);
      expect(await failing.stock(variantId)).toBe(2);
    } finally {
      await failing.close();
    }
  });
});

describe('pnpm admin:create --role carrier', () => {
  const run = (args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'packages/server/scripts/admin-create.ts'), ...args],
      {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: s.server.dataDir,
          ...(s.server.databaseUrl && { DATABASE_URL: s.server.databaseUrl }),
          ADMIN_PASSWORD: 'Carrier#2026',
        },
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );

  it('makes a carrier of the express method, who logs in and sees its page; refuses bad options', async () => {
    const email = `cargo-${Date.now()}@example.com`;
    const made = run(['--role', 'carrier', '--email', email, '--methods', 'express']);
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain(`Created the carrier ${email}, for 快速到貨.`);
    const login = s.ok<{ access_token: string; user: { role: string } }>(
      await s.call('POST', '/api/login', { email, password: 'Carrier#2026' }),
    );
    expect(login.user.role).toBe('carrier');
    s.ok(await s.call('GET', '/api/carrier/orders', undefined, { token: login.access_token }));
    expect(await s.server.app.store.deliveries.carrierOf('express')).toMatchObject({
      name: '貨運',
    });
    // 宅配到府 keeps the carrier it had.
    expect((await s.server.app.store.deliveries.carrierOf('home'))?.id).toBe(carrier.id);
    const unknownRole = run(['--role', 'driver', '--email', email]);
    expect(unknownRole.status).toBe(1);
    expect(unknownRole.stderr).toMatch(/--role is admin or carrier/);
    const unknownMethod = run(['--role', 'carrier', '--email', email, '--methods', 'drone']);
    expect(unknownMethod.status).toBe(1);
    expect(unknownMethod.stderr).toMatch(/--methods lists delivery methods/);
    const adminMethods = run(['--email', email, '--methods', 'home']);
    expect(adminMethods.status).toBe(1);
    expect(adminMethods.stderr).toMatch(/--methods goes with --role carrier/);
  }, 180_000);
});
