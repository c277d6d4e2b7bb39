import { describe, expect, it } from 'vitest';
import { bandColor, isValidProgress, progressBand } from './progressBand';

describe('progressBand', () => {
  it('splits at 100, 90, 70 and 50 (docs/requirements.md §9)', () => {
    expect(progressBand(100)).toBe('complete');
    expect(progressBand(99)).toBe('excellent');
    expect(progressBand(90)).toBe('excellent');
    expect(progressBand(89)).toBe('good');
    expect(progressBand(70)).toBe('good');
    expect(progressBand(69)).toBe('fair');
    expect(progressBand(50)).toBe('fair');
    expect(progressBand(49)).toBe('low');
    expect(progressBand(0)).toBe('low');
  });

  it('gives each band its own theme colour', () => {
    expect(new Set(Object.values(bandColor)).size).toBe(5);
  });
});

describe('isValidProgress', () => {
  it('accepts whole numbers from 0 to 100 only', () => {
    expect(isValidProgress('0')).toBe(true);
    expect(isValidProgress('100')).toBe(true);
    expect(isValidProgress('57')).toBe(true);
    expect(isValidProgress('101')).toBe(false);
    expect(isValidProgress('-1')).toBe(false);
    expect(isValidProgress('12.5')).toBe(false);
    expect(isValidProgress('')).toBe(false);
    expect(isValidProgress('abc')).toBe(false);
  });
});
