import { isEmailAddress, passwordMessages } from '@folio/rules';

/**
 * Small pure validators. Each factory takes the message to return and gives a `Rule`: a function
 * of the field's value (and all the form's values) that returns the message when the rule fails
 * and `undefined` when it passes. Every rule except `required` lets an empty value pass, so rules
 * compose: `compose(required(m1), emailShape(m2))` reports "required" for '' and "format" for 'x'.
 */

/** A validator: the message when `value` breaks the rule, otherwise `undefined`. */
export type Rule<V = unknown, A = unknown> = (value: V, allValues: A) => string | undefined;

/** True for `undefined`, `null`, and strings that are empty once trimmed. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** A decimal number, optionally negative: '0', '1200', '99.5', '-3'. */
const NUMBER = /^-?\d+(\.\d+)?$/;

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/** Fails on an empty value (see `isEmpty`). */
export const required =
  (message: string): Rule =>
  (value) =>
    isEmpty(value) ? message : undefined;

/** Fails unless the value, trimmed, has the shape of an e-mail address (@folio/rules). */
export const emailShape =
  (message: string): Rule =>
  (value) =>
    isEmpty(value) || isEmailAddress(text(value).trim()) ? undefined : message;

/** Fails when the value has fewer than `min` characters (code points, so 中文 counts one each). */
export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    isEmpty(value) || [...text(value)].length >= min ? undefined : message;

/**
 * Fails when the value breaks the password rule of @folio/rules (docs/requirements.md §5: length,
 * lowercase, uppercase, symbol), with the rule's message for the first broken part; the server
 * answers with the same texts.
 */
export const followsPasswordRule = (): Rule => (value) =>
  isEmpty(value) ? undefined : passwordMessages(text(value))[0];

/**
 * Fails unless the value equals the value of another field (a password confirmation). Empty
 * counts as a value here: a blank confirmation of a filled password fails.
 */
export const matchesField =
  <A>(field: keyof A & string, message: string): Rule<unknown, A> =>
  (value, allValues) =>
    (value ?? '') === ((allValues as Record<string, unknown>)[field] ?? '') ? undefined : message;

/**
 * Fails when both times are filled and the value is not later than the other field's time. Times
 * are compared as text, which is time order for 'YYYY-MM-DD HH:mm:ss' (and 'YYYY-MM-DDTHH:mm').
 */
export const laterThanField =
  <A>(field: keyof A & string, message: string): Rule<unknown, A> =>
  (value, allValues) => {
    const other = (allValues as Record<string, unknown>)[field];
    if (isEmpty(value) || isEmpty(other)) return undefined;
    return text(value).replace('T', ' ') > text(other).replace('T', ' ') ? undefined : message;
  };

/**
 * Fails unless the value is empty or a number from `min` to `max` (the server's price range):
 * `message` for text that is not a number, `rangeMessage` (default `message`) for one outside.
 */
export const numberInRangeOrEmpty =
  (min: number, max: number, message: string, rangeMessage = message): Rule =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const n =
      typeof value === 'number'
        ? value
        : NUMBER.test(text(value).trim())
          ? Number(text(value))
          : NaN;
    if (!Number.isFinite(n)) return message;
    return n >= min && n <= max ? undefined : rangeMessage;
  };

/** Fails unless the value is empty or a decimal number ('1200', '99.5', '-3'). */
export const numberOrEmpty =
  (message: string): Rule =>
  (value) => {
    if (isEmpty(value)) return undefined;
    if (typeof value === 'number') return Number.isFinite(value) ? undefined : message;
    return NUMBER.test(text(value).trim()) ? undefined : message;
  };

/** True for a `File` (or anything shaped like one, from another window) of an `image/*` type. */
function isImage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as { name?: unknown; type?: unknown };
  return (
    typeof file.name === 'string' && typeof file.type === 'string' && file.type.startsWith('image/')
  );
}

/** Fails unless the value is empty (no file chosen) or an image file. */
export const isImageFile =
  (message: string): Rule =>
  (value) =>
    isEmpty(value) || isImage(value) ? undefined : message;

/** Runs the rules in order and returns the first message, so a field shows one error at a time. */
export const compose =
  <V, A>(...rules: Rule<V, A>[]): Rule<V, A> =>
  (value, allValues) => {
    for (const rule of rules) {
      const message = rule(value, allValues);
      if (message) return message;
    }
    return undefined;
  };

/** The rules of a whole form, one (composed) rule per field. */
export type Schema<T> = { [K in keyof T]?: Rule<T[K], T> };

/** The errors of a form: one message per failing field. */
export type ValidationErrors<T> = Partial<Record<keyof T, string>>;

/** Turns a schema into a record-level validator, as final-form's `validate` prop expects. */
export function validateSchema<T>(schema: Schema<T>): (values: T) => ValidationErrors<T> {
  return (values) => {
    const errors: ValidationErrors<T> = {};
    for (const key of Object.keys(schema) as (keyof T)[]) {
      const rule = schema[key];
      const message = rule?.(values[key], values);
      if (message) errors[key] = message;
    }
    return errors;
  };
}
