import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, formatCvv, formatExpiry } from './cardFormat';

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });
  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('adds the slash only once the year starts, so backspace is not trapped', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/27')).toBe('12/27');
    expect(formatExpiry('122799')).toBe('12/27');
  });
});

describe('formatCvv', () => {
  it('keeps up to four digits', () => {
    expect(formatCvv('12a345')).toBe('1234');
  });
});

describe('cardBrand', () => {
  it('guesses the network from the prefix', () => {
    expect(cardBrand('4242')).toBe('Visa');
    expect(cardBrand('5555 4444')).toBe('Mastercard');
    expect(cardBrand('2223')).toBe('Mastercard');
    expect(cardBrand('3782')).toBe('American Express');
    expect(cardBrand('6011')).toBe('');
  });
});
