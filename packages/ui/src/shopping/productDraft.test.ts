import { describe, expect, it } from 'vitest';
import { productErrors, SHOP_MESSAGES, tooManyCombinations } from '@folio/rules';
import {
  emptyDraft,
  inTypeOrder,
  matrixRows,
  toProductInput,
  type VariantRow,
} from './productDraft';
import { allSpecTypes, toteDraft } from './storyData';

const row = (valueIds: number[], price = '100'): VariantRow => ({
  valueIds,
  sku: '',
  price,
  stock: '1',
  enabled: true,
});

describe('matrixRows', () => {
  it('keeps the rows of combinations that stay and copies the first row into new ones', () => {
    const before = [row([1], '300'), row([2], '500')];
    const after = matrixRows([{ specTypeId: 1, valueIds: [2, 5] }], before);
    expect(after).toEqual([row([2], '500'), { ...row([5], '300'), stock: '1' }]);
  });

  it('lists combinations first type slowest', () => {
    const rows = matrixRows(
      [
        { specTypeId: 1, valueIds: [1, 2] },
        { specTypeId: 2, valueIds: [10, 11] },
      ],
      [],
    );
    expect(Array.isArray(rows) && rows.map((r) => r.valueIds)).toEqual([
      [1, 10],
      [1, 11],
      [2, 10],
      [2, 11],
    ]);
  });

  it('answers the count over the maximum and builds nothing', () => {
    expect(
      matrixRows(
        [
          { specTypeId: 1, valueIds: [1, 2, 3, 4, 5] },
          { specTypeId: 2, valueIds: [8, 9, 10, 11, 12] },
          { specTypeId: 3, valueIds: [20, 21, 22, 23, 24] },
        ],
        [],
      ),
    ).toEqual({ tooMany: 125 });
  });
});

describe('toProductInput', () => {
  it('sends what the rules accept for the tote', () => {
    expect(productErrors(toProductInput(toteDraft))).toEqual({});
  });

  it('turns blank and fractional numbers into what the rules refuse, with their messages', () => {
    const draft = { ...emptyDraft('folio'), name: '書籤', variants: [row([], '')] };
    draft.variants[0] = { ...row([], '12.5'), stock: '' };
    expect(productErrors(toProductInput(draft))).toEqual({
      'variants.0.price': SHOP_MESSAGES.priceRange,
      'variants.0.stock': SHOP_MESSAGES.stockRange,
    });
  });

  it('sends a blank SKU as none and trims the name', () => {
    const input = toProductInput({ ...emptyDraft('folio'), name: ' 書籤 ' });
    expect(input.name).toBe('書籤');
    expect(input.variants[0]?.sku).toBeNull();
  });

  it('has the rules refuse over 100 combinations with the count', () => {
    const draft = {
      ...toteDraft,
      specTypes: allSpecTypes.map((t) => ({
        specTypeId: t.id,
        valueIds: t.values.map((v) => v.id),
      })),
    };
    expect(productErrors(toProductInput(draft)).variants).toBe(tooManyCombinations(125));
  });
});

describe('inTypeOrder', () => {
  it("puts chosen values in the type's order", () => {
    expect(inTypeOrder([4, 3], allSpecTypes[0])).toEqual([3, 4]);
  });
});
