import type { KnowledgeEntry } from './faq.ts';

/**
 * The booking system's rules (docs/requirements.md §2 "Booking system", §5 "Booking", §9): what a
 * slot is, which ones may be booked at a given moment, and the messages users see. Pure: every
 * function takes `now` instead of reading a clock, and none depends on the host's time zone.
 */

/**
 * Slots are wall-clock times in Taipei, whatever the server's or the browser's zone; Taipei is
 * UTC+8 all year (Taiwan has kept no daylight saving time since 1979).
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The first slot starts at 10:00, the last ends at 17:00: seven one-hour slots a day. */
export const FIRST_SLOT_HOUR = 10;
export const LAST_SLOT_END_HOUR = 17;
/** Length of one slot (a one-hour consultation). */
export const SLOT_MINUTES = 60;
/** Dates from today up to this many days ahead may be booked (today + 14). */
export const BOOKING_DAYS_AHEAD = 14;
/** A member holds at most this many bookings that have not started yet. */
export const MAX_UPCOMING_BOOKINGS = 3;

/** The texts of the booking screens and the API's answers, exactly as users see them. */
export const BOOKING_MESSAGES = {
  dateRequired: '請選擇日期',
  dateFormat: '日期格式須為 YYYY-MM-DD',
  dateInPast: '日期不可早於今天',
  dateTooFar: `只能預約 ${BOOKING_DAYS_AHEAD} 天內的時段`,
  startRequired: '請選擇時段',
  startNotSlot: `時段須為 ${FIRST_SLOT_HOUR}:00 至 ${LAST_SLOT_END_HOUR - 1}:00 的整點`,
  startPast: '這個時段已經過去，請選擇下一個整點以後的時段',
  slotTaken: '這個時段已被預約，請選擇其他時段',
  limitReached: `最多只能保留 ${MAX_UPCOMING_BOOKINGS} 個尚未開始的預約`,
  notFound: '找不到這個預約',
  notOwner: '只能取消自己的預約',
  alreadyStarted: '預約已開始或已結束，無法取消',
  booked: '預約完成',
  cancelled: '預約已取消',
  bookFailed: '預約失敗，請稍後再試',
  cancelFailed: '取消失敗，請稍後再試',
  slotsLoadFailed: '時段載入失敗，請稍後再試',
  loginToBook: '登入會員後即可預約',
  confirmBook: '確定預約這個時段？',
  confirmCancel: '確定取消這個預約？',
} as const;

/** A date as `YYYY-MM-DD` and a slot start as `HH:00`, both Taipei wall-clock. */
export interface SlotInput {
  date: string;
  start: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const START = /^(\d{2}):00$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Taipei wall clock of `instant` as UTC fields of a shifted Date (never the host's zone). */
const taipeiClock = (instant: Date) => new Date(instant.getTime() + TAIPEI_OFFSET_MS);

const dateText = (clock: Date) =>
  `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;

/** Today's date in Taipei, `YYYY-MM-DD`. */
export function taipeiToday(now: Date): string {
  return dateText(taipeiClock(now));
}

/** `date` plus `days` calendar days, `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const [, y, m, d] = DATE.exec(date) ?? [];
  return dateText(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)));
}

/** True when `date` is `YYYY-MM-DD` and a real calendar date. */
export function isDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return (
    parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d
  );
}

/** The dates that may be booked at `now`: today (Taipei) and the next 14 days. */
export function bookableDates(now: Date): string[] {
  const today = taipeiToday(now);
  return Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

/** Every slot start of a day, FIRST_SLOT_HOUR to LAST_SLOT_END_HOUR - 1 on the hour. */
export const SLOT_STARTS = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type SlotStart = (typeof SLOT_STARTS)[number];

/** Every slot end of a day: each start's next hour. */
export const SLOT_ENDS = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;
export type SlotEnd = (typeof SLOT_ENDS)[number];

/** The end of the slot that starts at `start`, one hour later. */
export const slotEnd = (start: SlotStart): SlotEnd =>
  // SLOT_ENDS holds, at each index, the end of SLOT_STARTS' start there (the rules' test says so).
  SLOT_ENDS[SLOT_STARTS.indexOf(start)] as SlotEnd;

/** True when `start` is one of SLOT_STARTS. */
export function isSlotStart(start: string): start is SlotStart {
  return (SLOT_STARTS as readonly string[]).includes(start); // widened to look up any string
}

/** The instant a slot starts (its Taipei wall clock converted to UTC). */
export function slotInstant({ date, start }: SlotInput): Date {
  const [, y, m, d] = (DATE.exec(date) ?? []).map(Number) as [number, number, number, number];
  const hour = Number(START.exec(start)?.[1]);
  return new Date(Date.UTC(y, m - 1, d, hour) - TAIPEI_OFFSET_MS);
}

/** The slot that starts at `instant`, in Taipei wall clock. */
export function slotAt(instant: Date): SlotInput {
  const clock = taipeiClock(instant);
  return { date: dateText(clock), start: `${pad(clock.getUTCHours())}:00` };
}

/** The next whole hour after `now` (at 09:00:00 exactly it is 10:00): the earliest start offered. */
export function nextWholeHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}

