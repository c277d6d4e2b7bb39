import {
  BOOKING_DEFAULT_TOPIC,
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_TOPIC_MAX_LENGTH,
} from '@folio/rules';
import { sql } from 'kysely';
import { between } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * What a booking is about (docs/adr/0017-booking-and-task-scheduler.md "What a booking says"): a
 * topic, required (bookings made before read BOOKING_DEFAULT_TOPIC), and an optional note, their
 * lengths CHECKed as @folio/rules counts them once trimmed.
 */
export default {
  async up(db, d) {
    await db.schema
      .alterTable('bookings')
      .addColumn('topic', 'text', (c) =>
        c
          .notNull()
          .defaultTo(BOOKING_DEFAULT_TOPIC)
          .check(between(d.length('topic'), 1, BOOKING_TOPIC_MAX_LENGTH)),
      )
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('note', 'text', (c) =>
        c.check(sql`note IS NULL OR ${between(d.length('note'), 1, BOOKING_NOTE_MAX_LENGTH)}`),
      )
      .execute();
  },
} satisfies Step;
