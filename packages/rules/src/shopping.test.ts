import { describe, expect, it } from 'vitest';
import {
  categoryDepth,
  categoryMoveProblem,
  categoryOrder,
  categorySubtree,
  combinationCount,
  combinationKey,
  COMPANY_FLAG_PATTERN,
  maxQuantity,
  MAX_VARIANTS,
  nameKey,
  normalizeSku,
  productErrors,
  productOffer,
  SHOP_MESSAGES as M,
  siblingNameTaken,
  SKU_PATTERN,
  specInUse,
  specTypeErrors,
  tooManyCombinations,
  variantCombinations,
  type CategoryNode,
  type ProductInput,
} from './index.ts';

const basic: ProductInput = {
  company_flag: 'folio',
  category_id: null,
  name: '帆布托特包',
  description: '',
  status: 'draft',
  spec_types: [],
  variants: [{ sku: null, price: 890, stock: 12, enabled: true, value_ids: [] }],
  images: [],
};

const colourSize = [
  { spec_type_id: 1, value_ids: [11, 12] },
  { spec_type_id: 2, value_ids: [21, 22, 23] },
];

const matrix = (types = colourSize) =>
  variantCombinations(types).map((value_ids, i) => ({
    sku: `TOTE-${i}`,
    price: 890,
    stock: 3,
    enabled: true,
    value_ids,
  }));

describe('variant combinations', () => {
  it('are every pick of one value per type, the first type slowest', () => {
    expect(variantCombinations(colourSize)).toEqual([
      [11, 21],
      [11, 22],
      [11, 23],
      [12, 21],
      [12, 22],
      [12, 23],
    ]);
    expect(variantCombinations([])).toEqual([[]]);
    expect(combinationKey([11, 23])).toBe('11-23');
    expect(combinationKey([])).toBe('');
  });

  it('are counted without being built, and refused beyond the maximum', () => {
    const big = [
      { spec_type_id: 1, value_ids: [1, 2, 3, 4, 5] },
      { spec_type_id: 2, value_ids: [6, 7, 8, 9, 10] },
      { spec_type_id: 3, value_ids: [11, 12, 13, 14, 15] },
    ];
    expect(combinationCount(big)).toBe(125);
    expect(variantCombinations(big)).toEqual([]);
    expect(tooManyCombinations(125)).toBe(`規格組合最多 ${MAX_VARIANTS} 種（目前 125 種）`);
  });
});

