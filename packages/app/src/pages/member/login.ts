import { errorMessage } from '@folio/api';
import { memberMessages } from './messages';

/** What the login screens show for a failed login (docs/requirements.md §8): the alert and the line under the fields. */
export function loginFailure(
  status: number | undefined,
  body: unknown,
): { alert: string; line: string } {
  if (status === 422) {
    return { alert: memberMessages.loginWrongCredentials, line: memberMessages.loginErrorLine };
  }
  if (status === 500) {
    const alert = memberMessages.loginUnverified;
    return { alert, line: errorMessage(body, alert) };
  }
  return {
    alert: memberMessages.loginFailed,
    line: errorMessage(body, memberMessages.loginFailed),
  };
}
