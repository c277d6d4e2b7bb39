import {
  BOOKING_ADMIN_MESSAGES as MESSAGES,
  bookingCancelReasonError,
  formatBookingDate,
  isSlotStart,
  MANAGED_BOOKINGS_PER_PAGE,
  pathTo,
  slotAt,
  slotEnd,
} from '@folio/rules';
import { linkMail, mailSafeText } from '../mail.ts';
import { bookingAdminStore, type ManagedBookingRow } from '../store/bookingAdmin.ts';
import { instantText } from '../store/bookings.ts';
import { ValidationFailure } from '../validation.ts';
import { bookingOf } from './bookings.ts';
import { appOrigin, type ApiContext, type OperationHandlers } from './context.ts';
import { pageMeta } from './pagination.ts';

/**
 * The owner's view of bookings (openapi.yaml `listManagedBookings`, `cancelManagedBooking`;
 * docs/adr/0017 "The owner's view of bookings"). Administrators only: api/index.ts puts every
 * `/manage/bookings` operation behind `requireBookingAdmin`. Days and hours are Asia/Taipei.
 */

/** The instant a day (`YYYY-MM-DD`) begins in Asia/Taipei (UTC+8, no daylight saving). */
const taipeiMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/** A row as the contract's ManagedBooking. */
function managedBooking(row: ManagedBookingRow) {
  return {
    booking: bookingOf(row),
    member: { id: row.user_id, name: row.member_name, email: row.member_email },
    state: row.cancelled_at === null ? ('upcoming' as const) : ('cancelled' as const),
    cancelled_at: row.cancelled_at,
    cancel_reason: row.reason,
  };
}

/**
 * The member's mail: the site's owner cancelled the booking, with the reason (or that none was
 * given) and the way back to the booking screen. A plain mail through the server's one mailer
 * (the outbox in development), sent after the answer: a failure is logged, the cancel stays.
 */
function ownerCancelMail(context: ApiContext, row: ManagedBookingRow) {
  const { date, start } = slotAt(new Date(row.starts_at));
  const end = isSlotStart(start) ? slotEnd(start) : start;
  const when = `${formatBookingDate(date)} ${start}–${end}（台北時間）`;
  return linkMail({
    to: row.member_email,
    subject: `你的預約已由站長取消：${formatBookingDate(date)} ${start}`,
    greeting: `${mailSafeText(row.member_name, '會員')} 你好：`,
    lines: [
      `你在 ${when} 的預約「${mailSafeText(row.topic, '一對一諮詢')}」已由站長取消。`,
      `原因：${row.reason === null ? MESSAGES.noReason : mailSafeText(row.reason, '（請來信詢問）')}`,
      '這個時段已釋出，歡迎另選時段預約。',
    ],
    action: '重新預約',
    link: `${appOrigin(context)}${pathTo('booking')}`,
  });
}

export function bookingAdminHandlers(context: ApiContext) {
  const bookings = bookingAdminStore(context.store.db);
  return {
    async listManagedBookings(request) {
      const { state = 'upcoming', from, page = 1 } = request.query;
      const first = from === undefined ? undefined : instantText(taipeiMidnight(from));
      const perPage = MANAGED_BOOKINGS_PER_PAGE;
      const now = new Date(context.now());
      const { rows, total } = await bookings.list(state, now, first, page, perPage);
      return { data: rows.map(managedBooking), meta: pageMeta(page, perPage, total, rows.length) };
    },

    async cancelManagedBooking(request, reply) {
      const { user } = request.auth ?? {};
      // requireBookingAdmin let only an administrator through.
      if (!user) throw new Error('cancelManagedBooking without an administrator');
      const { id } = request.params;
      // The schema checked the length; the rules word what it refuses (trimmed by plugins/body.ts).
      const text = request.body.reason?.trim() ?? '';
      const problem = bookingCancelReasonError(text);
      if (problem) throw new ValidationFailure({ reason: [problem] });
      const result = await bookings.cancel(id, new Date(context.now()), user.id, text || null);
      if (result === 'notFound') return reply.code(404).send({ message: MESSAGES.notFound });
      if (result === 'started') return reply.code(409).send({ message: MESSAGES.alreadyStarted });
      if (result === 'cancelled')
        return reply.code(409).send({ message: MESSAGES.alreadyCancelled });
      context.background(() => context.mailer.send(ownerCancelMail(context, result)));
      return { message: MESSAGES.cancelled, data: managedBooking(result) };
    },
  } satisfies Partial<OperationHandlers>;
}
