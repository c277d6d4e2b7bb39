import type { Step } from './step.ts';

/**
 * The booking's mails (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and links"):
 * `sequence` counts the booking's reschedules (the `.ics` SEQUENCE, and what a mail's link is
 * signed with, so a reschedule voids the old links); `reminded_at` is when the reminder was
 * taken by a runner (RFC 3339 UTC), null until then, so one process sends it once; a mail in the
 * outbox may carry attachments (JSON: filename, content type, text content), e.g. the `.ics`.
 */
export default {
  async up(db) {
    await db.schema
      .alterTable('bookings')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('bookings').addColumn('reminded_at', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  },
} satisfies Step;
