/**
 * The first message per field of a Laravel 422 body (`{ message, errors: { field: [..] } }`), so a
 * form can show the server's reasons under its fields. Anything else gives no field errors.
 */
export function fieldErrorsOf<T>(
  body: unknown,
): Partial<Record<keyof T & string, string>> | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return Object.keys(result).length
    ? (result as Partial<Record<keyof T & string, string>>)
    : undefined;
}
