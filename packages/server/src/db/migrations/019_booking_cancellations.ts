import { BOOKING_CANCEL_REASON_MAX_LENGTH } from '@folio/rules';
import { sql } from 'kysely';
import { between, refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * The owner's view of bookings (docs/adr/0017 "The owner's view of bookings"): a booking an
 * administrator cancels leaves `bookings` (its slot is free, as with a member's own cancel) and is
 * kept here under its own id with the reason the member was mailed, so a second cancel answers
 * 409 (already cancelled), not 404, and the owner can list what was cancelled.
 */
export default {
  async up(db, d) {
    await db.schema
      .createTable('booking_cancellations')
      .addColumn('booking_id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', refersTo('users', 'cascade'))
      .addColumn('starts_at', 'text', (c) => c.notNull().check(d.is('starts_at', 'slotStart')))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('reason', 'text', (c) =>
        c.check(
          sql`reason IS NULL OR ${between(d.length('reason'), 1, BOOKING_CANCEL_REASON_MAX_LENGTH)}`,
        ),
      )
      .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cancelled_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('booking_cancellations_cancelled')
      .on('booking_cancellations')
      .columns(['cancelled_at', 'booking_id'])
      .execute();
  },
} satisfies Step;
