/**
 * The catalog's products (docs/adr/0030-shopping-catalog.md): a product's variants, the checks of
 * its editor's input and what a buyer may pick; the limits and texts are shopping.ts'.
 */
import * as shop from './shopping.ts';

const length = (text: string) => [...text].length;

/** One specification type a product uses, with the values it offers (in the type's order). */
export interface ProductSpecInput {
  spec_type_id: number;
  value_ids: readonly number[];
}

/** One variant: a combination of one value of each of the product's types, in their order. */
export interface VariantInput {
  sku?: string | null;
  price: number;
  stock: number;
  enabled: boolean;
  value_ids: readonly number[];
}

/** What the editors send (openapi.yaml ProductInput; the basic editor: no types, one variant). */
export interface ProductInput {
  company_flag: string;
  category_id?: number | null;
  name: string;
  description?: string;
  status: shop.ProductStatus;
  spec_types: readonly ProductSpecInput[];
  variants: readonly VariantInput[];
  images: readonly { path: string }[];
}

/** How many variants the chosen values make (the product of their counts; 1 with no types). */
export function combinationCount(specTypes: readonly ProductSpecInput[]): number {
  return specTypes.reduce((n, t) => n * t.value_ids.length, 1);
}

/**
 * Every combination of the chosen values, first type slowest (the matrix's row order):
 * 黑/S, 黑/M, 白/S, 白/M. One empty combination with no types. Refuses more than MAX_VARIANTS
 * (the caller checks combinationCount first).
 */
export function variantCombinations(specTypes: readonly ProductSpecInput[]): number[][] {
  if (combinationCount(specTypes) > shop.MAX_VARIANTS) return [];
  return specTypes.reduce<number[][]>(
    (rows, t) => rows.flatMap((row) => t.value_ids.map((v) => [...row, v])),
    [[]],
  );
}

/** A combination as the database keys it: value ids in the product's type order, `3-7-12`. */
export const combinationKey = (valueIds: readonly number[]) => valueIds.join('-');

/** A SKU as stored: trimmed and upper-cased; null for none. */
export function normalizeSku(sku: string | null | undefined): string | null {
  const text = (sku ?? '').trim().toUpperCase();
  return text === '' ? null : text;
}

const SKU = new RegExp(shop.SKU_PATTERN);
const wholeIn = (n: unknown, min: number, max: number) =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * The first message of each field of a product that needs no database: lengths, at most three
 * distinct types with values, the full matrix of combinations (at most MAX_VARIANTS, each once),
 * prices, stock, SKUs (unique in the product, letter case ignored) and images. The server adds
 * what only it knows (the shop, the category, the types' values, the uploaded images).
 */
export function productErrors(input: ProductInput): shop.FieldErrors {
  const errors: shop.FieldErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = shop.SHOP_MESSAGES.productNameRequired;
  else if (length(name) > shop.PRODUCT_NAME_MAX)
    errors.name = shop.SHOP_MESSAGES.productNameTooLong;
  if (length(input.description ?? '') > shop.PRODUCT_DESCRIPTION_MAX)
    errors.description = shop.SHOP_MESSAGES.descriptionTooLong;
  if (input.company_flag.trim() === '') errors.company_flag = shop.SHOP_MESSAGES.shopRequired;

  const types = input.spec_types;
  if (types.length > shop.MAX_PRODUCT_SPEC_TYPES)
    errors.spec_types = shop.SHOP_MESSAGES.specTypesTooMany;
  const typeIds = new Set<number>();
  types.forEach((t, i) => {
    if (typeIds.has(t.spec_type_id))
      errors[`spec_types.${i}.spec_type_id`] ??= shop.SHOP_MESSAGES.specTypeDuplicate;
    typeIds.add(t.spec_type_id);
    if (t.value_ids.length === 0)
      errors[`spec_types.${i}.value_ids`] = shop.SHOP_MESSAGES.specValuesNoneChosen;
    else if (new Set(t.value_ids).size !== t.value_ids.length)
      errors[`spec_types.${i}.value_ids`] = shop.SHOP_MESSAGES.specValueDuplicate;
  });

  const count = combinationCount(types);
  if (count > shop.MAX_VARIANTS) errors.variants = shop.tooManyCombinations(count);
  else if (input.variants.length === 0) errors.variants = shop.SHOP_MESSAGES.variantsRequired;
  else if (!errors.spec_types && !Object.keys(errors).some((f) => f.startsWith('spec_types.'))) {
    const wanted = new Set(variantCombinations(types).map(combinationKey));
    const given = input.variants.map((v) => combinationKey(v.value_ids));
    const exact =
      given.length === wanted.size &&
      new Set(given).size === given.length &&
      given.every((key) => wanted.has(key));
    if (!exact) errors.variants = shop.SHOP_MESSAGES.variantsMismatch;
  }

  const skus = new Set<string>();
  input.variants.forEach((v, i) => {
    if (!wholeIn(v.price, shop.PRODUCT_PRICE_MIN, shop.PRODUCT_PRICE_MAX))
      errors[`variants.${i}.price`] = shop.SHOP_MESSAGES.priceRange;
    if (!wholeIn(v.stock, 0, shop.PRODUCT_STOCK_MAX))
      errors[`variants.${i}.stock`] = shop.SHOP_MESSAGES.stockRange;
    if (typeof v.enabled !== 'boolean')
      errors[`variants.${i}.enabled`] = shop.SHOP_MESSAGES.enabledInvalid;
    const sku = normalizeSku(v.sku);
    if (sku === null) return;
    if (!SKU.test(sku)) errors[`variants.${i}.sku`] = shop.SHOP_MESSAGES.skuFormat;
    else if (skus.has(sku)) errors[`variants.${i}.sku`] = shop.SHOP_MESSAGES.skuDuplicate;
    skus.add(sku);
  });

  if (input.images.length > shop.MAX_PRODUCT_IMAGES)
    errors.images = shop.SHOP_MESSAGES.imagesTooMany;
  const paths = new Set<string>();
  input.images.forEach((image, i) => {
    if (paths.has(image.path)) errors[`images.${i}.path`] = shop.SHOP_MESSAGES.imageDuplicate;
    paths.add(image.path);
  });
  return errors;
}

/**
 * What a buyer sees of a product's variants: the lowest and highest price of those on sale (of
 * all of them when none is, so a product always shows a price), their stock, and whether any can
 * be bought. A product has at least one variant.
 */
export function productOffer(
  variants: readonly { price: number; stock: number; enabled: boolean }[],
): { priceMin: number; priceMax: number; stock: number; available: boolean } {
  const onSale = variants.filter((v) => v.enabled);
  const prices = (onSale.length > 0 ? onSale : variants).map((v) => v.price);
  const stock = onSale.reduce((sum, v) => sum + v.stock, 0);
  return {
    priceMin: prices.length > 0 ? Math.min(...prices) : 0,
    priceMax: prices.length > 0 ? Math.max(...prices) : 0,
    stock,
    available: stock > 0,
  };
}

/** The most of one variant a buyer may pick: its stock, at most shop.MAX_LINE_QUANTITY. */
export const maxQuantity = (stock: number) => Math.max(0, Math.min(stock, shop.MAX_LINE_QUANTITY));
