import { productOffer } from '@folio/rules';
import type { ShopProduct, ShopVariant } from './types';

/**
 * The buyer's choice of values, one entry per specification type of the product (in its order),
 * null where nothing is chosen yet. A product without types has the empty choice, which is its
 * one variant.
 */
export type VariantChoice = (number | null)[];

/** A value's state given the other chosen values: buyable, sold out, or not sold (off). */
export type ValueState = 'available' | 'soldOut' | 'off';

/** A buyer can pick a variant that is on sale and in stock. */
const isBuyable = (v: ShopVariant) => v.enabled && v.stock > 0;

/** Whether `variant` has every chosen value of `choice` (the type at `except` aside). */
function fits(variant: ShopVariant, choice: VariantChoice, except = -1): boolean {
  return choice.every(
    (value, i) => i === except || value === null || variant.value_ids[i] === value,
  );
}

/** Nothing chosen: one null per type. */
export const emptyChoice = (product: Pick<ShopProduct, 'specTypes'>): VariantChoice =>
  product.specTypes.map(() => null);

/** The choice that picks `variantId` (a link's `?variant=`), or nothing chosen when it is not one. */
export function choiceOf(
  product: Pick<ShopProduct, 'specTypes' | 'variants'>,
  variantId: number | null,
): VariantChoice {
  const variant = product.variants.find((v) => v.id === variantId);
  return variant && product.specTypes.length > 0 ? [...variant.value_ids] : emptyChoice(product);
}

/** The variant every type's chosen value names; undefined until each type has one. */
export function chosenVariant(
  product: Pick<ShopProduct, 'variants'>,
  choice: VariantChoice,
): ShopVariant | undefined {
  if (choice.some((value) => value === null)) return undefined;
  return product.variants.find((v) => fits(v, choice));
}

/**
 * What picking `valueId` of type `typeIndex` would give with the other chosen values: available
 * when a variant with it is on sale and in stock, sold out when those on sale have no stock, off
 * when none is on sale (or the combination does not exist).
 */
export function valueState(
  product: Pick<ShopProduct, 'variants'>,
  choice: VariantChoice,
  typeIndex: number,
  valueId: number,
): ValueState {
  const candidates = product.variants.filter(
    (v) => v.value_ids[typeIndex] === valueId && fits(v, choice, typeIndex),
  );
  if (candidates.some(isBuyable)) return 'available';
  return candidates.some((v) => v.enabled) ? 'soldOut' : 'off';
}

/** The choice with `valueId` picked for type `typeIndex`, or unpicked when it was the one chosen. */
export function toggleValue(
  choice: VariantChoice,
  typeIndex: number,
  valueId: number,
): VariantChoice {
  return choice.map((value, i) => (i !== typeIndex ? value : value === valueId ? null : valueId));
}

/**
 * The price range, stock and availability of the variants that fit a partial choice (the whole
 * product when nothing is chosen), as @folio/rules' productOffer reckons them.
 */
export function offerOf(product: Pick<ShopProduct, 'variants'>, choice: VariantChoice) {
  return productOffer(product.variants.filter((v) => fits(v, choice)));
}
