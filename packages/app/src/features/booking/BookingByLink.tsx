import { useSearchParams } from 'react-router-dom';
import { BOOKING_LINK_MESSAGES, BOOKING_LINK_PARAM, bookableDates } from '@folio/rules';
import { LinkedBooking } from '@folio/ui';
import type { MutationFailure } from '@folio/api';
import {
  useCancelLinkedBooking,
  useLinkedBooking,
  useRescheduleLinkedBooking,
  useSlots,
} from './hooks';

/** The message of a refused write: the server's field message, its message, or the fallback. */
function failure(result: MutationFailure): { error: string } | undefined {
  const field = result.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined;
  const error = field ?? result.message;
  return error ? { error } : undefined;
}

/**
 * /booking/booking?link=TOKEN (docs/adr/0017 "Mails, reminder and links"): the booking a mail's
 * link names, with 改期 and 取消, no login needed. A reschedule puts the new link (the old one is
 * void) in the URL, so a reload still shows the booking; the day offered for a new time is the
 * URL's `date`, else the booking's own.
 */
export default function BookingByLink({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const linked = useLinkedBooking(token);
  const cancel = useCancelLinkedBooking();
  const reschedule = useRescheduleLinkedBooking();
  const booking = linked.data?.data;
  const asked = params.get('date');
  const date = asked && bookableDates(new Date()).includes(asked) ? asked : (booking?.date ?? null);
  const slots = useSlots(date);
  // `error` is the answer's body: the 404's and 410's words say the link is void; anything else
  // (a network failure, a 503) is a failure to load, shown with 重試.
  const message: unknown = linked.error && 'message' in linked.error ? linked.error.message : null;
  const refused = [BOOKING_LINK_MESSAGES.invalid, BOOKING_LINK_MESSAGES.expired].find(
    (text) => text === message,
  );

  return (
    <LinkedBooking
      booking={booking}
      refused={refused}
      failed={linked.error !== undefined && refused === undefined}
      onRetry={() => void linked.mutate()}
      date={date ?? ''}
      onDateChange={(next) => {
        const query = new URLSearchParams(params);
        query.set('date', next);
        setParams(query, { replace: true });
      }}
      slots={slots.data?.data}
      askCancel={params.get('action') === 'cancel'}
      onCancel={async () => {
        const result = await cancel(token);
        return result.ok ? undefined : failure(result);
      }}
      onReschedule={async (slot) => {
        const result = await reschedule(token, slot);
        if (!result.ok) return failure(result);
        setParams({ [BOOKING_LINK_PARAM]: result.data.link }, { replace: true });
        return undefined;
      }}
    />
  );
}
