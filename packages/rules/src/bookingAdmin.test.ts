import { describe, expect, it } from 'vitest';
import {
  BOOKING_ADMIN_MESSAGES as MESSAGES,
  bookingCancelReasonError,
  readManagedBookingQuery,
} from './bookingAdmin.ts';

describe("the owner's cancel reason", () => {
  it('takes none, line breaks, and 200 characters once trimmed', () => {
    expect(bookingCancelReasonError(undefined)).toBeUndefined();
    expect(bookingCancelReasonError('當天有事\n請改約')).toBeUndefined();
    expect(bookingCancelReasonError(` ${'字'.repeat(200)} `)).toBeUndefined();
    expect(bookingCancelReasonError('😀'.repeat(200))).toBeUndefined();
  });

  it('refuses 201 characters and control characters', () => {
    expect(bookingCancelReasonError('字'.repeat(201))).toBe(MESSAGES.reasonTooLong);
    expect(bookingCancelReasonError('有事\u0007')).toBe(MESSAGES.controlCharacter);
  });
});

describe("the owner's list in the URL", () => {
  it('reads state, from and page, anything else as the default', () => {
    const read = (query: string) => readManagedBookingQuery(new URLSearchParams(query));
    expect(read('')).toEqual({ state: 'upcoming', from: '', page: 1 });
    expect(read('state=cancelled&from=2026-11-28&page=3')).toEqual({
      state: 'cancelled',
      from: '2026-11-28',
      page: 3,
    });
    expect(read('state=lost&from=2026-02-30&page=0')).toEqual({
      state: 'upcoming',
      from: '',
      page: 1,
    });
  });
});
