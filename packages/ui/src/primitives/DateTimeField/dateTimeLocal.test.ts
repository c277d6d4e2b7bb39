import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';

describe('toDateTimeLocal', () => {
  it.each([
    ['2025-03-01 19:00:00', '2025-03-01T19:00'],
    ['2025-03-01 19:05:30', '2025-03-01T19:05:30'],
    ['2025-03-01 19:05', '2025-03-01T19:05'],
    ['2025-03-01T19:05:00', '2025-03-01T19:05'],
    ['2025-03-01T19:05:00.000000Z', '2025-03-01T19:05'],
    [' 2025-03-01 08:00:00 ', '2025-03-01T08:00'],
    ['2025-03-01', ''],
    ['tomorrow', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (app, local) => {
    expect(toDateTimeLocal(app)).toBe(local);
  });
});

describe('fromDateTimeLocal', () => {
  it.each([
    ['2025-03-01T19:00', '2025-03-01 19:00:00'],
    ['2025-03-01T19:05:30', '2025-03-01 19:05:30'],
    ['2025-03-01T19:05:30.250', '2025-03-01 19:05:30'],
    ['', ''],
    ['2025-03-01', ''],
    [null, ''],
  ])('%j → %j', (local, app) => {
    expect(fromDateTimeLocal(local)).toBe(app);
  });

  it.each(['2025-03-01 19:00:00', '2025-12-31 23:59:59', '2024-02-29 00:00:00'])(
    'round-trips %j',
    (app) => {
      expect(fromDateTimeLocal(toDateTimeLocal(app))).toBe(app);
    },
  );
});
