/**
 * A whole number with a comma every three digits, as `Intl.NumberFormat('en-US')` writes it, but
 * without Intl: a browser's first Intl formatter loads its locale data, about 30 ms of the main
 * thread here before the events list can render (docs/adr/0013-fast-as-shipped.md).
 */
const grouped = (whole: number) =>
  // BigInt: every digit of a large number (String(1e21) would be '1e+21').
  BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
  // Half away from zero, as Intl rounds: 99.5 → 100.
  const text = grouped(Math.round(Math.abs(value)));
  // Rounding may turn -0.4 into 0: no minus sign in front of a zero.
  return text === '0' || value >= 0 ? `NT$${text}` : `-NT$${text}`;
}
