/**
 * The deepest page of GET /events: 10 000 events back. A page is read by skipping the rows before
 * it, so its cost grows with its number (0.7–0.8 s for the deepest pages of 100 k events); past
 * this the list answers 422 and points to the search (docs/operations.md "Deep pages").
 */
export const MAX_EVENTS_PAGE = 1000;

/**
 * The `meta` of a paginated list as the contract writes it (Laravel's paginator: the events list,
 * the storefront): `shown` rows of page `page`, `perPage` a page, `total` in all.
 */
export function pageMeta(page: number, perPage: number, total: number, shown: number) {
  const from = shown > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + shown - 1,
  };
}
