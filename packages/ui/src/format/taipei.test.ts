import { describe, expect, it } from 'vitest';
import { taipeiDateTime, taipeiTime } from '.';

describe('taipeiDateTime', () => {
  it.each([
    ['2026-11-27T03:05:00Z', '2026-11-27 11:05'],
    ['2026-11-27T16:30:00Z', '2026-11-28 00:30'],
    ['2026-12-31T20:00:00.000Z', '2027-01-01 04:00'],
    ['2026-11-27T11:05:00+08:00', '2026-11-27 11:05'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (iso, expected) => {
    expect(taipeiDateTime(iso)).toBe(expected);
  });
});

describe('taipeiTime', () => {
  it('gives the time of day in Taipei, or nothing', () => {
    expect(taipeiTime('2026-11-27T03:35:00Z')).toBe('11:35');
    expect(taipeiTime(null)).toBe('');
  });
});
