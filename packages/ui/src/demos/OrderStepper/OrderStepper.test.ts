import { describe, expect, it } from 'vitest';
import { formatMoney, orderTotals, sampleOrderItems, shippingOptions } from './orderTotals';

describe('orderTotals', () => {
  it('sums price × quantity: cable 2 × 10 + flash drive 10 × 15 = 170', () => {
    expect(orderTotals(sampleOrderItems, 0).subtotal).toBe(170);
  });

  it('adds the shipping of each option of docs/requirements.md §2', () => {
    expect(shippingOptions.map((o) => o.price)).toEqual([5, 10, 15]);
    expect(shippingOptions.map((o) => orderTotals(sampleOrderItems, o.price))).toEqual([
      { subtotal: 170, shipping: 5, total: 175 },
      { subtotal: 170, shipping: 10, total: 180 },
      { subtotal: 170, shipping: 15, total: 185 },
    ]);
  });

  it('gives the shipping alone for an empty order', () => {
    expect(orderTotals([], 10)).toEqual({ subtotal: 0, shipping: 10, total: 10 });
  });
});

describe('formatMoney', () => {
  it('writes dollars with thousands separators', () => {
    expect(formatMoney(170)).toBe('$170');
    expect(formatMoney(1170)).toBe('$1,170');
  });
});
