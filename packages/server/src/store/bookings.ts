import { BOOKING_REMINDER_BEFORE_MS, MAX_UPCOMING_BOOKINGS } from '@folio/rules';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';
import { isUniqueViolation } from './shared.ts';
import type { Store } from './index.ts';

/**
 * The booking system's data access (docs/adr/0017): the same Kysely queries on SQLite and
 * PostgreSQL. Times are RFC 3339 UTC instants on the hour (`YYYY-MM-DDTHH:00:00Z`), so text order
 * is time order. The UNIQUE `starts_at` (migration 004_bookings) decides who holds a slot.
 */

export type BookingRow = Selectable<DB['bookings']>;

/** Thrown by `create` when someone holds the slot (the unique index refused the insert). */
export class SlotTakenError extends Error {
  constructor() {
    super('slot taken');
    this.name = 'SlotTakenError';
  }
}

/** Thrown by `create` when the member already holds MAX_UPCOMING_BOOKINGS not started. */
export class BookingLimitError extends Error {
  constructor() {
    super('booking limit');
    this.name = 'BookingLimitError';
  }
}

/** An instant as the table stores it: RFC 3339 UTC, whole seconds. */
export const instantText = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The reminder's column for a booking at `startsAt` booked or moved at `now`: already "taken"
 * (`now`) when it starts within BOOKING_REMINDER_BEFORE_MS, since the mail just sent reminds
 * enough; else null, for a runner to take one day before (docs/adr/0017).
 */
const remindedAt = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() <= BOOKING_REMINDER_BEFORE_MS ? instantText(now) : null;

/** A booking as its one version a link names (store `reschedule`, `cancelLinked`). */
export interface BookingVersion {
  id: number;
  sequence: number;
  createdAt: string;
  userId: number;
}

/** The booking in the version a link names, if it has not started at `now`. */
const linkedVersion =
  (version: BookingVersion, now: Date) => (eb: ExpressionBuilder<DB, 'bookings'>) =>
    eb.and([
      eb('id', '=', version.id),
      eb('sequence', '=', version.sequence),
      eb('created_at', '=', version.createdAt),
      eb('user_id', '=', version.userId),
      eb('starts_at', '>', instantText(now)),
    ]);

export function bookingStore({ db, engine }: Pick<Store, 'db' | 'engine'>) {
  return {
    /** The starts (`starts_at`) of the bookings from `from` up to and including `to`. */
    async takenBetween(from: Date, to: Date): Promise<Set<string>> {
      const rows = await db
        .selectFrom('bookings')
        .select('starts_at')
        .where('starts_at', '>=', instantText(from))
        .where('starts_at', '<=', instantText(to))
        .execute();
      return new Set(rows.map((row) => row.starts_at));
    },

    /** The member's bookings starting after `after`, earliest first. */
    mine: (userId: number, after: Date) =>
      db
        .selectFrom('bookings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('starts_at', '>', instantText(after))
        .orderBy('starts_at')
        .execute(),

    byId: (id: number) =>
      db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Books the slot at `startsAt` for the member, in one transaction: the limit of bookings not
     * started at `now` is counted with the member's row locked (PostgreSQL; SQLite runs one write
     * transaction at a time), and the unique index refuses a slot someone holds.
     */
    async create(
      userId: number,
      startsAt: Date,
      now: Date,
      details: { topic: string; note: string | null },
    ): Promise<BookingRow> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (engine === 'postgres') {
            await trx
              .selectFrom('users')
              .select('id')
              .where('id', '=', userId)
              .forUpdate()
              .execute();
          }
          const { n } = await trx
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('starts_at', '>', instantText(now))
            .executeTakeFirstOrThrow();
          if (Number(n) >= MAX_UPCOMING_BOOKINGS) throw new BookingLimitError();
          return trx
            .insertInto('bookings')
            .values({
              user_id: userId,
              starts_at: instantText(startsAt),
              created_at: instantText(now),
              topic: details.topic,
              note: details.note,
              reminded_at: remindedAt(startsAt, now),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlotTakenError();
        throw error;
      }
    },

    /**
     * Moves the booking, in the version a link names and not started at `now`, to `startsAt`
     * (its sequence raised, so that link is void); undefined when that version is gone. Throws
     * SlotTakenError when someone holds the slot (nothing changes).
     */
    async reschedule(
      version: BookingVersion,
      startsAt: Date,
      now: Date,
    ): Promise<BookingRow | undefined> {
      try {
        return await db
          .updateTable('bookings')
          .set((eb) => ({
            starts_at: instantText(startsAt),
            sequence: eb('sequence', '+', 1),
            reminded_at: remindedAt(startsAt, now),
          }))
          .where(linkedVersion(version, now))
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlotTakenError();
        throw error;
      }
    },

    /** Deletes the booking in the version a link names if it has not started; the row, or undefined. */
    cancelLinked: (version: BookingVersion, now: Date): Promise<BookingRow | undefined> =>
      db
        .deleteFrom('bookings')
        .where(linkedVersion(version, now))
        .returningAll()
        .executeTakeFirst(),

    /**
     * Takes one due reminder (a booking starting within BOOKING_REMINDER_BEFORE_MS of `now`, not
     * started, none taken yet) and runs `send` in the same transaction: on PostgreSQL the row is
     * taken `FOR UPDATE SKIP LOCKED`, so two processes never take one reminder, and a `send`
     * that throws gives it back. False when none was due.
     */
    async claimReminder(
      now: Date,
      send: (trx: Kysely<DB>, row: BookingRow) => Promise<void>,
    ): Promise<boolean> {
      const due = instantText(new Date(now.getTime() + BOOKING_REMINDER_BEFORE_MS));
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('bookings')
          .set({ reminded_at: instantText(now) })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('bookings')
              .select('id')
              .where('reminded_at', 'is', null)
              .where('starts_at', '<=', due)
              .where('starts_at', '>', instantText(now))
              .orderBy('starts_at')
              .limit(1)
              .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .where('reminded_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        await send(trx, row);
        return true;
      });
    },

    /** Deletes the booking (its slot is free again); false when it was already gone. */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('bookings').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
