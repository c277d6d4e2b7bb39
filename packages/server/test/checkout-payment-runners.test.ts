import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeTransport } from '../src/checkout/sandboxNotify.ts';
import { secondServer, testEngine, type SecondServer } from './helpers.ts';
import { paymentServer, type PaymentShop } from './payment-helpers.ts';

/**
 * The sandbox's notices with two processes on one PostgreSQL database (docs/adr/0031-checkout-
 * payment-and-delivery.md "Payment", ADR 0012): each process's checkout runner claims the due
 * jobs with `FOR UPDATE SKIP LOCKED` and a lease, so running both at once sends each notice once.
 */
describe.skipIf(testEngine !== 'postgres')('two runners on one database', () => {
  let s: PaymentShop;
  let other: SecondServer;
  const sentByOther = { count: 0 };
  beforeAll(async () => {
    s = await paymentServer();
    const counted =
      (transport: NoticeTransport): NoticeTransport =>
      async (url, body) => {
        sentByOther.count += 1;
        return transport(url, body);
      };
    // Ready at once: its runner's first tick (at ready) passes before there is anything to run,
    // and the next is an hour away, so only the test's runDue calls below run the jobs.
    other = await secondServer(s.server, { now: () => s.clock.now, paymentNotice: counted });
  });
  afterAll(async () => {
    await other.close();
    await s.close();
  });

  it('send each notice once, and every order is paid', async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) {
      const placed = await s.place(2, 1);
      const form = await s.startPayment(placed.order.id, placed.member);
      const token = await s.openSandbox(form.fields);
      expect((await s.complete(token, 'paid')).statusCode).toBe(200);
      orders.push(placed);
    }
    const sent = s.outage.sent;
    const runner = other.app.checkoutJobs;
    if (!runner) throw new Error('no checkout job runner');
    const [mine, theirs] = await Promise.all([s.runDue(), runner.runDue()]);
    // A runner stops when its claim meets a job the other took a moment before; what is left
    // waits for its next tick.
    const rest = await s.runDue();
    expect(mine + theirs + rest).toBe(6);
    expect(s.outage.sent - sent + sentByOther.count).toBe(6);
    for (const { order, member } of orders)
      expect((await s.order(order.id, member)).status).toBe('paid');
  });
});
