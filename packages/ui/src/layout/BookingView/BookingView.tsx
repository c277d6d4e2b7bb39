import {
  BOOKING_DAYS_AHEAD,
  BOOKING_MESSAGES,
  bookableDates,
  bookingDetailErrors,
  canBookMore,
  canCancelBooking,
  daySlots,
  formatBookingDate,
  MAX_UPCOMING_BOOKINGS,
  pathTo,
} from '@folio/rules';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Skeleton } from '../../primitives/Skeleton';
import { BookingDetailsFields } from './BookingDetailsFields';
import {
  StyledAside,
  StyledBookingNote,
  StyledBookingView,
  StyledDate,
  StyledDates,
  StyledIntro,
  StyledLogin,
  StyledLoginLink,
  StyledMain,
  StyledMine,
  StyledMineLoading,
  StyledNote,
  StyledSlot,
  StyledSlots,
  StyledStatus,
  StyledTopic,
} from './BookingView.styles';

/** One slot of the chosen day as the server gives it (the contract's `Slot`). */
export interface BookingSlot {
  start: string;
  end: string;
  status: 'open' | 'taken' | 'past';
}

/** One of the member's bookings (the contract's `Booking`). */
export interface BookingItem {
  id: number;
  /** `YYYY-MM-DD`, Asia/Taipei. */
  date: string;
  /** `HH:00`, Asia/Taipei. */
  start: string;
  end: string;
  /** The start as an instant (RFC 3339). */
  starts_at: string;
  /** What it is about (one line). */
  topic: string;
  /** The member's note, if any. */
  note?: string | null;
}

/** What `onBook` sends: the slot and what the booking is about (note null when left empty). */
export interface BookingRequestInput {
  date: string;
  start: string;
  topic: string;
  note: string | null;
}

/** What `onBook` and `onCancel` resolve with: nothing on success, `{ error }` with the message. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type BookingActionResult = { error: string } | undefined | void;

export interface BookingViewProps {
  /** The chosen day, `YYYY-MM-DD` (Asia/Taipei), one of today … today + 14. */
  date: string;
  onDateChange: (date: string) => void;
  /** The day's slots from the server; undefined while they load. */
  slots?: BookingSlot[];
  /** The day's slots could not be loaded: says so, with 重試 calling `onRetrySlots`. */
  slotsFailed?: boolean;
  onRetrySlots?: () => void;
  /** Logged in: members book and cancel; visitors are led to log in. */
  member: boolean;
  /** The member's bookings that have not ended; undefined while they load (or for a visitor). */
  bookings?: BookingItem[];
  /**
   * Books a slot with its topic and note (checked by @folio/rules' `bookingDetailErrors` first);
   * on a taken slot resolve `{ error: '這個時段已被預約，請選擇其他時段' }`.
   */
  onBook: (booking: BookingRequestInput) => Promise<BookingActionResult>;
  /** Cancels one of the member's bookings. */
  onCancel: (id: number) => Promise<BookingActionResult>;
  /** Where the login prompt leads. @default pathTo('loginMember') */
  loginTo?: string;
  /** The clock the rules read (which slots are past, which dates exist). @default new Date() */
  now?: Date;
  className?: string;
}

type Outcome = { kind: 'status' | 'error'; text: string } | null;

/** The step asked to be confirmed: booking a slot or cancelling a booking, and its name. */
type Asking =
  { kind: 'book'; start: string; name: string } | { kind: 'cancel'; id: number; name: string };

const slotName = (date: string, start: string, end: string) =>
  `${formatBookingDate(date)} ${start}–${end}`;

/**
 * The booking system (/booking/booking, docs/requirements.md §2): a one-hour consultation with the
 * site's owner. A date from today to 14 days ahead, the day's seven slots 10:00–17:00 (Asia/Taipei)
 * marked free, taken, past or the member's own; members book and cancel (bookings that have not
 * started), each after a confirmation that names the slot; visitors see the free slots and, beside
 * them (above them on a phone), how to book: a prompt to log in. The rules
 * (next whole hour, at most 3 upcoming bookings) come from @folio/rules; the server has the last
 * word (a slot taken meanwhile answers 409, shown here as its message).
 */