describe('productErrors', () => {
  it('accepts a basic product (one variant, no types) and a full matrix', () => {
    expect(productErrors(basic)).toEqual({});
    expect(productErrors({ ...basic, spec_types: colourSize, variants: matrix() })).toEqual({});
  });

  it('words every field it can check without the database', () => {
    const errors = productErrors({
      ...basic,
      company_flag: ' ',
      name: '  ',
      description: '字'.repeat(5001),
      variants: [{ sku: 'bad sku', price: 0.5, stock: -1, enabled: true, value_ids: [] }],
      images: [{ path: 'products/a.png' }, { path: 'products/a.png' }],
    });
    expect(errors).toEqual({
      company_flag: M.shopRequired,
      name: M.productNameRequired,
      description: M.descriptionTooLong,
      'variants.0.price': M.priceRange,
      'variants.0.stock': M.stockRange,
      'variants.0.sku': M.skuFormat,
      'images.1.path': M.imageDuplicate,
    });
    expect(M.priceRange).toBe('價格須為 1 至 1,000,000 的整數');
  });

  it('refuses a matrix over the maximum before anything about its rows', () => {
    const types = [
      { spec_type_id: 1, value_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
      { spec_type_id: 2, value_ids: Array.from({ length: 10 }, (_, i) => i + 100) },
    ];
    expect(productErrors({ ...basic, spec_types: types, variants: [] }).variants).toBe(
      tooManyCombinations(110),
    );
  });

  it('wants each combination exactly once', () => {
    const [first, ...rest] = matrix();
    if (!first) throw new Error('the matrix has rows');
    const missing = rest;
    const twice = [...rest, ...rest.slice(0, 1)];
    const foreign = [...rest, { ...first, value_ids: [11, 99] }];
    for (const variants of [missing, twice, foreign, []])
      expect(productErrors({ ...basic, spec_types: colourSize, variants }).variants).toBe(
        variants.length === 0 ? M.variantsRequired : M.variantsMismatch,
      );
  });

  it('checks the types: at most three, distinct, each with distinct values', () => {
    const types = [
      { spec_type_id: 1, value_ids: [11] },
      { spec_type_id: 1, value_ids: [] },
      { spec_type_id: 3, value_ids: [31, 31] },
      { spec_type_id: 4, value_ids: [41] },
    ];
    expect(productErrors({ ...basic, spec_types: types })).toMatchObject({
      spec_types: M.specTypesTooMany,
      'spec_types.1.spec_type_id': M.specTypeDuplicate,
      'spec_types.1.value_ids': M.specValuesNoneChosen,
      'spec_types.2.value_ids': M.specValueDuplicate,
    });
  });

  it('compares SKUs without letter case and stores them upper-cased', () => {
    const rows = matrix().map((row, i) => (i === 1 ? { ...row, sku: ' tote-0 ' } : row));
    expect(productErrors({ ...basic, spec_types: colourSize, variants: rows })).toEqual({
      'variants.1.sku': M.skuDuplicate,
    });
    expect(normalizeSku(' tote-0 ')).toBe('TOTE-0');
    expect(normalizeSku('  ')).toBeNull();
    expect(new RegExp(SKU_PATTERN).test('A'.repeat(41))).toBe(false);
  });
});

describe('productOffer and maxQuantity', () => {
  it('prices from the variants on sale, and counts only their stock', () => {
    expect(
      productOffer([
        { price: 890, stock: 0, enabled: true },
        { price: 990, stock: 4, enabled: true },
        { price: 290, stock: 9, enabled: false },
      ]),
    ).toEqual({ priceMin: 890, priceMax: 990, stock: 4, available: true });
    expect(productOffer([{ price: 290, stock: 9, enabled: false }])).toEqual({
      priceMin: 290,
      priceMax: 290,
      stock: 0,
      available: false,
    });
    expect([maxQuantity(0), maxQuantity(3), maxQuantity(500)]).toEqual([0, 3, 99]);
  });
});

describe('specTypeErrors', () => {
  it('accepts a named type with distinct values', () => {
    expect(
      specTypeErrors({ name: '顏色', values: [{ name: '黑' }, { id: 3, name: '白' }] }),
    ).toEqual({});
  });

  it('words each problem, values compared as nameKey compares them', () => {
    expect(
      specTypeErrors({
        name: '超過二十個字的規格名稱超過二十個字的規格名稱',
        values: [{ name: 'XL' }, { name: ' ｘｌ ' }, { name: ' ' }],
      }),
    ).toEqual({
      name: M.specNameTooLong,
      'values.1.name': M.specValueDuplicate,
      'values.2.name': M.specValueRequired,
    });
    expect(specTypeErrors({ name: '', values: [] })).toEqual({
      name: M.specNameRequired,
      values: M.specValuesRequired,
    });
    expect(nameKey(' ＸＬ ')).toBe('xl');
  });

  it('names at most three products of a type in use, and counts the rest', () => {
    expect(specInUse('尺寸', ['托特包', 'T 恤', '帽子', '襪子'], 4)).toBe(
      '「尺寸」仍被商品使用，無法刪除：托特包、T 恤、帽子 等 4 項商品',
    );
    expect(specInUse('紅', ['托特包'], 1)).toBe('「紅」仍被商品使用，無法刪除：托特包');
  });
});

describe('the category tree', () => {
  //  1 服飾 ─ 2 上衣 ─ 3 T 恤
  //        └ 4 配件
  //  5 居家
  const tree: CategoryNode[] = [
    { id: 3, parent_id: 2, name: 'T 恤', position: 0 },
    { id: 5, parent_id: null, name: '居家', position: 1 },
    { id: 4, parent_id: 1, name: '配件', position: 1 },
    { id: 2, parent_id: 1, name: '上衣', position: 0 },
    { id: 1, parent_id: null, name: '服飾', position: 0 },
  ];

  it('orders parents before their children, by position', () => {
    expect(categoryOrder(tree).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(categoryDepth(tree, 3)).toBe(3);
    expect(categorySubtree(tree, 1).sort()).toEqual([1, 2, 3, 4]);
  });

  it('keeps the tree within three levels and out of a category of its own', () => {
    expect(categoryMoveProblem(tree, 5, 3)).toBe(M.categoryTooDeep);
    expect(categoryMoveProblem(tree, null, 3)).toBe(M.categoryTooDeep);
    expect(categoryMoveProblem(tree, 2, 5)).toBeNull(); // 居家 › 上衣 › T 恤
    expect(categoryMoveProblem(tree, 1, 5)).toBe(M.categoryTooDeep);
    expect(categoryMoveProblem(tree, 1, 3)).toBe(M.categoryIntoItself);
    expect(categoryMoveProblem(tree, 2, 2)).toBe(M.categoryIntoItself);
    expect(categoryMoveProblem(tree, 4, 99)).toBe(M.categoryParentUnknown);
    expect(categoryMoveProblem(tree, 3, null)).toBeNull();
  });

  it('finds a sibling of the same name, itself excepted', () => {
    expect(siblingNameTaken(tree, 1, ' 配件 ')).toBe(true);
    expect(siblingNameTaken(tree, 1, '配件', 4)).toBe(false);
    expect(siblingNameTaken(tree, null, '配件')).toBe(false);
  });
});

describe('COMPANY_FLAG_PATTERN', () => {
  it('takes short lower-case flags with inner hyphens', () => {
    const flag = new RegExp(COMPANY_FLAG_PATTERN);
    for (const ok of ['folio', 'shan-lan-tea', 'a1']) expect(flag.test(ok)).toBe(true);
    for (const bad of ['a', 'Folio', '-tea', 'tea-', 'tea shop', 'x'.repeat(33)])
      expect(flag.test(bad)).toBe(false);
  });
});
