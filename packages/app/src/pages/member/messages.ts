import { messages as m } from '@folio/rules';

/**
 * The messages of docs/requirements.md §8 the member screens show, by the screens' names. The texts
 * are written once, in @folio/rules (the form and the server use the same ones).
 */
export const memberMessages = {
  loginWrongCredentials: m.loginRejected,
  loginUnverified: m.unverified,
  loginFailed: m.loginFailed,
  /** The error line under the login fields (docs/requirements.md §5). */
  loginErrorLine: m.wrongCredentials,
  registerFailed: m.registerFailed,
  registerSucceeded: m.registered,
  changePasswordFailed: m.wrongOldPassword,
  changePasswordSucceeded: m.passwordChanged,
  verifyIncomplete: m.verifyLinkIncomplete,
  verifySucceeded: m.verified,
  verifyFailed: m.verifyFailed,
  sendFailed: m.sendFailed,
  alreadyVerified: m.alreadyVerified,
  resetFailed: m.resetFailed,
  /** Shown when the reset succeeds and the server sent no message. */
  resetSucceeded: m.passwordReset,
} as const;
