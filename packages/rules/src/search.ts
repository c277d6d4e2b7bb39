/**
 * How a search keyword and a searched text are compared, the same for the events list and the
 * storefront (docs/adr/0030-shopping-catalog.md): NFKC (full-width letters and digits become
 * half-width), lower case, without NUL. The server indexes and matches with it; a screen may show
 * the normalised keyword back.
 */

/** The longest keyword, in characters (code points) after normalisation. */
export const MAX_SEARCH_LENGTH = 100;

/** NFKC, lower case, without NUL. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('\0', '');
}

/** The keyword as compared (trimmed, normalised); null for none (no filter). */
export function searchKeyword(keyword: string): string | null {
  const normalized = normalizeSearchText(keyword.trim());
  return normalized === '' ? null : normalized;
}
