/**
 * The address shape every e-mail field checks (docs/requirements.md §5 "Address shape"): the form
 * and the contract's `format: email` (Ajv with ajv-formats, which the server validates with) accept
 * the same addresses. This is ajv-formats' own `email` pattern, so a test can hold the two equal:
 * ASCII letters, digits and `!#$%&'*+/=?^_`{|}~-` before the `@`, with single dots between them;
 * after it, dot-separated labels of letters, digits and inner hyphens, at least two of them.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** True when `address` has the shape of an e-mail address (`EMAIL_PATTERN`), as typed. */
export function isEmailAddress(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}
