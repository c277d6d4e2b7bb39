import { messages as m } from '@folio/rules';

/**
 * Every validation message of docs/requirements.md §5 and every form-related message of
 * docs/requirements.md §8, arranged per form. The texts themselves are written once, in
 * @folio/rules (shared with the app and the server); a unit test pins each one to its text.
 */

/**
 * The password strength rule's messages, one a step (docs/requirements.md §5): the same in every
 * form that sets a password.
 */
const passwordRuleMessages = {
  passwordMinLength: m.passwordMin,
  passwordMaxLength: m.passwordMax,
  passwordLowercase: m.passwordLowercase,
  passwordUppercase: m.passwordUppercase,
  passwordSymbol: m.passwordSymbol,
};

/** docs/requirements.md §5: the messages the validators show under the fields. */
export const validationMessages = {
  /** Member login and login demo. */
  login: {
    emailRequired: m.loginEmailRequired,
    emailFormat: m.emailFormat,
    passwordRequired: m.credentialsIncorrect,
    /** The error line under the fields (the app passes it, or the server message). */
    credentialsError: m.wrongCredentials,
  },
  /** /login (English): an empty e-mail or an empty password. */
  loginEnglish: {
    credentialsIncorrect: m.credentialsIncorrect,
  },
  register: {
    nameRequired: m.nameRequired,
    nameMinLength: m.nameMin,
    emailRequired: m.emailRequired,
    emailFormat: m.emailFormat,
    emailTaken: m.emailTaken,
    emailCheckFailed: m.emailCheckFailed,
    passwordRequired: m.passwordRequired,
    ...passwordRuleMessages,
    confirmationMismatch: m.passwordMismatch,
  },
  changePassword: {
    oldPasswordRequired: m.passwordRequired,
    newPasswordRequired: m.newPasswordRequired,
    ...passwordRuleMessages,
    confirmationMismatch: m.newPasswordMismatch,
  },
  resetPassword: {
    newPasswordRequired: m.newPasswordRequired,
    ...passwordRuleMessages,
    confirmationMismatch: m.newPasswordMismatch,
  },
  resendVerification: {
    emailRequired: m.resendEmailRequired,
    emailFormat: m.resendEmailFormat,
    passwordRequired: m.passwordRequired,
  },
  forgotPassword: {
    emailRequired: m.emailRequired,
    emailFormat: m.emailFormat,
  },
  event: {
    nameRequired: m.eventNameRequired,
    descriptionRequired: m.eventDescriptionRequired,
    startTimeRequired: m.startRequired,
    endTimeRequired: m.endRequired,
    /** The server refuses the same case with the same text (422 errors.end_time). */
    endAfterStart: m.endAfterStart,
    priceNumber: m.priceNumber,
    /** A number out of range; the server answers the same case with the same text. */
    priceRange: m.priceRange,
    imageFile: m.imageFile,
  },
} as const;

/** docs/requirements.md §5: the label of the optional image on the edit form. */
export const editImageLabel = '上傳新圖片（可選）';

/**
 * docs/requirements.md §8: the messages the app shows after a call. The forms use the failure ones only as a
 * fallback when `onSubmit` rejects instead of resolving with `{ error }`.
 */
/**
 * A limit reached (429 with `Retry-After`): how long to wait, in the words a person counts in.
 * waitMessage(45) → '嘗試次數過多，請 45 秒後再試'; waitMessage(600) → '… 10 分鐘後再試'.
 */
export function waitMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
  return `嘗試次數過多，請 ${wait}後再試`;
}

export const serverMessages = {
  login: {
    // The same words as the line under the fields (docs/requirements.md §5): said once.
    status422: m.wrongCredentials,
    status500: m.unverified,
    fallback: m.loginFailed,
  },
  register: {
    failure: m.registerFailed,
    success: m.registered,
  },
  changePassword: {
    failure: m.wrongOldPassword,
    success: m.passwordChanged,
  },
  emailVerify: {
    incompleteLink: m.verifyLinkIncomplete,
    success: m.verified,
    failure: m.verifyFailed,
  },
  session: {
    invalid: m.sessionInvalid,
  },
  resendVerification: {
    fallback: m.sendFailed,
    alreadyVerified: m.alreadyVerified,
  },
  forgotPassword: {
    fallback: m.sendFailed,
  },
  resetPassword: {
    fallback: m.resetFailed,
  },
  event: {
    createFailure: m.uploadFailed,
    updateFailure: m.updateFailed,
    loadFailure: m.eventLoadFailed,
    createSuccess: m.eventCreated,
    updateSuccess: m.eventUpdated,
  },
} as const;
