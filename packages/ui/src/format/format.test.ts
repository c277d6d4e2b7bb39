import { describe, expect, it } from 'vitest';
import { datePart, formatPrice } from '.';

describe('formatPrice', () => {
  it.each([
    [1200, 'NT$1,200'],
    [0, 'NT$0'],
    [5, 'NT$5'],
    [1234567, 'NT$1,234,567'],
    [99.5, 'NT$100'],
    [1200.4, 'NT$1,200'],
    ['1200', 'NT$1,200'],
    ['1500.00', 'NT$1,500'],
    [' 300 ', 'NT$300'],
    [-1500, '-NT$1,500'],
    [-0.4, 'NT$0'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['abc', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j → %j', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('groups and rounds as Intl.NumberFormat does, without using it', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const samples = [
      0.5,
      1.5,
      2.5,
      999.5,
      1000,
      9999.49,
      10 ** 6 - 0.5,
      2 ** 53,
      1e21,
      123456789.5,
    ];
    for (let n = 1; n < 10 ** 9; n = n * 7 + 3) samples.push(n, n + 0.5);
    for (const value of samples) {
      expect(formatPrice(value), String(value)).toBe(`NT$${intl.format(value)}`);
      expect(formatPrice(-value), String(-value)).toBe(`-NT$${intl.format(value)}`);
    }
  });
});

describe('datePart', () => {
  it.each([
    ['2025-03-01 19:00:00', '2025-03-01'],
    ['2025-03-01', '2025-03-01'],
    ['2025-03-01 ', '2025-03-01'],
    [' 2025-03-01', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, date) => {
    expect(datePart(text)).toBe(date);
  });
});
