import {
  BOOKING_ADMIN_MESSAGES as M,
  bookingCancelReasonError,
  formatBookingDate,
  type ManagedBookingState,
} from '@folio/rules';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Pagination, type PaginationProps } from '../../primitives/Pagination';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';
import { ToggleButton } from '../../primitives/Button/ToggleButton';
import {
  StyledEmpty,
  StyledMeta,
  StyledNotice,
  StyledRow,
  StyledRowError,
  StyledRowHeader,
} from '../TaskList/TaskList.styles';
import { ListLoadError } from '../TaskList/TaskRow';
import { StyledBookingAdmin, StyledBookingAdminSection } from './ManageBookingsView.styles';
import { StyledFilters } from '../ManageTasksView/ManageTasksView.styles';

/** One booking as the owner sees it (the contract's `ManagedBooking`). */
export interface BookingAdminItem {
  booking: {
    id: number;
    date: string;
    start: string;
    end: string;
    topic: string;
    note: string | null;
  };
  member: { id: number; name: string; email: string };
  state: ManagedBookingState;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** What `onCancel` resolves with: nothing on success, `{ error }` with the message to show. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type BookingCancelResult = { error: string } | undefined | void;

export interface ManageBookingsViewProps {
  /** The bookings of the page shown; undefined while loading. */
  bookings: BookingAdminItem[] | undefined;
  state: ManagedBookingState;
  /** The first Taipei day listed (`YYYY-MM-DD`), '' for every day. */
  from: string;
  onFiltersChange: (next: { state?: ManagedBookingState; from?: string }) => void;
  /** Cancels an upcoming booking with the reason mailed to the member. */
  onCancel: (id: number, reason: string) => Promise<BookingCancelResult>;
  /** The list could not be loaded: this message, with 重試. */
  errorMessage?: string;
  onReload?: () => void;
  pagination?: Omit<PaginationProps, 'label'>;
  className?: string;
}

const STATES: [ManagedBookingState, string][] = [
  ['upcoming', '即將到來'],
  ['cancelled', '已由管理員取消'],
];

/**
 * The owner's view of bookings (docs/adr/0017 "The owner's view of bookings"; anchors: Cal.com,
 * Calendly): every member's upcoming bookings with the member, day and hour in Taipei time, topic
 * and note, a state and first-day filter, and 取消預約 after a confirmation asking the reason the
 * member is mailed. The screen reads (useManagedBookings of @folio/api); this view only shows.
 */
export function ManageBookingsView({
  bookings,
  state,
  from,
  onFiltersChange,
  onCancel,
  errorMessage,
  onReload,
  pagination,
  className,
}: ManageBookingsViewProps) {
  const [confirming, setConfirming] = useState<BookingAdminItem | null>(null);
  const [reason, setReason] = useState('');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const reasonError = bookingCancelReasonError(reason);
  const titleId = useId();

  function ask(item: BookingAdminItem) {
    setConfirming(item);
    setReason('');
    setFailure('');
    setNotice('');
  }

  async function confirmCancel() {
    if (!confirming || reasonError) return;
    setWorking(true);
    try {
      const result = await onCancel(confirming.booking.id, reason.trim());
      if (result?.error) setFailure(result.error);
      else {
        setConfirming(null);
        setNotice(M.cancelled);
      }
    } catch {
      setFailure(M.cancelFailed);
    } finally {
      setWorking(false);
    }
  }

  return (
    <StyledBookingAdminSection
      className={className}
      data-folio="booking-admin"
      aria-labelledby={titleId}
    >
      <StyledBookingAdmin as="div" aria-busy={!bookings}>
        <h2 id={titleId}>所有預約</h2>
        <StyledMeta>日期與時間皆為台北時間（UTC+8）。</StyledMeta>
        <StyledFilters role="group" aria-label="依狀態篩選">
          {STATES.map(([value, label]) => (
            <ToggleButton
              key={value}
              pressed={state === value}
              onClick={() => onFiltersChange({ state: value })}
            >
              {label}
            </ToggleButton>
          ))}
        </StyledFilters>
        <TextField
          label="從這天起（台北時間）"
          type="date"
          value={from}
          onChange={(e) => onFiltersChange({ from: e.target.value })}
        />
        <StyledNotice role="status">{notice}</StyledNotice>
        {errorMessage && <ListLoadError message={errorMessage} onReload={onReload} />}
        {!bookings && !errorMessage && <StyledEmpty>預約載入中…</StyledEmpty>}
        {bookings && bookings.length === 0 && (
          <StyledEmpty>
            {state === 'upcoming' ? '沒有即將到來的預約。' : '沒有取消的預約。'}
          </StyledEmpty>
        )}
        {bookings && bookings.length > 0 && (
          <ul aria-label="所有預約">
            {bookings.map((item) => {
              const { booking, member } = item;
              const when = `${formatBookingDate(booking.date)} ${booking.start}–${booking.end}`;
              return (
                <StyledRow key={booking.id} aria-label={`${when} ${member.name}`}>
                  <StyledRowHeader>
                    <strong>
                      {when}（台北時間）· {booking.topic}
                    </strong>
                    {item.state === 'upcoming' && (
                      <Button
                        variant="outline"
                        size="small"
                        onClick={() => ask(item)}
                        aria-label={`取消預約：${member.name} ${when}`}
                      >
                        取消預約
                      </Button>
                    )}
                  </StyledRowHeader>
                  <StyledMeta>
                    #{booking.id} · {member.name}（{member.email}）
                  </StyledMeta>
                  {booking.note && <StyledMeta>備註：{booking.note}</StyledMeta>}
                  {item.state === 'cancelled' && (
                    <StyledMeta>取消原因：{item.cancel_reason ?? M.noReason}</StyledMeta>
                  )}
                </StyledRow>
              );
            })}
          </ul>
        )}
      </StyledBookingAdmin>
      {pagination && <Pagination {...pagination} label="所有預約分頁" />}

      <Dialog
        open={confirming !== null}
        onClose={() => !working && setConfirming(null)}
        role="alertdialog"
        title={M.confirmCancel}
        maxWidth={440}
        actions={
          <>
            <Button variant="outline" disabled={working} onClick={() => setConfirming(null)}>
              保留預約
            </Button>
            <Button
              loading={working}
              disabled={reasonError !== undefined}
              onClick={() => void confirmCancel()}
            >
              確定取消
            </Button>
          </>
        }
      >
        {confirming && (
          <p>
            {formatBookingDate(confirming.booking.date)} {confirming.booking.start}–
            {confirming.booking.end}（台北時間）· {confirming.member.name}
          </p>
        )}
        <Textarea
          label="取消原因（選填，會寄給會員）"
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
        {failure && <StyledRowError role="alert">{failure}</StyledRowError>}
      </Dialog>
    </StyledBookingAdminSection>
  );
}
