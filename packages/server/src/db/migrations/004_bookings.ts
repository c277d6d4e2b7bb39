import { memberRowsTable } from './definitions.ts';
import type { Step } from './step.ts';

/**
 * The booking system (docs/adr/0017-booking-and-task-scheduler.md): the UNIQUE slot decides
 * between two members asking at once (the second insert fails: 409). A cancelled booking is
 * deleted, so its slot is free.
 */
export default {
  async up(db, d) {
    await memberRowsTable(db, d, 'bookings')
      .addColumn('starts_at', 'text', (c) =>
        c.notNull().unique().check(d.is('starts_at', 'slotStart')),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bookings_user')
      .on('bookings')
      .columns(['user_id', 'starts_at'])
      .execute();
  },
} satisfies Step;
