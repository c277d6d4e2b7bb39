import { formatBookingDate, isSlotStart, slotAt, slotEnd } from './booking.ts';

/**
 * The booking's mails and links (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and
 * links"): the confirmation to the member and to the owner (the administrators), the reminder
 * one day before, the cancel and reschedule mails, and the texts of the screen a mail's link
 * opens. Times are Asia/Taipei and say so.
 */

/** How long before its start a booking's reminder goes out (booked later: the confirmation only). */
export const BOOKING_REMINDER_BEFORE_MS = 24 * 3_600_000;

/** The query parameter of the booking screen that carries a mail's link token. */
export const BOOKING_LINK_PARAM = 'link';

export const BOOKING_LINK_MESSAGES = {
  /** 404: a token that is not one of ours (forged, truncated). */
  invalid: '預約連結無效',
  /** 410: a true link that no longer works (used, cancelled, or the booking has started). */
  expired: '預約連結已失效，預約可能已改期、取消或已開始',
  rescheduled: '預約已改期',
  rescheduleFailed: '改期失敗，請稍後再試',
  loadFailed: '預約載入失敗，請稍後再試',
  heading: '您的預約',
  reschedule: '改期',
  cancel: '取消',
  confirmReschedule: '確定改到這個時段？',
  chooseSlot: '選擇新的時段',
} as const;

/** A booking's slot as a mail says it: `2026年11月25日（三） 13:00–14:00（台北時間）`. */
export function bookingWhen(startsAt: Date): string {
  const { date, start } = slotAt(startsAt);
  const end = isSlotStart(start) ? slotEnd(start) : start;
  return `${date.slice(0, 4)}年${formatBookingDate(date)} ${start}–${end}（台北時間）`;
}

export const BOOKING_MAIL = {
  memberSubject: (topic: string) => `預約確認：${topic}`,
  ownerSubject: (topic: string) => `新預約：${topic}`,
  reminderSubject: (topic: string) => `預約提醒：${topic}`,
  rescheduledSubject: (topic: string) => `預約已改期：${topic}`,
  cancelledSubject: (topic: string) => `預約已取消：${topic}`,
  memberLine: '您的一對一線上諮詢已預約完成。',
  ownerLine: (member: string) => `${member} 預約了一對一線上諮詢。`,
  reminderLine: '提醒您：一對一線上諮詢將在一天內開始。',
  rescheduledLine: '您的一對一線上諮詢已改期。',
  cancelledLine: '這個一對一線上諮詢已取消。',
  when: (startsAt: Date) => `時間：${bookingWhen(startsAt)}`,
  topic: (topic: string) => `主題：${topic}`,
  note: (note: string) => `備註：${note}`,
  calendar: '附件的 booking.ics 可加入行事曆。',
  manage: '改期或取消（連結在預約開始前有效）：',
  rescheduleAction: '改期',
  cancelAction: '取消預約',
} as const;
