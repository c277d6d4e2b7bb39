import { describe, expect, it } from 'vitest';
import { eventTitles, generateEvents } from './generateEvents';

describe('generateEvents', () => {
  it('is deterministic: same seed and month, same events', () => {
    expect(generateEvents(42, 2024, 5)).toEqual(generateEvents(42, 2024, 5));
  });

  it('differs between seeds and between months', () => {
    expect(generateEvents(42, 2024, 5)).not.toEqual(generateEvents(43, 2024, 5));
    expect(generateEvents(42, 2024, 5)).not.toEqual(generateEvents(42, 2024, 6));
    expect(generateEvents(42, 2024, 5)).not.toEqual(generateEvents(42, 2025, 5));
  });

  it('is pinned for seed 42, May 2024 (the stories rely on it)', () => {
    expect(
      generateEvents(42, 2024, 5).map((e) => `${e.date} ${e.start}-${e.end} ${e.title}`),
    ).toEqual([
      '2024-05-01 11:00-14:00 假日',
      '2024-05-08 08:00-09:00 假日',
      '2024-05-12 16:00-18:00 研討會',
      '2024-05-13 14:00-17:00 聚餐',
      '2024-05-14 13:00-16:00 生日',
      '2024-05-17 17:00-18:00 假日',
      '2024-05-19 18:00-19:00 特休',
      '2024-05-21 10:00-11:00 研討會',
      '2024-05-25 17:00-20:00 研討會',
      '2024-05-31 11:00-12:00 活動',
      '2024-05-31 12:00-13:00 會議',
    ]);
  });

  it('keeps every event inside its month, in order, with sane times', () => {
    for (let seed = 0; seed < 50; seed++) {
      for (const [year, month, days] of [
        [2024, 2, 29],
        [2023, 2, 28],
        [2024, 12, 31],
        [2025, 4, 30],
      ] as const) {
        const events = generateEvents(seed, year, month);
        expect(events.length).toBeGreaterThanOrEqual(6);
        expect(events.length).toBeLessThanOrEqual(12);
        const prefix = `${year}-${String(month).padStart(2, '0')}-`;
        for (const e of events) {
          expect(e.date.startsWith(prefix)).toBe(true);
          const day = Number(e.date.slice(8));
          expect(day).toBeGreaterThanOrEqual(1);
          expect(day).toBeLessThanOrEqual(days);
          expect(e.start >= '08:00' && e.start <= '18:00').toBe(true);
          expect(e.end > e.start && e.end <= '21:00').toBe(true);
          expect(eventTitles).toContain(e.title);
        }
        const keys = events.map((e) => `${e.date} ${e.start}`);
        expect([...keys].sort()).toEqual(keys);
        expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
      }
    }
  });

  it('rejects a month outside 1 to 12', () => {
    expect(() => generateEvents(1, 2024, 0)).toThrow(RangeError);
    expect(() => generateEvents(1, 2024, 13)).toThrow(RangeError);
    expect(() => generateEvents(1, 2024, 1.5)).toThrow(RangeError);
  });
});
