import {
  allowCheckoutJobKinds,
  checkoutJobsNext,
  FIRST_JOB_COLUMNS,
  replaceCheckoutJobs,
} from './definitions.ts';
import type { Step } from './step.ts';

/**
 * The payment (docs/adr/0031-checkout-payment-and-delivery.md "Payment"): the checkout's jobs gain
 * the sandbox gateway's notice, `payment_notify`, retried until the shop answers `1|OK` (its
 * session and how many tries it has had), and a sandbox session keeps the merchant's name it
 * shows and when the buyer ended it (the notice's `PaymentDate`, the same on every try).
 */
const JOB_KINDS = ['order_expiry', 'payment_notify'] as const;

export default {
  async up(db, d) {
    await db.schema
      .alterTable('sandbox_sessions')
      .addColumn('merchant_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('sandbox_sessions').addColumn('completed_at', 'text').execute();

    if (d.engine === 'postgres') {
      await allowCheckoutJobKinds(db, JOB_KINDS);
      await db.schema
        .alterTable('checkout_jobs')
        .addColumn('session_id', 'integer', (c) =>
          c.references('sandbox_sessions.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .alterTable('checkout_jobs')
        .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      return;
    }
    // SQLite changes a CHECK only by rebuilding the table (as 003_security does for events).
    await checkoutJobsNext(db, d, JOB_KINDS, { orderRequired: true }).execute();
    await replaceCheckoutJobs(db, FIRST_JOB_COLUMNS);
  },
} satisfies Step;
