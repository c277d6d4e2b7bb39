import { BOOKING_LINK_MESSAGES, bookingErrors, slotInstant } from '@folio/rules';
import {
  bookingLinkToken,
  linkMatches,
  mailBooking,
  readBookingLinkToken,
} from '../bookingMail.ts';
import { M } from '../messages.ts';
import { bookingStore, SlotTakenError, type BookingRow } from '../store/bookings.ts';
import { ValidationFailure } from '../validation.ts';
import { bookingOf } from './bookings.ts';
import type { ApiContext, OperationHandlers } from './context.ts';

/**
 * The booking's mail links (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and
 * links"): read, cancel or reschedule the one booking a signed token names, without a login.
 * 404 for a token the server did not sign; 410 for a true one that is void (the booking started,
 * was cancelled or rescheduled since): nothing changes either way.
 */

class LinkRefused extends Error {
  constructor(readonly statusCode: 404 | 410) {
    super(statusCode === 404 ? BOOKING_LINK_MESSAGES.invalid : BOOKING_LINK_MESSAGES.expired);
    this.name = 'LinkRefused';
  }
}

export function bookingLinkHandlers(context: ApiContext) {
  const bookings = bookingStore(context.store);
  const now = () => new Date(context.now());

  /** The version of the booking the token names (404: not ours). */
  const versionOf = (token: string) => {
    const link = readBookingLinkToken(context.config.appKey, token);
    if (!link) throw new LinkRefused(404);
    return link;
  };

  /** The booking the token names, as it is, while the link works (else 404 or 410). */
  const linked = async (token: string): Promise<BookingRow> => {
    const link = versionOf(token);
    const row = await bookings.byId(link.id);
    if (!row || !linkMatches(row, link) || new Date(row.starts_at) <= now())
      throw new LinkRefused(410);
    return row;
  };

  const answer = <T>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      if (error instanceof LinkRefused) return { refused: error };
      throw error;
    });

  return {
    async getLinkedBooking(request, reply) {
      const result = await answer(() => linked(request.params.token));
      if ('refused' in result)
        return reply.code(result.refused.statusCode).send({ message: result.refused.message });
      return { data: bookingOf(result) };
    },

    async cancelLinkedBooking(request, reply) {
      const result = await answer(async () => {
        const link = versionOf(request.params.token);
        // One conditional DELETE: of two uses at once (or a member's cancel) one takes it.
        const row = await bookings.cancelLinked({ ...link }, now());
        if (!row) throw new LinkRefused(410);
        return row;
      });
      if ('refused' in result)
        return reply.code(result.refused.statusCode).send({ message: result.refused.message });
      mailBooking(context, 'cancelled', result);
      return { message: M.bookingCancelled };
    },

    async rescheduleLinkedBooking(request, reply) {
      const input = request.body;
      const result = await answer(async () => {
        const row = await linked(request.params.token);
        const at = now();
        const errors = bookingErrors(input, at);
        const fields = Object.entries(errors).flatMap(([field, message]) =>
          message ? [[field, [message]]] : [],
        );
        if (fields.length > 0) throw new ValidationFailure(Object.fromEntries(fields));
        const moved = await bookings.reschedule(
          { id: row.id, sequence: row.sequence, createdAt: row.created_at, userId: row.user_id },
          slotInstant(input),
          at,
        );
        if (!moved) throw new LinkRefused(410);
        return moved;
      }).catch((error: unknown) => {
        if (error instanceof SlotTakenError) return { taken: true as const };
        throw error;
      });
      if ('taken' in result) return reply.code(409).send({ message: M.bookingSlotTaken });
      if ('refused' in result)
        return reply.code(result.refused.statusCode).send({ message: result.refused.message });
      mailBooking(context, 'rescheduled', result);
      return {
        message: BOOKING_LINK_MESSAGES.rescheduled,
        data: bookingOf(result),
        link: bookingLinkToken(context.config.appKey, result),
      };
    },
  } satisfies Partial<OperationHandlers>;
}
