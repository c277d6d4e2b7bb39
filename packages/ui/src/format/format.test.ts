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
