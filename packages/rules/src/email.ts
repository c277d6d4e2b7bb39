/**
 * The address shape every e-mail field checks (docs/requirements.md §5 "Address shape"): the form,
 * the server and the contract accept the same addresses. This is ajv-formats' own `email` pattern
 * (the server's `format: email`), and openapi.yaml's `Email` writes it out as its `pattern` (with
 * `A-Za-z` for the `i` flag) so that any validator of the contract agrees; tests hold them equal:
 * ASCII letters, digits and `!#$%&'*+/=?^_`{|}~-` before the `@`, with single dots between them;
 * after it, dot-separated labels of letters, digits and inner hyphens, at least two of them.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** True when `address` has the shape of an e-mail address (`EMAIL_PATTERN`), as typed. */
export function isEmailAddress(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}
