import { describe, expect, it } from 'vitest';
import { tote as storyTote } from './storyData';
import type { ShopProduct } from './types';
import {
  choiceOf,
  chosenVariant,
  emptyChoice,
  offerOf,
  toggleValue,
  valueState,
} from './variantChoice';

// The stories' tote (the seed's): 顏色 燕麥(3) 黑(1) 墨綠(4) × 尺寸 M(10) L(11), 墨綠/L off;
// here 墨綠/M is sold out too.
const tote: ShopProduct = {
  ...storyTote,
  variants: storyTote.variants.map((v) => (v.id === 105 ? { ...v, stock: 0 } : v)),
};

describe('the spec picker', () => {
  it('marks a value by what the other chosen values leave of it', () => {
    const none = emptyChoice(tote);
    expect(valueState(tote, none, 0, 3)).toBe('available');
    // 墨綠: M has no stock and L is not sold.
    expect(valueState(tote, none, 0, 4)).toBe('soldOut');
    expect(valueState(tote, [null, 11], 0, 4)).toBe('off');
    expect(valueState(tote, [null, 10], 0, 1)).toBe('soldOut');
    expect(valueState(tote, [1, null], 1, 11)).toBe('available');
    expect(valueState(tote, [4, null], 1, 10)).toBe('soldOut');
  });

  it('names a variant once every type has a value', () => {
    expect(chosenVariant(tote, [3, null])).toBeUndefined();
    expect(chosenVariant(tote, [3, 11])?.id).toBe(102);
  });

  it('picks and unpicks a value', () => {
    expect(toggleValue([null, 11], 0, 2)).toEqual([2, 11]);
    expect(toggleValue([2, 11], 0, 2)).toEqual([null, 11]);
  });

  it('starts from a linked variant, or from nothing when the link names none of the product', () => {
    expect(choiceOf(tote, 104)).toEqual([1, 11]);
    expect(choiceOf(tote, 999)).toEqual([null, null]);
    expect(choiceOf(tote, null)).toEqual([null, null]);
  });

  it('gives the price range and stock of what the choice leaves', () => {
    expect(offerOf(tote, [null, null])).toEqual({
      priceMin: 890,
      priceMax: 1090,
      stock: 25,
      available: true,
    });
    expect(offerOf(tote, [null, 11])).toMatchObject({ priceMin: 1090, priceMax: 1090, stock: 13 });
  });

  it('takes the one variant of a product without types', () => {
    const single = {
      ...tote,
      specTypes: [],
      variants: [{ id: 101, sku: null, price: 320, stock: 3, enabled: true, value_ids: [] }],
    };
    expect(emptyChoice(single)).toEqual([]);
    expect(chosenVariant(single, [])?.id).toBe(101);
  });
});
