/**
 * The date part of a date-time text: everything before the first space (docs/requirements.md §2), so
 * '2025-03-01 19:00:00' gives '2025-03-01'. A text without a space is returned whole; null,
 * undefined and '' give ''.
 */
export function datePart(dateTime: string | null | undefined): string {
  if (!dateTime) return '';
  const space = dateTime.indexOf(' ');
  return space === -1 ? dateTime : dateTime.slice(0, space);
}
