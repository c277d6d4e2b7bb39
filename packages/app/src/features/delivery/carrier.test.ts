import { describe, expect, it } from 'vitest';
import { cargoTab, isCarrier } from './carrier';

describe('the carrier screens', () => {
  it('knows a carrier by the role alone', () => {
    expect(isCarrier({ role: 'carrier' })).toBe(true);
    expect(isCarrier({ role: 'admin' })).toBe(false);
    expect(isCarrier({ role: 'member' })).toBe(false);
    expect(isCarrier(null)).toBe(false);
  });

  it('opens the tab the address names, else 已交寄', () => {
    expect(cargoTab('delivery_failed')).toBe('delivery_failed');
    expect(cargoTab('paid')).toBe('shipped');
    expect(cargoTab(null)).toBe('shipped');
  });
});
