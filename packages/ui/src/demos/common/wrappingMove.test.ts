import { describe, expect, it } from 'vitest';
import { wrappingMove } from './wrappingMove';

describe('wrappingMove', () => {
  it('moves along its axis, wrapping at both ends', () => {
    expect(wrappingMove('ArrowDown', 1, 4, 'vertical')).toBe(2);
    expect(wrappingMove('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(wrappingMove('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(wrappingMove('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(wrappingMove('ArrowLeft', 2, 4, 'horizontal')).toBe(1);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(wrappingMove('Home', 2, 4, 'vertical')).toBe(0);
    expect(wrappingMove('End', 0, 4, 'horizontal')).toBe(3);
  });

  it('ignores the other axis and other keys', () => {
    expect(wrappingMove('ArrowLeft', 2, 4, 'vertical')).toBeUndefined();
    expect(wrappingMove('ArrowDown', 2, 4, 'horizontal')).toBeUndefined();
    expect(wrappingMove('Enter', 2, 4, 'vertical')).toBeUndefined();
  });
});