export function BookingView({
  date,
  onDateChange,
  slots,
  slotsFailed = false,
  onRetrySlots,
  member,
  bookings,
  onBook,
  onCancel,
  loginTo = pathTo('loginMember'),
  now = new Date(),
  className,
}: BookingViewProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [details, setDetails] = useState({ topic: '', note: '' });
  const [detailErrors, setDetailErrors] = useState<ReturnType<typeof bookingDetailErrors>>({});
  const dates = bookableDates(now);
  const upcoming = (bookings ?? []).filter((b) => canCancelBooking(new Date(b.starts_at), now));
  const full = !canBookMore(upcoming.length);
  const serverStatus = new Map(slots?.map((slot) => [slot.start, slot.status]));
  const mine = new Set(bookings?.filter((b) => b.date === date).map((b) => b.start));

  async function run(key: string, action: () => Promise<BookingActionResult>, done: string) {
    setBusy(key);
    setOutcome(null);
    try {
      const result = await action();
      setOutcome(
        result?.error ? { kind: 'error', text: result.error } : { kind: 'status', text: done },
      );
    } catch {
      setOutcome({
        kind: 'error',
        text: key.startsWith('cancel')
          ? BOOKING_MESSAGES.cancelFailed
          : BOOKING_MESSAGES.bookFailed,
      });
    } finally {
      setBusy(null);
    }
  }

  function askToBook(start: string, name: string) {
    setDetails({ topic: '', note: '' });
    setDetailErrors({});
    setAsking({ kind: 'book', start, name });
  }

  function confirm() {
    if (!asking) return;
    if (asking.kind === 'book') {
      const errors = bookingDetailErrors(details);
      setDetailErrors(errors);
      if (Object.keys(errors).length > 0) return;
      setAsking(null);
      const { start } = asking;
      const topic = details.topic.trim();
      const note = details.note.trim() === '' ? null : details.note.trim();
      void run(
        `book ${start}`,
        () => onBook({ date, start, topic, note }),
        BOOKING_MESSAGES.booked,
      );
    } else {
      setAsking(null);
      const { id } = asking;
      void run(`cancel ${id}`, () => onCancel(id), BOOKING_MESSAGES.cancelled);
    }
  }

  // A visitor reads how to book before the slots (on a phone it is drawn above them too).
  const aside = (
    <StyledAside>
      {member ? (
        <StyledMine aria-busy={!bookings}>
          <h2>我的預約</h2>
          {!bookings && (
            <StyledMineLoading>
              <p role="status">我的預約載入中</p>
              <Skeleton lines={2} />
            </StyledMineLoading>
          )}
          {bookings && bookings.length === 0 && <p>目前沒有預約。</p>}
          {bookings && bookings.length > 0 && (
            <ul>
              {bookings.map((b) => {
                const name = slotName(b.date, b.start, b.end);
                return (
                  <li key={b.id} aria-label={name}>
                    <span>
                      {formatBookingDate(b.date)}
                      <strong>
                        {b.start}–{b.end}
                      </strong>
                      <StyledTopic>{b.topic}</StyledTopic>
                      {b.note && <StyledBookingNote title={b.note}>{b.note}</StyledBookingNote>}
                    </span>
                    {canCancelBooking(new Date(b.starts_at), now) && (
                      <Button
                        variant="outline"
                        size="small"
                        disabled={busy !== null && busy !== `cancel ${b.id}`}
                        loading={busy === `cancel ${b.id}`}
                        aria-label={`取消 ${name}`}
                        onClick={() => setAsking({ kind: 'cancel', id: b.id, name })}
                      >
                        取消
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </StyledMine>
      ) : (
        <StyledLogin>
          <h2>{BOOKING_MESSAGES.loginToBook}</h2>
          <p>登入後點選可預約的時段，一次最多保留 {MAX_UPCOMING_BOOKINGS} 個預約。</p>
          <StyledLoginLink to={loginTo}>登入</StyledLoginLink>
        </StyledLogin>
      )}
    </StyledAside>
  );

  return (
    <StyledBookingView className={className} data-folio="booking-view" $visitor={!member}>
      <StyledIntro>
        <h1>預約一對一諮詢</h1>
        <p>
          與網站作者進行一小時的線上諮詢：聊聊你的專案、技術選型或合作機會。時段為台北時間
          10:00–17:00，可預約今天起 {BOOKING_DAYS_AHEAD} 天內、下一個整點以後的時段。
        </p>
      </StyledIntro>

      {!member && aside}
      <StyledMain>
        <StyledDates role="radiogroup" aria-label="日期">
          {dates.map((day, i) => (
            <StyledDate key={day}>
              <input
                type="radio"
                name="booking-date"
                value={day}
                checked={day === date}
                onChange={() => {
                  setOutcome(null);
                  onDateChange(day);
                }}
              />
              <span>{i === 0 ? `今天 ${formatBookingDate(day)}` : formatBookingDate(day)}</span>
            </StyledDate>
          ))}
        </StyledDates>

        {slotsFailed && !slots && (
          <StyledNote role="alert" $error>
            {BOOKING_MESSAGES.slotsLoadFailed}{' '}
            {onRetrySlots && (
              <Button variant="outline" size="small" onClick={onRetrySlots}>
                重試
              </Button>
            )}
          </StyledNote>
        )}
        <StyledSlots
          aria-label={`${formatBookingDate(date)}的時段`}
          aria-busy={!slots && !slotsFailed}
        >
          {daySlots(date, now).map(({ start, end, open }) => {
            const status = !open ? 'past' : mine.has(start) ? 'mine' : serverStatus.get(start);
            const name = slotName(date, start, end);
            return (
              <StyledSlot key={start} $status={status ?? 'loading'} aria-label={name}>
                <strong>
                  {start}–{end}
                </strong>
                <StyledStatus>
                  {status === 'past'
                    ? '已過'
                    : status === 'mine'
                      ? '您的預約'
                      : status === 'taken'
                        ? '已被預約'
                        : status === 'open'
                          ? '可預約'
                          : slotsFailed
                            ? '無法載入'
                            : '載入中'}
                </StyledStatus>
                {member && status === 'open' && (
                  <Button
                    size="small"
                    disabled={full || (busy !== null && busy !== `book ${start}`)}
                    loading={busy === `book ${start}`}
                    aria-label={`預約 ${name}`}
                    onClick={() => askToBook(start, name)}
                  >
                    預約
                  </Button>
                )}
              </StyledSlot>
            );
          })}
        </StyledSlots>

        {outcome?.kind === 'status' && <StyledNote role="status">{outcome.text}</StyledNote>}
        {outcome?.kind === 'error' && (
          <StyledNote role="alert" $error>
            {outcome.text}
          </StyledNote>
        )}
        {member && full && (
          <StyledNote>{BOOKING_MESSAGES.limitReached}，取消其中一個即可再預約。</StyledNote>
        )}
      </StyledMain>
      {member && aside}

      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        role="alertdialog"
        title={
          asking?.kind === 'cancel' ? BOOKING_MESSAGES.confirmCancel : BOOKING_MESSAGES.confirmBook
        }
        maxWidth={400}
        actions={
          <>
            <Button variant="outline" onClick={() => setAsking(null)}>
              {asking?.kind === 'cancel' ? '保留預約' : '返回'}
            </Button>
            <Button onClick={confirm}>{asking?.kind === 'cancel' ? '確定取消' : '確定預約'}</Button>
          </>
        }
      >
        {asking?.name}（台北時間）
        {asking?.kind === 'book' && (
          <BookingDetailsFields
            value={details}
            onChange={(next) => {
              // A message stays only until its field is edited (checked again on 確定預約).
              setDetailErrors((errors) => ({
                ...(next.topic === details.topic && { topic: errors.topic }),
                ...(next.note === details.note && { note: errors.note }),
              }));
              setDetails(next);
            }}
            errors={detailErrors}
          />
        )}
      </Dialog>
    </StyledBookingView>
  );
}
