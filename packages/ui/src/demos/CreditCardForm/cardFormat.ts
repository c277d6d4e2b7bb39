/** Pure formatting for the credit card demo. No validation (docs/requirements.md §2): only shaping what is typed. */

const digits = (raw: string) => raw.replace(/\D/g, '');

/** Digits only, at most 19, in groups of four: `4242424242424242` → `4242 4242 4242 4242`. */
export function formatCardNumber(raw: string): string {
  return digits(raw)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, at most four, a slash after the month once the year starts: `1227` → `12/27`. */
export function formatExpiry(raw: string): string {
  const d = digits(raw).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Digits only, at most four. */
export function formatCvv(raw: string): string {
  return digits(raw).slice(0, 4);
}

/** The card network guessed from the first digits, for the preview only. */
export function cardBrand(cardNumber: string): 'Visa' | 'Mastercard' | 'American Express' | '' {
  const d = digits(cardNumber);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  return '';
}
