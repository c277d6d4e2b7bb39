import { CART_IDLE_DAYS } from '@folio/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_SWEEP_EVERY_MS } from '../src/checkout/jobs.ts';
import { checkoutServer, type CartBody, type Shop, type Who } from './checkout-helpers.ts';
import { secondServer, testEngine, type SecondServer } from './helpers.ts';

/**
 * The idle carts' sweep on the engine under test (docs/adr/0031-checkout-payment-and-delivery.md
 * "Cart on the server"): one `cart_sweep` job for the database, due a day after the first start,
 * run by whichever checkout runner claims it, deletes the carts, members' and visitors', last
 * changed `CART_IDLE_DAYS` ago or more, and comes back a day later. With two processes on one
 * PostgreSQL database only one of them sweeps.
 */

const DAY = 24 * 3_600_000;
const clock = { now: Date.parse('2026-11-27T02:00:00Z') };
let s: Shop;
beforeAll(async () => {
  // The runners' ticks far apart: the test runs the due jobs itself.
  s = await checkoutServer({ now: () => clock.now, taskRunner: { tickMs: 3_600_000 } });
  // Ready: its start inserts the sweep job.
  await s.server.app.ready();
});
afterAll(() => s.close());

const runDue = (app: FastifyInstance = s.server.app) => {
  const runner = app.checkoutJobs;
  if (!runner) throw new Error('no checkout job runner');
  return runner.runDue();
};
const sweepJob = () =>
  s.server.app.store.db
    .selectFrom('checkout_jobs')
    .select(['run_at', 'attempt'])
    .where('kind', '=', 'cart_sweep')
    .execute();

/** A cart with one line, for a visitor (its token) or a member, `idleDays` idle at `at`. */
async function cart(kind: 'visitor' | 'member', idleDays: number, at = clock.now) {
  const { variantId } = await s.product({ price: 300, stock: 5 });
  const member = kind === 'member' ? await s.account() : undefined;
  const added = s.ok<CartBody>(
    await s.call('POST', '/api/cart/lines', { variant_id: variantId, quantity: 1 }, member ?? {}),
  );
  const who: Who = member ? { token: member.token } : { cart: added.cart_token ?? '' };
  const { db } = s.server.app.store;
  const row = await (
    member
      ? db.selectFrom('carts').select('id').where('user_id', '=', member.id)
      : db.selectFrom('carts').select('id').orderBy('id', 'desc').limit(1)
  ).executeTakeFirstOrThrow();
  const changed = new Date(at - idleDays * DAY).toISOString();
  await db.updateTable('carts').set({ updated_at: changed }).where('id', '=', row.id).execute();
  return { id: row.id, who };
}
const lines = async (who: Who) =>
  s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, who)).data.lines.length;
const exists = async (id: number) =>
  (await s.server.app.store.db
    .selectFrom('carts')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;
const linesOf = async (id: number) =>
  (
    await s.server.app.store.db
      .selectFrom('cart_lines')
      .select('id')
      .where('cart_id', '=', id)
      .execute()
  ).length;

describe('the idle carts', () => {
  it(`go after ${CART_IDLE_DAYS} days untouched, members' and visitors'; the rest stay`, async () => {
    // One sweep job, due a day after the start; nothing due before.
    expect(await sweepJob()).toEqual([{ run_at: clock.now + CART_SWEEP_EVERY_MS, attempt: 0 }]);
    expect(await runDue()).toBe(0);

    // Made idle as of the due time, so whichever runner sweeps (this one, or its own first
    // tick, which may fire late) finds the same carts.
    const due = clock.now + CART_SWEEP_EVERY_MS;
    const oldVisitor = await cart('visitor', CART_IDLE_DAYS + 1, due);
    const oldMember = await cart('member', CART_IDLE_DAYS + 1, due);
    const newVisitor = await cart('visitor', CART_IDLE_DAYS - 1, due);
    const newMember = await cart('member', CART_IDLE_DAYS - 1, due);
    const fresh = await cart('visitor', 0, due);
    clock.now = due;
    // Due now: the carts idle 31 days go, those idle 29 stay.
    await runDue();
    expect((await sweepJob())[0]?.attempt).toBe(1);
    for (const gone of [oldVisitor, oldMember]) {
      expect(await exists(gone.id)).toBe(false);
      expect(await linesOf(gone.id)).toBe(0);
      expect(await lines(gone.who)).toBe(0);
    }
    for (const kept of [newVisitor, newMember, fresh]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await lines(kept.who)).toBe(1);
    }
    // Back a day later, once.
    expect(await sweepJob()).toEqual([{ run_at: clock.now + CART_SWEEP_EVERY_MS, attempt: 1 }]);
    expect(await runDue()).toBe(0);

    clock.now += 2 * CART_SWEEP_EVERY_MS;
    // Two days on, those are idle 31 days and go too; the fresh one (idle 2 days) stays.
    expect(await runDue()).toBe(1);
    expect((await sweepJob())[0]?.attempt).toBe(2);
    expect(await exists(newVisitor.id)).toBe(false);
    expect(await exists(newMember.id)).toBe(false);
    expect(await lines(fresh.who)).toBe(1);
  });

  it('a change to a cart starts its 30 days again', async () => {
    const touched = await cart('visitor', CART_IDLE_DAYS + 5);
    const line = s.ok<CartBody>(await s.call('GET', '/api/cart', undefined, touched.who)).data
      .lines[0];
    s.ok(await s.call('PATCH', `/api/cart/lines/${line?.id}`, { quantity: 2 }, touched.who));
    clock.now += CART_SWEEP_EVERY_MS;
    expect(await runDue()).toBe(1);
    expect(await exists(touched.id)).toBe(true);
  });
});

/** Two processes on one PostgreSQL database (ADR 0012): the sweep runs once, not twice. */
describe.skipIf(testEngine !== 'postgres')('two runners on one database', () => {
  let other: SecondServer;
  beforeAll(async () => {
    // Ready at once: its runner's first tick passes before the sweep is due (a day away).
    other = await secondServer(s.server, { now: () => clock.now });
  });
  afterAll(async () => {
    await other.close();
  });

  it('share the one sweep job, and one of them sweeps', async () => {
    // The second process's start found the job and left it as it was.
    const before = await sweepJob();
    expect(before).toHaveLength(1);
    const due = before[0]?.run_at ?? 0;
    const idle = await cart('member', CART_IDLE_DAYS + 1, due);
    clock.now = due;
    const [mine, theirs] = await Promise.all([runDue(), runDue(other.app)]);
    // One sweep between them (or none, if a runner's own tick took it a moment before).
    expect(mine + theirs).toBeLessThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    expect(await sweepJob()).toEqual([
      { run_at: clock.now + CART_SWEEP_EVERY_MS, attempt: (before[0]?.attempt ?? 0) + 1 },
    ]);
  });
});
