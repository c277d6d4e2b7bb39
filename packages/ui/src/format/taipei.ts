/** Taiwan keeps UTC+8 all year (no daylight saving time). */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The Taipei wall clock of an instant as UTC fields of a shifted Date (never the host's zone). */
function taipei(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + TAIPEI_OFFSET_MS);
}

/**
 * An instant (RFC 3339) as a Taipei date and time, `YYYY-MM-DD HH:mm` (docs/requirements.md §2:
 * the shop's times are Asia/Taipei), the same in every browser and zone and without Intl (see
 * price.ts). Text that is not a date gives ''.
 */
export function taipeiDateTime(iso: string | null | undefined): string {
  const t = iso ? taipei(iso) : null;
  if (!t) return '';
  const date = `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
  return `${date} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

/** An instant's Taipei time of day, `HH:mm` (the hand-off's 請在 HH:mm 前完成付款); '' if not a date. */
export function taipeiTime(iso: string | null | undefined): string {
  return taipeiDateTime(iso).slice(11);
}
