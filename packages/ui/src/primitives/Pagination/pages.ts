/**
 * The page numbers to show as buttons: at most `max` consecutive pages with `current` as near
 * the middle as the ends allow. pageWindow(1, 12) → [1..5]; pageWindow(7, 12) → [5..9];
 * pageWindow(12, 12) → [8..12]; pageWindow(2, 3) → [1, 2, 3]; no pages → [].
 */
export function pageWindow(current: number, pageCount: number, max = 5): number[] {
  const last = Math.max(0, Math.floor(pageCount));
  if (last === 0 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  let start = Math.max(1, page - Math.floor((max - 1) / 2));
  const end = Math.min(last, start + max - 1);
  start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The range text of docs/requirements.md §2 in Chinese, 'from–to of total' with an en dash:
 * rangeText(11, 20, 57) → '第 11–20 筆，共 57 筆'. An empty list (from and to null, as the API
 * sends them) gives '共 0 筆'.
 */
export function rangeText(
  from: number | null | undefined,
  to: number | null | undefined,
  total: number,
) {
  return from && to ? `第 ${from}–${to} 筆，共 ${total} 筆` : `共 ${total} 筆`;
}
