import { useSearchParams } from 'react-router-dom';
import { BOOKING_ADMIN_MESSAGES as M, readManagedBookingQuery } from '@folio/rules';
import { ManageBookingsView } from '@folio/ui';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
import { useCancelManagedBooking, useManagedBookings } from './ownerHooks';

/**
 * 所有預約, the owner's view of bookings on /booking/booking for administrators (docs/adr/0017
 * "The owner's view of bookings"): loaded apart from the booking screen (BookingPage renders it
 * lazily, for administrators only), its state, first day and page in the URL
 * (`?state=&from=&page=`, beside the screen's `?date=`).
 */
export default function OwnerBookings() {
  const [params, setParams] = useSearchParams();
  const { state, from, page } = readManagedBookingQuery(params);
  const list = useListAnswer(
    useManagedBookings({ state, ...(from && { from }), page }),
    'managed bookings',
  );
  const cancel = useCancelManagedBooking();

  const go = (next: { state?: string; from?: string; page?: number }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        const values = { state, from, ...next, page: next.page ?? 1 };
        for (const [key, value] of Object.entries(values)) {
          const fallback = key === 'state' ? 'upcoming' : key === 'page' ? 1 : '';
          if (value === fallback || value === '') merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );

  return (
    <ManageBookingsView
      bookings={list.data?.data}
      state={state}
      from={from}
      onFiltersChange={go}
      onCancel={async (id, reason) => {
        const result = await cancel(id, reason);
        if (result.ok) return undefined;
        const field = result.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined;
        return { error: field ?? result.message ?? M.cancelFailed };
      }}
      errorMessage={list.error ? M.loadFailed : undefined}
      onReload={list.retry}
      pagination={pagerOf(list.data?.meta, page, (next) => go({ page: next }))}
    />
  );
}
