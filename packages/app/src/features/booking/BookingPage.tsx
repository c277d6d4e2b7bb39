import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BOOKING_LINK_PARAM,
  BOOKING_MESSAGES,
  bookableDates,
  firstOpenDate,
  pathTo,
} from '@folio/rules';
import { BookingView, type BookingActionResult } from '@folio/ui';
import type { MutationFailure } from '@folio/api';
import { useCancelBooking, useCreateBooking, useMyBookings, useSlots } from './hooks';
import BookingByLink from './BookingByLink';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';

/** 所有預約, the owner's view: its own chunk, fetched only for an administrator. */
const OwnerBookings = lazy(() => import('./OwnerBookings'));

/** The message a refused write shows: the server's field message, its message, or the fallback. */
function failure(result: MutationFailure, fallback: string): BookingActionResult {
  const field = result.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined;
  return { error: field ?? result.message ?? fallback };
}

/**
 * /booking/booking (docs/requirements.md §2, docs/adr/0017): the day's slots from the server, the
 * member's bookings, booking and cancelling; the chosen day lives in the URL (`?date=`), else it
 * is the first day with a slot still open (tomorrow after today's last one). Visitors see the
 * slots and a login that comes back here. An administrator also sees 所有預約 (OwnerBookings).
 * With `?link=` (a booking mail's link) it shows that one booking instead, no login needed
 * (BookingByLink).
 */
export default function BookingPage() {
  const [params] = useSearchParams();
  const link = params.get(BOOKING_LINK_PARAM);
  return link ? <BookingByLink token={link} /> : <DayPage />;
}

/** The day's slots and the member's bookings. */
function DayPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const now = new Date();
  const dates = bookableDates(now);
  const asked = params.get('date');
  const date = asked && dates.includes(asked) ? asked : firstOpenDate(now);
  const slots = useSlots(date);
  const bookings = useMyBookings(user !== null);
  const createBooking = useCreateBooking();
  const cancelBooking = useCancelBooking();

  const view = (
    <BookingView
      date={date}
      onDateChange={(next) =>
        setParams(
          (current) => {
            const merged = new URLSearchParams(current);
            merged.set('date', next);
            return merged;
          },
          { replace: true },
        )
      }
      slots={slots.data?.data}
      slotsFailed={slots.error !== undefined}
      onRetrySlots={() => void slots.mutate()}
      member={user !== null}
      bookings={user ? bookings.data?.data : undefined}
      onBook={async ({ note, ...booking }) => {
        const result = await createBooking({ ...booking, ...(note !== null && { note }) });
        return result.ok ? undefined : failure(result, BOOKING_MESSAGES.bookFailed);
      }}
      onCancel={async (id) => {
        const result = await cancelBooking(id);
        return result.ok ? undefined : failure(result, BOOKING_MESSAGES.cancelFailed);
      }}
      loginTo={loginThenBackTo(pathTo('booking'))}
    />
  );
  if (user?.role !== 'admin') return view;
  return (
    <>
      {view}
      <Suspense fallback={null}>
        <OwnerBookings />
      </Suspense>
    </>
  );
}
