import { describe, expect, it } from 'vitest';
import type { ShopProduct } from './types';
import {
  choiceOf,
  chosenVariant,
  emptyChoice,
  offerOf,
  toggleValue,
  valueState,
} from './variantChoice';

// 顏色 燕麥(1) 黑(2) 墨綠(3) × 尺寸 M(11) L(12): 墨綠/M sold out, 墨綠/L off (the seed's tote).
const tote: ShopProduct = {
  id: 15,
  name: '經典帆布托特包',
  description: '',
  categoryPath: [],
  priceMin: 890,
  priceMax: 1090,
  stock: 35,
  available: true,
  images: [],
  specTypes: [
    {
      id: 1,
      name: '顏色',
      values: [
        { id: 1, name: '燕麥' },
        { id: 2, name: '黑' },
        { id: 3, name: '墨綠' },
      ],
    },
    {
      id: 2,
      name: '尺寸',
      values: [
        { id: 11, name: 'M' },
        { id: 12, name: 'L' },
      ],
    },
  ],
  variants: [
    { id: 101, sku: null, price: 890, stock: 12, enabled: true, value_ids: [1, 11] },
    { id: 102, sku: null, price: 1090, stock: 5, enabled: true, value_ids: [1, 12] },
    { id: 103, sku: null, price: 890, stock: 0, enabled: true, value_ids: [2, 11] },
    { id: 104, sku: null, price: 1090, stock: 8, enabled: true, value_ids: [2, 12] },
    { id: 105, sku: null, price: 890, stock: 0, enabled: true, value_ids: [3, 11] },
    { id: 106, sku: null, price: 1090, stock: 3, enabled: false, value_ids: [3, 12] },
  ],
};

describe('the spec picker', () => {
  it('marks a value by what the other chosen values leave of it', () => {
    const none = emptyChoice(tote);
    expect(valueState(tote, none, 0, 1)).toBe('available');
    // 墨綠: M has no stock and L is not sold.
    expect(valueState(tote, none, 0, 3)).toBe('soldOut');
    expect(valueState(tote, [null, 12], 0, 3)).toBe('off');
    expect(valueState(tote, [null, 11], 0, 2)).toBe('soldOut');
    expect(valueState(tote, [2, null], 1, 12)).toBe('available');
    expect(valueState(tote, [3, null], 1, 11)).toBe('soldOut');
  });

  it('names a variant once every type has a value', () => {
    expect(chosenVariant(tote, [1, null])).toBeUndefined();
    expect(chosenVariant(tote, [1, 12])?.id).toBe(102);
  });

  it('picks and unpicks a value', () => {
    expect(toggleValue([null, 11], 0, 2)).toEqual([2, 11]);
    expect(toggleValue([2, 11], 0, 2)).toEqual([null, 11]);
  });

  it('starts from a linked variant, or from nothing when the link names none of the product', () => {
    expect(choiceOf(tote, 104)).toEqual([2, 12]);
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
    expect(offerOf(tote, [null, 12])).toMatchObject({ priceMin: 1090, priceMax: 1090, stock: 13 });
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
