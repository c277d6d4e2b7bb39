/**
 * Pure conversions between the app's date-time text ('YYYY-MM-DD HH:mm:ss', docs/requirements.md §3) and the
 * value of a native `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss').
 * Both are local wall-clock times: no time zone is applied.
 */

const PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * '2025-03-01 19:00:00' → '2025-03-01T19:00' (seconds kept only when not zero). Also accepts a
 * 'T' separator and ignores anything after the seconds (fractions, 'Z'). Anything else gives ''.
 */
export function toDateTimeLocal(value: string | null | undefined): string {
  const match = PATTERN.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, date, hours, minutes, seconds = '00'] = match;
  return seconds === '00'
    ? `${date}T${hours}:${minutes}`
    : `${date}T${hours}:${minutes}:${seconds}`;
}

/** '2025-03-01T19:00' → '2025-03-01 19:00:00'. An empty or malformed value gives ''. */
export function fromDateTimeLocal(value: string | null | undefined): string {
  const match = PATTERN.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, date, hours, minutes, seconds = '00'] = match;
  return `${date} ${hours}:${minutes}:${seconds}`;
}