/** The first message `input` breaks, per field (`date`, `start`); empty when the slot may be booked at `now`. */
export function bookingErrors(input: Partial<SlotInput>, now: Date): Partial<SlotInput> {
  const errors: Partial<SlotInput> = {};
  const date = input.date?.trim() ?? '';
  const start = input.start?.trim() ?? '';
  const today = taipeiToday(now);
  if (date === '') errors.date = BOOKING_MESSAGES.dateRequired;
  else if (!isDate(date)) errors.date = BOOKING_MESSAGES.dateFormat;
  else if (date < today) errors.date = BOOKING_MESSAGES.dateInPast;
  else if (date > addDays(today, BOOKING_DAYS_AHEAD)) errors.date = BOOKING_MESSAGES.dateTooFar;

  if (start === '') errors.start = BOOKING_MESSAGES.startRequired;
  else if (!isSlotStart(start)) errors.start = BOOKING_MESSAGES.startNotSlot;
  else if (!errors.date && slotInstant({ date, start }) < nextWholeHour(now))
    errors.start = BOOKING_MESSAGES.startPast;
  return errors;
}

/** One slot of a day as the screen shows it. */
interface DaySlot {
  start: SlotStart;
  /** Ends one hour later, `HH:00`. */
  end: SlotEnd;
  /** False when it starts before the next whole hour after `now`. */
  open: boolean;
}

/** The seven slots of `date` at `now`, each marked open or not (taken slots are the server's to say). */
export function daySlots(date: string, now: Date): DaySlot[] {
  const earliest = nextWholeHour(now);
  return SLOT_STARTS.map((start) => ({
    start,
    end: slotEnd(start),
    open: isDate(date) && slotInstant({ date, start }) >= earliest,
  }));
}

/**
 * The day the booking screen opens on at `now`: today while one of its slots is still open, else
 * the next bookable day that has one (after 16:00 Taipei, tomorrow).
 */
export function firstOpenDate(now: Date): string {
  const dates = bookableDates(now);
  return dates.find((date) => daySlots(date, now).some((slot) => slot.open)) ?? dates[0] ?? '';
}

/** True while a booking starting at `startsAt` may still be cancelled (it has not started). */
export function canCancelBooking(startsAt: Date, now: Date): boolean {
  return now < startsAt;
}

/** True when a member holding `upcoming` bookings that have not started may book another. */
export function canBookMore(upcoming: number): boolean {
  return upcoming < MAX_UPCOMING_BOOKINGS;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** A date as the screens write it: `11月25日（三）`. */
export function formatBookingDate(date: string): string {
  const [, , m, d] = (DATE.exec(date) ?? []).map(Number);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${m}月${d}日（${WEEKDAYS[weekday]}）`;
}

/**
 * The booking rules as the chat's assistant tells them (docs/adr/0032-live-chat.md), written
 * from the constants above so that a changed rule changes the answer too.
 */
export const BOOKING_FACTS: readonly KnowledgeEntry[] = [
  {
    id: 'slots',
    question: '可以預約哪些時段？',
    answer: `諮詢一次 ${SLOT_MINUTES} 分鐘，每天 ${FIRST_SLOT_HOUR}:00 至 ${LAST_SLOT_END_HOUR}:00（台北時間）共 ${SLOT_STARTS.length} 個時段，可以預約今天起 ${BOOKING_DAYS_AHEAD} 天內、下一個整點以後的時段。`,
    keywords: ['預約', '時段', '諮詢', '幾點', '時間', '哪天', '營業', 'booking'],
  },
  {
    id: 'limit',
    question: '最多可以預約幾個時段？',
    answer: `每位會員最多保留 ${MAX_UPCOMING_BOOKINGS} 個尚未開始的預約；已開始或取消的預約不算在內。`,
    keywords: ['預約', '幾個', '上限', '最多', '多個', '再預約'],
  },
  {
    id: 'cancel',
    question: '預約可以取消嗎？',
    answer: '預約開始前都可以在「預約諮詢」頁面取消，取消後時段會重新開放給其他人。',
    keywords: ['取消預約', '取消', '不能去', '改時間', '改期'],
  },
  {
    id: 'how',
    question: '要怎麼預約諮詢？',
    answer:
      '登入會員後到「預約諮詢」頁面，選擇日期與空的時段按下預約即可，完成後會顯示「預約完成」。',
    keywords: ['怎麼預約', '如何預約', '預約', '諮詢', '登入', '會員'],
  },
];
