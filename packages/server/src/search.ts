/**
 * Substring search over event names and descriptions with an index (docs/architecture.md §6: p95 ≤ 20 ms
 * with 100 000 events), for any script, Chinese included.
 *
 * SQLite's FTS5 splits text into words, which Chinese does not have, and its trigram tokenizer
 * cannot look up the one- and two-character keywords Chinese searches mostly are. So the indexed
 * text is a list of character trigrams, one per position, each written as an 18-digit hex token
 * (the code points of three characters, padded with an end marker at the end of the text):
 * `音樂祭` becomes `0097f3006a02007965 006a02007965000000 007965000000000000`. Then:
 *
 * - a keyword of n ≥ 3 characters is the FTS5 phrase of its n − 2 trigrams (consecutive tokens,
 *   so exactly "contains");
 * - a keyword of 1 or 2 characters is a prefix query on the 6- or 12-digit start of the tokens
 *   (the index keeps those prefixes: `prefix='6,12'`), since every position starts a token.
 *
 * Both sides are NFKC-normalised and lower-cased, so the search ignores case and full-width forms.
 * The MATCH expression holds only hex digits, quotes, spaces and `*`: nothing a user typed.
 */
import { normalizeSearchText } from '@folio/rules';

const END = '000000';

// The normalisation is the one the storefront's search uses too (@folio/rules, search.ts).
export { normalizeSearchText, searchKeyword } from '@folio/rules';

/**
 * The indexed text is cut at this many normalised characters (the longest description, 5 000
 * characters, may expand under NFKC; the index and each search stay bounded whatever the input).
 */
export const MAX_INDEXED_CHARS = 6000;

function codePoints(text: string): string[] {
  return Array.from(normalizeSearchText(text), (c) =>
    (c.codePointAt(0) ?? 0).toString(16).padStart(6, '0'),
  );
}

/**
 * The indexed form of a text: one trigram token per character, separated by spaces; cut at
 * MAX_INDEXED_CHARS unless `whole` (the storefront's index, whose texts are bounded by the
 * product's own limits and must answer as LIKE over the whole text does).
 */
export function searchTokens(text: string, whole = false): string {
  const all = codePoints(text);
  const cps = whole ? all : all.slice(0, MAX_INDEXED_CHARS);
  return cps.map((cp, i) => cp + (cps[i + 1] ?? END) + (cps[i + 2] ?? END)).join(' ');
}

/** The FTS5 MATCH expression keeping texts that contain `keyword`; null for none (no filter). */
export function searchMatch(keyword: string): string | null {
  const cps = codePoints(keyword.trim());
  if (cps.length === 0) return null;
  if (cps.length < 3) return `"${cps.join('')}" *`;
  const tokens = cps.slice(0, -2).map((cp, i) => `${cp}${cps[i + 1] ?? ''}${cps[i + 2] ?? ''}`);
  return `"${tokens.join(' ')}"`;
}
