/**
 * The sign-in link by mail (以電子郵件登入, docs/adr/0011-secure-defaults-and-limits.md decision
 * 13): when a login is refused for too many attempts (someone else's wrong passwords may have
 * filled the account's bucket), the owner asks for a link that logs in without the password,
 * once, within LOGIN_LINK_TTL_MS, and not after the password changed. The texts are the login
 * screens' and the server's, written once.
 */

/** How long a mailed sign-in link is valid. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

/** The query parameter of the link on the login screen (`/login-new?link=<token>`). */
export const LOGIN_LINK_PARAM = 'link';

export const LOGIN_LINK_MESSAGES = {
  /** The button the login screens offer after a 429. */
  offer: '以電子郵件登入',
  /** Beside the button: why it is offered. */
  offerHint: '嘗試次數過多時，可改用寄到 Email 的一次性登入連結登入。',
  /** The answer to a request, whether or not the address has an account. */
  sent: '若這個 Email 已註冊，登入連結已寄出，請至 Email 收信',
  /** A link used, expired, unknown or older than the password. */
  invalid: '登入連結無效或已過期，請重新申請',
  /** While the screen logs in with a link. */
  signingIn: '正在以登入連結登入…',
  /** A request that failed for another reason (no server message). */
  requestFailed: '寄送失敗，請稍後再試',
  /** The mail's subject, its lines and its button. */
  mailSubject: 'Folio：登入連結',
  mailLines: [
    '請點擊下方連結登入 Folio，連結 15 分鐘內有效，只能使用一次，不需要密碼。',
    '若你沒有提出這個要求，請忽略這封信；有人嘗試登入你的帳號時，建議變更密碼。',
  ],
  mailAction: '登入 Folio',
} as const;
