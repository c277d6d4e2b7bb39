import { TEXT_CONTROL_CHARACTER } from '@folio/rules';
import { M } from '../messages.ts';

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The control characters no text of the API holds (@folio/rules, the forms' rule too). */
const CONTROL = TEXT_CONTROL_CHARACTER;

/** At least one letter, digit, punctuation mark or symbol: not only spaces or zero-width marks. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** True when `text` shows something (a name of only U+200B shows nothing). */
export const isVisibleText = (text: string) => VISIBLE.test(text);

/**
 * The fields of a body whose text holds a control character, with their message, at any depth
 * and named as the 422 names them (`variants.3.sku`; a list of plain texts, such as a task's
 * recipients, on the list). Passwords are hashed, never stored, and may hold anything. `own`
 * words the message of an operation's field that refuses more (a task's subject: validation.ts).
 */
export function controlCharacterErrors(
  body: object,
  prefix = '',
  own: Readonly<Record<string, string>> = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (/password/.test(key)) continue;
    const field = `${prefix}${key}`;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (typeof item === 'string' && CONTROL.test(item))
        errors[field] = [own[field] ?? M.controlCharacter];
      const at = Array.isArray(value) ? `${field}.${index}.` : `${field}.`;
      if (isObject(item)) Object.assign(errors, controlCharacterErrors(item, at));
    });
  }
  return errors;
}

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
