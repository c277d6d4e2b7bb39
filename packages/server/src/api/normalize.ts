/**
 * Laravel's TrimStrings and ConvertEmptyStringsToNull middleware (docs/architecture.md §3,
 * "Laravel compatibility"): text fields are trimmed (never a password) and a field left empty is
 * dropped, so "required" answers for it. `keepEmpty` names the fields whose empty value means
 * something (an event's price: none).
 */
export function normalizeFields(body: object, keepEmpty: readonly string[] = []): void {
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const trimmed = /password/.test(key) ? value : value.trim();
    if (trimmed === '' && !keepEmpty.includes(key)) Reflect.deleteProperty(body, key);
    else Reflect.set(body, key, trimmed);
  }
}
