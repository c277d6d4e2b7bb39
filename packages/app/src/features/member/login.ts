import type { MutationFailure } from '@folio/api';
import { serverMessages, validationMessages, waitMessage } from '@folio/ui';

const messages = serverMessages.login;

/**
 * What the login screens show for a failed login (docs/requirements.md §8): the alert and the line
 * under the fields, in the same words. The contract's 422 is wrong credentials and its 500 an
 * unverified e-mail; a 429 says how long to wait, from its `Retry-After`.
 */
export function loginFailure({ status, message, retryAfter }: MutationFailure): {
  alert: string;
  line: string;
} {
  if (status === 422) {
    return { alert: messages.status422, line: validationMessages.login.credentialsError };
  }
  if (status === 429 && retryAfter !== undefined) {
    const wait = waitMessage(retryAfter);
    return { alert: wait, line: wait };
  }
  if (status === 500) return { alert: messages.status500, line: message ?? messages.status500 };
  return { alert: messages.fallback, line: message ?? messages.fallback };
}
