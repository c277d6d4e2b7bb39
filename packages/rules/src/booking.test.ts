import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  BOOKING_MESSAGES as M,
  bookableDates,
  firstOpenDate,
  bookingErrors,
  canBookMore,
  canCancelBooking,
  daySlots,
  FIRST_SLOT_HOUR,
  LAST_SLOT_END_HOUR,
  formatBookingDate,
  isDate,
  nextWholeHour,
  SLOT_ENDS,
  SLOT_STARTS,
  slotEnd,
  slotAt,
  slotInstant,
  taipeiToday,
} from './booking.ts';

/** An instant written with its offset, so the test reads as Taipei or UTC wall clock. */
const at = (text: string) => new Date(text);

// The host's zone must not matter: every case runs under zones on both sides of Taipei, one
// across the date line and one with daylight saving time.
const ZONES = [
  'UTC',
  'Asia/Taipei',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

describe.each(ZONES)('booking rules with TZ=%s', (zone) => {
  beforeAll(() => {
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('runs in that zone (the case is not vacuous)', () => {
    const offset = at('2026-07-01T00:00:00Z').getTimezoneOffset();
    const expected: Record<string, number> = {
      UTC: 0,
      'Asia/Taipei': -480,
      'America/Los_Angeles': 420,
      'Pacific/Kiritimati': -840,
      'Pacific/Pago_Pago': 660,
    };
    expect(offset).toBe(expected[zone]);
  });

  it("takes today's date from Taipei: 23:30 UTC is already the next day there", () => {
    expect(taipeiToday(at('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(taipeiToday(at('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(taipeiToday(at('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('offers today and the next 14 days, across a month and a year end', () => {
    const dates = bookableDates(at('2026-12-25T02:00:00+08:00'));
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-12-25');
    expect(dates[7]).toBe('2027-01-01');
    expect(dates[14]).toBe('2027-01-08');
  });

  it("opens on today while a slot is left, after the day's last slot on tomorrow", () => {
    expect(firstOpenDate(at('2026-11-25T15:59:59+08:00'))).toBe('2026-11-25');
    expect(firstOpenDate(at('2026-11-25T16:00:00+08:00'))).toBe('2026-11-26');
    expect(firstOpenDate(at('2026-11-25T23:30:00+08:00'))).toBe('2026-11-26');
    expect(firstOpenDate(at('2026-11-25T00:10:00+08:00'))).toBe('2026-11-25');
  });

  it('places a slot at its Taipei hour, whatever the zone', () => {
    expect(slotInstant({ date: '2026-11-25', start: '10:00' }).toISOString()).toBe(
      '2026-11-25T02:00:00.000Z',
    );
    expect(slotAt(at('2026-11-25T08:00:00Z'))).toEqual({ date: '2026-11-25', start: '16:00' });
    // Los Angeles changes to daylight saving time on 2027-03-14; Taipei does not move.
    expect(slotInstant({ date: '2027-03-14', start: '10:00' }).toISOString()).toBe(
      '2027-03-14T02:00:00.000Z',
    );
  });

  it('starts from the next whole hour: at 10:00 sharp the first slot is 11:00', () => {
    expect(nextWholeHour(at('2026-11-25T09:59:59+08:00')).toISOString()).toBe(
      at('2026-11-25T10:00:00+08:00').toISOString(),
    );
    expect(nextWholeHour(at('2026-11-25T10:00:00+08:00')).toISOString()).toBe(
      at('2026-11-25T11:00:00+08:00').toISOString(),
    );
    const slots = daySlots('2026-11-25', at('2026-11-25T10:00:00+08:00'));
    expect(slots.map((s) => s.start)).toEqual(SLOT_STARTS);
    expect(slots.filter((s) => s.open).map((s) => s.start)).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slots[6]).toEqual({ start: '16:00', end: '17:00', open: true });
  });

  it('has seven one-hour slots from 10:00 to 17:00, all open on a later day, none after 16:00', () => {
    const hours = Array.from({ length: LAST_SLOT_END_HOUR - FIRST_SLOT_HOUR }, (_, i) =>
      `${FIRST_SLOT_HOUR + i}:00`.padStart(5, '0'),
    );
    expect(SLOT_STARTS).toEqual(hours);
    expect(hours).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(daySlots('2026-11-26', at('2026-11-25T23:59:00+08:00')).every((s) => s.open)).toBe(true);
    expect(daySlots('2026-11-25', at('2026-11-25T16:00:00+08:00')).some((s) => s.open)).toBe(false);
  });

  it('accepts a valid slot and names the first broken rule of each field', () => {
    const now = at('2026-11-25T10:20:00+08:00');
    expect(bookingErrors({ date: '2026-11-25', start: '11:00' }, now)).toEqual({});
    expect(bookingErrors({ date: '2026-12-09', start: '16:00' }, now)).toEqual({});
    expect(bookingErrors({}, now)).toEqual({ date: M.dateRequired, start: M.startRequired });
    expect(bookingErrors({ date: '  ', start: '' }, now)).toEqual({
      date: M.dateRequired,
      start: M.startRequired,
    });
    expect(bookingErrors({ date: '2026/11/25', start: '11:00' }, now).date).toBe(M.dateFormat);
    expect(bookingErrors({ date: '2026-02-30', start: '11:00' }, now).date).toBe(M.dateFormat);
    expect(bookingErrors({ date: '2026-11-24', start: '11:00' }, now).date).toBe(M.dateInPast);
    expect(bookingErrors({ date: '2026-12-10', start: '11:00' }, now).date).toBe(M.dateTooFar);
    expect(bookingErrors({ date: '2026-11-26', start: '09:00' }, now).start).toBe(M.startNotSlot);
    expect(bookingErrors({ date: '2026-11-26', start: '17:00' }, now).start).toBe(M.startNotSlot);
    expect(bookingErrors({ date: '2026-11-26', start: '10:30' }, now).start).toBe(M.startNotSlot);
    expect(bookingErrors({ date: '2026-11-25', start: '10:00' }, now)).toEqual({
      start: M.startPast,
    });
  });

  it('moves to the next day at Taipei midnight, while it is still the day before in UTC', () => {
    // 2026-11-25 23:30 in Taipei: tomorrow's 10:00 is open, the 15th day is too far.
    const evening = at('2026-11-25T15:30:00Z');
    expect(bookingErrors({ date: '2026-11-25', start: '16:00' }, evening).start).toBe(M.startPast);
    expect(bookingErrors({ date: '2026-11-26', start: '10:00' }, evening)).toEqual({});
    expect(bookingErrors({ date: '2026-12-10', start: '10:00' }, evening).date).toBe(M.dateTooFar);
    // 00:30 on the 26th in Taipei, 16:30 on the 25th in UTC: the 25th is past, the 10th of December open.
    const night = at('2026-11-25T16:30:00Z');
    expect(bookingErrors({ date: '2026-11-25', start: '16:00' }, night).date).toBe(M.dateInPast);
    expect(bookingErrors({ date: '2026-12-10', start: '10:00' }, night)).toEqual({});
  });

  it('checks real dates and adds days across leap years', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2027-02-29')).toBe(false);
    expect(isDate('2027-13-01')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('writes dates with the weekday', () => {
    expect(formatBookingDate('2026-11-25')).toBe('11月25日（三）');
    expect(formatBookingDate('2027-01-03')).toBe('1月3日（日）');
  });
});

describe('booking limits', () => {
  it('allows three upcoming bookings per member', () => {
    expect(canBookMore(0)).toBe(true);
    expect(canBookMore(2)).toBe(true);
    expect(canBookMore(3)).toBe(false);
  });

  it('allows a cancel until the slot starts', () => {
    const start = at('2026-11-25T11:00:00+08:00');
    expect(canCancelBooking(start, at('2026-11-25T10:59:59+08:00'))).toBe(true);
    expect(canCancelBooking(start, at('2026-11-25T11:00:00+08:00'))).toBe(false);
  });

  it('words the limits with their numbers', () => {
    expect(M.dateTooFar).toBe('只能預約 14 天內的時段');
    expect(M.startNotSlot).toBe('時段須為 10:00 至 16:00 的整點');
    expect(M.limitReached).toBe('最多只能保留 3 個尚未開始的預約');
  });
});

describe('slot ends', () => {
  it('end each slot one hour after its start', () => {
    expect(SLOT_STARTS.map(slotEnd)).toEqual(
      SLOT_STARTS.map((start) => `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    );
    expect(SLOT_ENDS).toHaveLength(SLOT_STARTS.length);
  });
});
