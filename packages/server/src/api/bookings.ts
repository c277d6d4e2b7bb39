import {
  bookingDetailErrors,
  bookingErrors,
  canCancelBooking,
  daySlots,
  isSlotStart,
  SLOT_MINUTES,
  slotAt,
  slotEnd,
  slotInstant,
  SLOT_STARTS,
} from '@folio/rules';
import type { FastifyRequest } from 'fastify';
import { mailBooking } from '../bookingMail.ts';
import { M } from '../messages.ts';
import {
  BookingLimitError,
  bookingStore,
  instantText,
  SlotTakenError,
  type BookingRow,
} from '../store/bookings.ts';
import { ValidationFailure } from '../validation.ts';
import type { ApiContext, OperationHandlers } from './context.ts';

/**
 * The booking system (docs/requirements.md §2, §5 "Booking"; docs/adr/0017): the rules are
 * @folio/rules' (Asia/Taipei computed as UTC+8, `now` from the context's clock), the database's
 * unique slot decides between members asking at once.
 */

const SLOT_MS = SLOT_MINUTES * 60 * 1000;

/** A booking as the contract's Booking shows it. */
export function bookingOf(
  row: Pick<BookingRow, 'id' | 'starts_at' | 'created_at' | 'topic' | 'note'>,
) {
  const { date, start } = slotAt(new Date(row.starts_at));
  // Stored only after bookingErrors accepted the slot (store/bookings.ts create).
  if (!isSlotStart(start)) throw new Error(`booking ${row.id} starts off a slot: ${row.starts_at}`);
  return {
    id: row.id,
    date,
    start,
    end: slotEnd(start),
    starts_at: row.starts_at,
    created_at: row.created_at,
    topic: row.topic,
    note: row.note,
  };
}

/** Throws the 422 of the rules' messages, field by field (date, start, topic, note). */
function refuse(errors: Partial<Record<string, string>>): void {
  const fields = Object.entries(errors).flatMap(([field, message]) =>
    message ? [[field, [message]]] : [],
  );
  if (fields.length > 0) throw new ValidationFailure(Object.fromEntries(fields));
}

/**
 * The `date` of GET /slots trimmed, and dropped when only spaces (then "required" answers, as the
 * contract's table says for the booking fields), before the schema validates it.
 */
export async function trimSlotDate(request: FastifyRequest): Promise<void> {
  // The query parser gives an object of strings (or arrays of them for repeated names).
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null || !('date' in query)) return;
  if (typeof query.date !== 'string') return;
  const date = query.date.trim();
  if (date === '') Reflect.deleteProperty(query, 'date');
  else query.date = date;
}

const unauthenticated = () => Object.assign(new Error(M.unauthenticated), { statusCode: 401 });

export function bookingHandlers(context: ApiContext) {
  const bookings = bookingStore(context.store);
  const now = () => new Date(context.now());

  return {
    async listSlots(request) {
      // The contract's schema validated the query: `date` is a string.
      const { date } = request.query;
      const at = now();
      refuse({ date: bookingErrors({ date, start: SLOT_STARTS[0] }, at).date });
      const first = slotInstant({ date, start: SLOT_STARTS[0] });
      const last = new Date(first.getTime() + (SLOT_STARTS.length - 1) * SLOT_MS);
      const taken = await bookings.takenBetween(first, last);
      return {
        data: daySlots(date, at).map(({ start, end, open }) => ({
          date,
          start,
          end,
          status: !open
            ? 'past'
            : taken.has(instantText(slotInstant({ date, start })))
              ? 'taken'
              : 'open',
        })),
      };
    },

    async listMyBookings(request) {
      const { user } = request.auth ?? {};
      if (!user) throw unauthenticated();
      // Bookings that have not ended: those starting less than one slot ago or later.
      const rows = await bookings.mine(user.id, new Date(context.now() - SLOT_MS));
      return { data: rows.map(bookingOf) };
    },

    async createBooking(request, reply) {
      const { user } = request.auth ?? {};
      if (!user) throw unauthenticated();
      // The contract's schema validated the body: both fields are strings (trimmed, plugins/body.ts).
      const input = request.body;
      const at = now();
      refuse({ ...bookingErrors(input, at), ...bookingDetailErrors(input) });
      const details = { topic: input.topic, note: input.note ?? null };
      try {
        const row = await bookings.create(user.id, slotInstant(input), at, details);
        mailBooking(context, 'booked', row);
        return reply.code(201).send({ message: M.booked, data: bookingOf(row) });
      } catch (error) {
        if (error instanceof SlotTakenError)
          return reply.code(409).send({ message: M.bookingSlotTaken });
        if (error instanceof BookingLimitError)
          return reply.code(409).send({ message: M.bookingLimitReached });
        throw error;
      }
    },

    async cancelBooking(request, reply) {
      const { user } = request.auth ?? {};
      if (!user) throw unauthenticated();
      const { id } = request.params;
      const row = await bookings.byId(id);
      if (!row) return reply.code(404).send({ message: M.bookingNotFound });
      if (row.user_id !== user.id) return reply.code(403).send({ message: M.bookingNotOwner });
      if (!canCancelBooking(new Date(row.starts_at), now()))
        return reply.code(409).send({ message: M.bookingStarted });
      if (await bookings.remove(id)) mailBooking(context, 'cancelled', row);
      return { message: M.bookingCancelled };
    },
  } satisfies Partial<OperationHandlers>;
}
