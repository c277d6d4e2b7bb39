import type { MutationFailure } from '@folio/api';
import { serverMessages, validationMessages } from '@folio/ui';

const messages = serverMessages.login;

/**
 * What the login screens show for a failed login (docs/requirements.md §8): the alert and the line
 * under the fields. The contract's 422 is wrong credentials and its 500 an unverified e-mail.
 */
export function loginFailure({ status, message }: MutationFailure): {
  alert: string;
  line: string;
} {
  if (status === 422) {
    return { alert: messages.status422, line: validationMessages.login.credentialsError };
  }
  if (status === 500) return { alert: messages.status500, line: message ?? messages.status500 };
  return { alert: messages.fallback, line: message ?? messages.fallback };
}
