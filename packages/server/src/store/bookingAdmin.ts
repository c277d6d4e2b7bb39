import type { ManagedBookingState } from '@folio/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import { instantText } from './bookings.ts';

/**
 * The owner's view of bookings (docs/adr/0017 "The owner's view of bookings"): every member's
 * upcoming bookings, the ones an administrator cancelled (table `booking_cancellations`,
 * migration 019), and the cancel itself. The same Kysely queries on SQLite and PostgreSQL.
 */

/** A booking with its member, and its cancel when an administrator cancelled it. */
export interface ManagedBookingRow {
  id: number;
  user_id: number;
  starts_at: string;
  created_at: string;
  topic: string;
  note: string | null;
  member_name: string;
  member_email: string;
  cancelled_at: string | null;
  reason: string | null;
}

/** Why `cancel` changed nothing. */
export type CancelRefusal = 'notFound' | 'started' | 'cancelled';

export function bookingAdminStore(db: Kysely<DB>) {
  const upcoming = (after: Date, from: string | undefined) =>
    db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .where('bookings.starts_at', '>', instantText(after))
      .$if(from !== undefined, (q) => q.where('bookings.starts_at', '>=', from ?? ''));
  const cancelled = (from: string | undefined) =>
    db
      .selectFrom('booking_cancellations as c')
      .innerJoin('users', 'users.id', 'c.user_id')
      .$if(from !== undefined, (q) => q.where('c.starts_at', '>=', from ?? ''));

  return {
    /**
     * A page of `state`'s bookings: upcoming ones (starting after `now`) earliest first, cancelled
     * ones latest cancel first; `from` is the first instant listed (RFC 3339 UTC text).
     */
    async list(
      state: ManagedBookingState,
      now: Date,
      from: string | undefined,
      page: number,
      perPage: number,
    ): Promise<{ rows: ManagedBookingRow[]; total: number }> {
      const offset = (page - 1) * perPage;
      if (state === 'upcoming') {
        const [rows, count] = await Promise.all([
          upcoming(now, from)
            .select([
              'bookings.id',
              'bookings.user_id',
              'bookings.starts_at',
              'bookings.created_at',
              'bookings.topic',
              'bookings.note',
              'users.name as member_name',
              'users.email as member_email',
            ])
            .orderBy('bookings.starts_at')
            .limit(perPage)
            .offset(offset)
            .execute(),
          upcoming(now, from)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return {
          rows: rows.map((row) => ({ ...row, cancelled_at: null, reason: null })),
          total: Number(count.n),
        };
      }
      const [rows, count] = await Promise.all([
        cancelled(from)
          .select([
            'c.booking_id as id',
            'c.user_id',
            'c.starts_at',
            'c.created_at',
            'c.topic',
            'c.note',
            'c.cancelled_at',
            'c.reason',
            'users.name as member_name',
            'users.email as member_email',
          ])
          .orderBy('c.cancelled_at', 'desc')
          .orderBy('c.booking_id', 'desc')
          .limit(perPage)
          .offset(offset)
          .execute(),
        cancelled(from)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Cancels booking `id` if it starts after `now`, in one transaction: the DELETE … RETURNING
     * decides (of two cancels at once, the second deletes nothing: PostgreSQL waits for the first
     * to commit, SQLite runs one write transaction at a time), then the row moves to
     * `booking_cancellations` with the reason. Nothing changes on a refusal.
     */
    async cancel(
      id: number,
      now: Date,
      by: number,
      reason: string | null,
    ): Promise<ManagedBookingRow | CancelRefusal> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('bookings')
          .where('id', '=', id)
          .where('starts_at', '>', instantText(now))
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          if (await trx.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst())
            return 'started';
          const gone = await trx
            .selectFrom('booking_cancellations')
            .select('booking_id')
            .where('booking_id', '=', id)
            .executeTakeFirst();
          return gone ? 'cancelled' : 'notFound';
        }
        const cancelledAt = instantText(now);
        await trx
          .insertInto('booking_cancellations')
          .values({
            booking_id: row.id,
            user_id: row.user_id,
            starts_at: row.starts_at,
            created_at: row.created_at,
            topic: row.topic,
            note: row.note,
            reason,
            cancelled_by: by,
            cancelled_at: cancelledAt,
          })
          .execute();
        const member = await trx
          .selectFrom('users')
          .select(['name', 'email'])
          .where('id', '=', row.user_id)
          .executeTakeFirstOrThrow();
        return {
          ...row,
          member_name: member.name,
          member_email: member.email,
          cancelled_at: cancelledAt,
          reason,
        };
      });
    },
  };
}
