const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Laravel's TrimStrings and ConvertEmptyStringsToNull middleware (docs/architecture.md §3,
 * "Laravel compatibility"): text fields are trimmed (never a password) and a field left empty is
 * dropped, so "required" answers for it; the same inside objects at any depth (a product's
 * variants, docs/adr/0030-shopping-catalog.md). A list of plain texts (a task's recipients) is
 * left as sent. `keepEmpty` names the top-level fields whose empty value means something (an
 * event's price: none).
 */
export function normalizeFields(body: object, keepEmpty: readonly string[] = []): void {
  for (const [key, value] of Object.entries(body)) {
    if (isObject(value)) normalizeFields(value);
    if (Array.isArray(value)) for (const item of value) if (isObject(item)) normalizeFields(item);
    if (typeof value !== 'string') continue;
    const trimmed = /password/.test(key) ? value : value.trim();
    if (trimmed === '' && !keepEmpty.includes(key)) Reflect.deleteProperty(body, key);
    else Reflect.set(body, key, trimmed);
  }
}
