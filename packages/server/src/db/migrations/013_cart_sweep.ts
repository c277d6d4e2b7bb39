import { sql } from 'kysely';
import {
  allowCheckoutJobKinds,
  checkoutJobsNext,
  FIRST_JOB_COLUMNS,
  replaceCheckoutJobs,
} from './definitions.ts';
import type { Step } from './step.ts';

/**
 * The idle carts' sweep (docs/adr/0031-checkout-payment-and-delivery.md "Cart on the server"):
 * the checkout's jobs gain `cart_sweep`, one row for the whole database (a unique partial index,
 * so processes starting together insert it once), the only job without an order.
 */
const JOB_KINDS = ['order_expiry', 'payment_notify', 'cart_sweep'] as const;
const orderOrSweep = sql<boolean>`(kind = 'cart_sweep') = (order_id IS NULL)`;

export default {
  async up(db, d) {
    if (d.engine === 'postgres') {
      await allowCheckoutJobKinds(db, JOB_KINDS);
      await db.schema
        .alterTable('checkout_jobs')
        .alterColumn('order_id', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('checkout_jobs')
        .addCheckConstraint('checkout_jobs_order', orderOrSweep)
        .execute();
    } else {
      // SQLite changes a CHECK or a NOT NULL only by rebuilding the table (as 011_payment does).
      await checkoutJobsNext(db, d, JOB_KINDS, { orderRequired: false })
        .addCheckConstraint('checkout_jobs_order', orderOrSweep)
        .execute();
      await replaceCheckoutJobs(db, [...FIRST_JOB_COLUMNS, 'session_id', 'attempt']);
    }
    await db.schema
      .createIndex('checkout_jobs_one_sweep')
      .on('checkout_jobs')
      .column('kind')
      .unique()
      .where(sql<boolean>`kind = 'cart_sweep'`)
      .execute();
  },
} satisfies Step;
