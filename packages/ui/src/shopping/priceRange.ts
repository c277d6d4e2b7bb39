import { formatPrice } from '../format';

/** A price or a range of prices in NT$: `NT$690`, `NT$890 – NT$1,090`. */
export function priceRange(min: number, max: number): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
}
