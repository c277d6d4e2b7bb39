import { BOOKING_MESSAGES, isDate } from './booking.ts';
import { CONTROL_CHARACTER_MESSAGE } from './text.ts';

/**
 * The owner's view of bookings (docs/requirements.md §2 "Booking system", docs/adr/0017 "The
 * owner's view of bookings"): an administrator lists every member's upcoming bookings, or the ones
 * an administrator cancelled, and cancels an upcoming one with an optional reason told to the
 * member by mail. One source for the contract, the server and the screen.
 */

/** The states the owner's list filters by: not started yet, or cancelled by an administrator. */
export const MANAGED_BOOKING_STATES = ['upcoming', 'cancelled'] as const;
export type ManagedBookingState = (typeof MANAGED_BOOKING_STATES)[number];

/** Rows a page of the owner's list holds. */
export const MANAGED_BOOKINGS_PER_PAGE = 20;

/** A cancel's reason holds at most this many characters (code points) once trimmed. */
export const BOOKING_CANCEL_REASON_MAX_LENGTH = 200;

export const BOOKING_ADMIN_MESSAGES = {
  adminOnly: '只有管理員可以查看所有預約',
  stateInvalid: '狀態須為 upcoming 或 cancelled',
  fromInvalid: BOOKING_MESSAGES.dateFormat,
  pageInvalid: '頁碼須為正整數',
  reasonTooLong: `原因不可超過 ${BOOKING_CANCEL_REASON_MAX_LENGTH} 個字`,
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  notFound: BOOKING_MESSAGES.notFound,
  alreadyStarted: BOOKING_MESSAGES.alreadyStarted,
  alreadyCancelled: '這個預約已經取消',
  cancelled: BOOKING_MESSAGES.cancelled,
  cancelFailed: BOOKING_MESSAGES.cancelFailed,
  loadFailed: '預約載入失敗，請稍後再試',
  confirmCancel: '確定取消這位會員的預約？',
  /** The line the member's mail and 我的預約 give for a cancel without a reason. */
  noReason: '（未說明原因）',
} as const;

/** A reason may break lines (and hold tabs): the other control characters are refused. */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const REASON_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** The message a cancel's reason breaks (trimmed first), or undefined when it may be sent. */
export function bookingCancelReasonError(reason: string | null | undefined): string | undefined {
  const text = reason?.trim() ?? '';
  if (REASON_CONTROL.test(text)) return BOOKING_ADMIN_MESSAGES.controlCharacter;
  if ([...text].length > BOOKING_CANCEL_REASON_MAX_LENGTH)
    return BOOKING_ADMIN_MESSAGES.reasonTooLong;
  return undefined;
}

/** The owner's list filters as the URL holds them; anything unknown reads as the default. */
export interface ManagedBookingQuery {
  state: ManagedBookingState;
  /** The first Taipei day listed (`YYYY-MM-DD`), or '' for every day. */
  from: string;
  page: number;
}

/** Reads `?state=&from=&page=` as the owner's view keeps them in the URL. */
export function readManagedBookingQuery(params: URLSearchParams): ManagedBookingQuery {
  const state = params.get('state');
  const from = params.get('from') ?? '';
  const page = Number(params.get('page'));
  return {
    state: state === 'cancelled' ? 'cancelled' : 'upcoming',
    from: isDate(from) ? from : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
