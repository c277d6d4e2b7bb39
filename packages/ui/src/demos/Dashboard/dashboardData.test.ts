import { describe, expect, it } from 'vitest';
import {
  SALES_DENOMINATORS,
  campaignStatusColor,
  formatCount,
  percentOf,
  salesCards,
} from './dashboardData';

describe('percentOf', () => {
  it('uses the fixed denominators 7000, 3000 and 2000', () => {
    expect(SALES_DENOMINATORS).toEqual([7000, 3000, 2000]);
    expect(salesCards.map((c) => c.denominator)).toEqual([7000, 3000, 2000]);
    expect(salesCards.map((c) => percentOf(c.value, c.denominator))).toEqual([75, 66, 62]);
  });

  it('rounds to whole percent', () => {
    expect(percentOf(1000, 3000)).toBe(33);
    expect(percentOf(2000, 3000)).toBe(67);
    expect(percentOf(7000, 7000)).toBe(100);
    expect(percentOf(0, 2000)).toBe(0);
    expect(percentOf(1, 200)).toBe(1);
  });

  it('rejects a zero or negative denominator', () => {
    expect(() => percentOf(1, 0)).toThrow(RangeError);
    expect(() => percentOf(1, -5)).toThrow(RangeError);
  });
});

describe('dashboard data', () => {
  it('maps the analytics statuses to success, warning and error', () => {
    expect(campaignStatusColor).toEqual({
      Completed: 'success',
      'On Going': 'warning',
      Failed: 'error',
    });
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
