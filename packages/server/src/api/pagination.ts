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
