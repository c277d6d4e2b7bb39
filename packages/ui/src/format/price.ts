const grouped = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * A price in NT$ with thousands separators and no decimals (docs/requirements.md §2): 1200 → 'NT$1,200',
 * '99.5' → 'NT$100'. Numeric text from the API is accepted. No price (null, undefined, '' or
 * anything not a number) gives '' so the caller can leave the cell empty.
 *
 * The prefix is written out rather than taken from Intl's TWD currency style, whose symbol differs
 * by locale ('$' in zh-TW, 'NT$' in en-US), so the text is the same in every browser.
 */
export function formatPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined) return '';
  if (typeof price === 'string' && !price.trim()) return '';
  const value = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(value)) return '';
  const text = grouped.format(Math.abs(value));
  // Rounding may turn -0.4 into 0: no minus sign in front of a zero.
  return text === '0' || value >= 0 ? `NT$${text}` : `-NT$${text}`;
}
