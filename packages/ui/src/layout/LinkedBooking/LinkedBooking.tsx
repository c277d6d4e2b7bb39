import {
  BOOKING_LINK_MESSAGES as L,
  BOOKING_MESSAGES,
  bookableDates,
  daySlots,
  formatBookingDate,
  pathTo,
} from '@folio/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Skeleton } from '../../primitives/Skeleton';
import type { BookingActionResult, BookingItem, BookingSlot } from '../BookingView/BookingView';
import {
  StyledActions,
  StyledCard,
  StyledLinkedBooking,
  StyledNote,
  StyledPicker,
  StyledSlotList,
} from './LinkedBooking.styles';

export interface LinkedBookingProps {
  /** The booking the mail's link names; undefined while it loads. */
  booking?: BookingItem;
  /** Why the link does not work (the server's 404 or 410 message): shown instead. */
  refused?: string;
  /** It could not be loaded (network, 5xx): says so, with 重試 calling `onRetry`. */
  failed?: boolean;
  onRetry?: () => void;
  /** The day offered for the new time (`YYYY-MM-DD`, Taipei) and its slots (undefined: loading). */
  date: string;
  onDateChange: (date: string) => void;
  slots?: BookingSlot[];
  /** Cancels the linked booking (after 確定取消). */
  onCancel: () => Promise<BookingActionResult>;
  /** Moves it to the chosen slot (after 確定改到這個時段？). */
  onReschedule: (slot: { date: string; start: string }) => Promise<BookingActionResult>;
  /** Open the cancel confirmation at once (the mail's 取消預約 link). */
  askCancel?: boolean;
  /** The clock the rules read. @default new Date() */
  now?: Date;
  className?: string;
}

type Asking = { kind: 'cancel' } | { kind: 'move'; start: string; end: string } | null;
type Outcome = { kind: 'status' | 'error'; text: string } | null;

/**
 * The booking a mail's link opens on /booking/booking?link=… (docs/adr/0017 "Mails, reminder and
 * links"), no login needed: its time (Asia/Taipei), topic and note, with 改期 (pick another free
 * slot of the next 14 days, confirmed) and 取消 (confirmed, as on the booking screen). A void
 * link shows the server's words and a way to book again.
 */
export function LinkedBooking({
  booking,
  refused,
  failed = false,
  onRetry,
  date,
  onDateChange,
  slots,
  onCancel,
  onReschedule,
  askCancel = false,
  now = new Date(),
  className,
}: LinkedBookingProps) {
  const [asking, setAsking] = useState<Asking>(askCancel ? { kind: 'cancel' } : null);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cancelled, setCancelled] = useState(false);

  async function run(action: () => Promise<BookingActionResult>, done: string, fallback: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await action();
      if (result?.error) setOutcome({ kind: 'error', text: result.error });
      else {
        setOutcome({ kind: 'status', text: done });
        setMoving(false);
        if (done === BOOKING_MESSAGES.cancelled) setCancelled(true);
      }
    } catch {
      setOutcome({ kind: 'error', text: fallback });
    } finally {
      setBusy(false);
    }
  }

  function confirm() {
    const current = asking;
    setAsking(null);
    if (current?.kind === 'cancel')
      void run(onCancel, BOOKING_MESSAGES.cancelled, BOOKING_MESSAGES.cancelFailed);
    if (current?.kind === 'move')
      void run(
        () => onReschedule({ date, start: current.start }),
        L.rescheduled,
        L.rescheduleFailed,
      );
  }

  const status = new Map(slots?.map((slot) => [slot.start, slot.status]));
  const note = outcome && (
    <StyledNote
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      $error={outcome.kind === 'error'}
    >
      {outcome.text}
    </StyledNote>
  );
  const bookAgain = <Link to={pathTo('booking')}>預約其他時段</Link>;

  return (
    <StyledLinkedBooking
      className={className}
      data-folio="linked-booking"
      aria-busy={!booking && !refused && !failed}
    >
      <h1>{L.heading}</h1>
      {refused && !cancelled && (
        <>
          <StyledNote role="alert" $error>
            {refused}
          </StyledNote>
          {bookAgain}
        </>
      )}
      {failed && !refused && (
        <StyledNote role="alert" $error>
          {L.loadFailed}{' '}
          {onRetry && (
            <Button variant="outline" size="small" onClick={onRetry}>
              重試
            </Button>
          )}
        </StyledNote>
      )}
      {!booking && !refused && !failed && <Skeleton lines={3} />}
      {cancelled && (
        <>
          {note}
          {bookAgain}
        </>
      )}
      {booking && !cancelled && (
        <>
          <StyledCard aria-label={L.heading}>
            <dl>
              <dt>時間</dt>
              <dd>
                {formatBookingDate(booking.date)} {booking.start}–{booking.end}（台北時間）
              </dd>
              <dt>主題</dt>
              <dd>{booking.topic}</dd>
              {booking.note && (
                <>
                  <dt>備註</dt>
                  <dd>{booking.note}</dd>
                </>
              )}
            </dl>
            <StyledActions>
              <Button
                variant="outline"
                disabled={busy}
                aria-expanded={moving}
                onClick={() => {
                  setOutcome(null);
                  setMoving((open) => !open);
                }}
              >
                {L.reschedule}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => setAsking({ kind: 'cancel' })}
              >
                {L.cancel}
              </Button>
            </StyledActions>
          </StyledCard>
          {note}
          {moving && (
            <StyledPicker>
              <legend>{L.chooseSlot}</legend>
              <label>
                日期
                <select value={date} onChange={(event) => onDateChange(event.target.value)}>
                  {bookableDates(now).map((day) => (
                    <option key={day} value={day}>
                      {formatBookingDate(day)}
                    </option>
                  ))}
                </select>
              </label>
              <StyledSlotList
                aria-label={`${formatBookingDate(date)}可改的時段`}
                aria-busy={!slots}
              >
                {daySlots(date, now).map(({ start, end, open }) => {
                  const free = open && status.get(start) === 'open';
                  const current = booking.date === date && booking.start === start;
                  return (
                    <li key={start}>
                      <Button
                        size="small"
                        variant={free ? 'solid' : 'outline'}
                        disabled={!free || current || busy}
                        aria-label={`改到 ${formatBookingDate(date)} ${start}–${end}`}
                        onClick={() => setAsking({ kind: 'move', start, end })}
                      >
                        {start}
                      </Button>
                    </li>
                  );
                })}
              </StyledSlotList>
            </StyledPicker>
          )}
        </>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        role="alertdialog"
        title={asking?.kind === 'move' ? L.confirmReschedule : BOOKING_MESSAGES.confirmCancel}
        maxWidth={400}
        actions={
          <>
            <Button variant="outline" onClick={() => setAsking(null)}>
              {asking?.kind === 'move' ? '返回' : '保留預約'}
            </Button>
            <Button onClick={confirm}>{asking?.kind === 'move' ? '確定改期' : '確定取消'}</Button>
          </>
        }
      >
        {asking?.kind === 'move'
          ? `${formatBookingDate(date)} ${asking.start}–${asking.end}（台北時間）`
          : booking &&
            `${formatBookingDate(booking.date)} ${booking.start}–${booking.end}（台北時間）`}
      </Dialog>
    </StyledLinkedBooking>
  );
}
