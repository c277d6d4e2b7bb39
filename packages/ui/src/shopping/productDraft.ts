import {
  combinationCount,
  combinationKey,
  variantCombinations,
  MAX_VARIANTS,
  productOffer,
  type ProductInput,
  type ProductStatus,
} from '@folio/rules';
import type { ShopProduct, ShopSpecType, ShopVariant } from './types';

/**
 * A product while its editor holds it (docs/adr/0030-shopping-catalog.md): numbers as typed, so
 * nothing the user wrote is lost to parsing, and `toProductInput` for what is checked and sent.
 */

/** An uploaded picture: its stored path (what the product names) and a URL to show it. */
export interface EditorImage {
  path: string;
  src: string;
}

/** One row of the variant matrix, as typed. */
export interface VariantRow {
  /** One value of each chosen type, in the types' order; empty without types. */
  valueIds: number[];
  sku: string;
  price: string;
  stock: string;
  enabled: boolean;
}

/** A saved variant as a row of the editor's matrix: its numbers as text. */
export const variantRow = (v: Omit<ShopVariant, 'id'>): VariantRow => ({
  valueIds: v.value_ids,
  sku: v.sku ?? '',
  price: String(v.price),
  stock: String(v.stock),
  enabled: v.enabled,
});

/** A chosen specification type and the values the product offers, in the type's order. */
export interface DraftSpecType {
  specTypeId: number;
  valueIds: number[];
}

export interface ProductDraft {
  companyFlag: string;
  categoryId: number | null;
  name: string;
  description: string;
  status: ProductStatus;
  specTypes: DraftSpecType[];
  variants: VariantRow[];
  images: EditorImage[];
}

/** A new product: one row without types, published when saved unless the editor says draft. */
export const emptyDraft = (companyFlag: string): ProductDraft => ({
  companyFlag,
  categoryId: null,
  name: '',
  description: '',
  status: 'published',
  specTypes: [],
  variants: [{ valueIds: [], sku: '', price: '', stock: '0', enabled: true }],
  images: [],
});

/** The chosen values of one type in the type's own order (how the matrix and the server list them). */
export function inTypeOrder(valueIds: readonly number[], type: ShopSpecType | undefined): number[] {
  if (!type) return [...valueIds];
  return type.values.map((v) => v.id).filter((id) => valueIds.includes(id));
}

/**
 * The matrix for `specTypes`: every combination (first type slowest), each keeping the row it had
 * in `previous` and new ones copying the first row's price and stock, on sale, without a SKU.
 * Answers the number of combinations instead when it is over MAX_VARIANTS (the rows stay).
 */
export function matrixRows(
  specTypes: readonly DraftSpecType[],
  previous: readonly VariantRow[],
): VariantRow[] | { tooMany: number } {
  const input = specTypes.map((t) => ({ spec_type_id: t.specTypeId, value_ids: t.valueIds }));
  const count = combinationCount(input);
  if (count > MAX_VARIANTS) return { tooMany: count };
  const byKey = new Map(previous.map((row) => [combinationKey(row.valueIds), row]));
  const template = previous[0];
  return variantCombinations(input).map(
    (valueIds) =>
      byKey.get(combinationKey(valueIds)) ?? {
        valueIds,
        sku: '',
        price: template?.price ?? '',
        stock: template?.stock ?? '0',
        enabled: true,
      },
  );
}

/** A typed number: blank or not a number is NaN, which the rules refuse with their message. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The draft as @folio/rules checks it and the API takes it (openapi.yaml ProductInput). */
export function toProductInput(draft: ProductDraft): ProductInput {
  return {
    company_flag: draft.companyFlag,
    category_id: draft.categoryId,
    name: draft.name.trim(),
    description: draft.description,
    status: draft.status,
    spec_types: draft.specTypes.map((t) => ({ spec_type_id: t.specTypeId, value_ids: t.valueIds })),
    variants: draft.variants.map((row) => ({
      sku: row.sku.trim() === '' ? null : row.sku.trim(),
      price: typedNumber(row.price),
      stock: typedNumber(row.stock),
      enabled: row.enabled,
      value_ids: row.valueIds,
    })),
    images: draft.images.map(({ path }) => ({ path })),
  };
}

/** The label of a row: its values' names joined (`黑 / M`), or 單一品項 without types. */
export function rowLabel(row: VariantRow, types: readonly ShopSpecType[]): string {
  if (row.valueIds.length === 0) return '單一品項';
  return row.valueIds
    .map((id, i) => types[i]?.values.find((v) => v.id === id)?.name ?? String(id))
    .join(' / ');
}

/** The buyer's page of the draft as it stands (the advanced editor's preview). */
export function previewProduct(
  draft: ProductDraft,
  types: ShopSpecType[],
  shopName: string | undefined,
): ShopProduct {
  const input = toProductInput(draft);
  const variants = input.variants.map((v, i) => ({
    id: i + 1,
    sku: v.sku ?? null,
    price: Number.isFinite(v.price) ? v.price : 0,
    stock: Number.isFinite(v.stock) ? v.stock : 0,
    enabled: v.enabled,
    value_ids: [...v.value_ids],
  }));
  const offer = productOffer(variants);
  return {
    id: 0,
    name: input.name || '（未命名商品）',
    description: draft.description,
    shopName,
    categoryPath: [],
    priceMin: offer.priceMin,
    priceMax: offer.priceMax,
    stock: offer.stock,
    available: offer.available,
    specTypes: types,
    variants,
    images: draft.images.map(({ src }) => ({ src })),
  };
}
