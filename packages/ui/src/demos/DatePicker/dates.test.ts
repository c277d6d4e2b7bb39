import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToYearMonth,
  daysInMonth,
  formatLongDate,
  formatYearMonth,
  monthWeeks,
  parseIsoDate,
  parseYearMonth,
  weekdayOf,
} from './dates';

describe('dates', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 12)).toBe(31);
    expect(daysInMonth(2024, 4)).toBe(30);
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => parseIsoDate('2024-2-1')).toThrow(RangeError);
    expect(() => parseIsoDate('2024-02-30')).toThrow(RangeError);
    expect(() => parseYearMonth('2024-13')).toThrow(RangeError);
    expect(parseYearMonth('2024-05')).toEqual({ year: 2024, month: 5 });
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-05-20', -7)).toBe('2024-05-13');
  });

  it('adds months, clamping the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-15');
    expect(addMonths('2024-05-20', 12)).toBe('2025-05-20');
    expect(addMonthsToYearMonth('2024-12', 1)).toBe('2025-01');
    expect(addMonthsToYearMonth('2024-01', -1)).toBe('2023-12');
  });

  it('lays a month out in Sunday-first weeks', () => {
    expect(weekdayOf('2024-05-01')).toBe(3);
    const weeks = monthWeeks(2024, 5);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    for (const week of weeks) expect(week).toHaveLength(7);
    // February 2015 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks(2015, 2)).toHaveLength(4);
  });

  it('formats in Traditional Chinese', () => {
    expect(formatLongDate('2024-05-20')).toBe('2024 年 5 月 20 日（星期一）');
    expect(formatYearMonth('2024-05')).toBe('2024 年 5 月');
  });
});
