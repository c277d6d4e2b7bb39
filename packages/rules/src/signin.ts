/**
 * Sign-in with an identity provider (docs/adr/0033-sign-in-with-an-identity-provider.md): how long
 * a sign-in may take, the development provider's test users, and every message the screens and the
 * API's answers show, exactly as users see them. What the login screens' buttons show (the
 * providers' words and the one failure they draw themselves) is `signinButtons.ts`, so their chunk
 * carries none of the rest (docs/architecture.md §6).
 */

import { messages } from './messages.ts';
import { SIGNIN_BUTTON_MESSAGES } from './signinButtons.ts';

/** A sign-in must come back from the provider within this (its login and consent included). */
export const SIGNIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

/**
 * The development provider's two test users (the server runs it on loopback only): one whose
 * e-mail the provider says is verified, one whose e-mail it does not vouch for.
 */
export const DEV_SIGNIN_USERS = [
  { id: 'meiling', name: '林美玲', email: 'meiling@example.com', emailVerified: true },
  { id: 'zhihao', name: '陳志豪', email: 'zhihao@example.com', emailVerified: false },
] as const;

/** The texts of the sign-in screens and the API's answers (openapi.yaml, tag `signin`). */
export const SIGNIN_MESSAGES = {
  /** 404: the provider is not one the server is configured for. */
  providerUnknown: '找不到這個登入方式',
  /** 422 on `redirect_uri`: not the address the server sends sign-ins back to. */
  redirectNotAllowed: '這個網址不能接收登入結果，請從網站的正式網址開啟',
  /** 422 on `return_to`: not a path of this site. */
  returnToInvalid: '返回網址須為本站路徑',
  /** 422 on `state` or `binding`: missing, unknown, used already, expired or forged. */
  attemptInvalid: '登入流程已失效，請重新登入',
  /** 403: the sign-in was started in another browser (or tab closed since). */
  otherBrowser: '登入流程不是從這個瀏覽器開始的，請重新登入',
  /** 403: the visitor said no at the provider (`access_denied`). */
  cancelled: '已取消登入',
  /** 422 on `code`: the provider refused the code (used already, expired, not this sign-in's). */
  codeInvalid: '登入授權碼無效或已使用，請重新登入',
  /** 502: the provider answered with an error, or with an answer that fails verification. */
  providerError: '登入服務回應錯誤，請稍後再試',
  /** 502: the ID token's signature, issuer, audience, expiry or nonce is wrong. */
  idTokenInvalid: '無法驗證登入服務的回應，請重新登入',
  /** 503: the provider cannot be reached. */
  providerDown: '登入服務暫時無法連線，請稍後再試',
  /** 409: the provider gave no e-mail address. */
  emailMissing: '登入服務沒有提供 Email，請允許提供 Email 後再試',
  /** 409: a member has this e-mail, and the provider does not vouch for it. */
  emailUnverifiedTaken: '這個 Email 已有帳號，請先以 Email 登入，再到個人資料頁連結這個登入方式',
  /** 409: the member with this e-mail is an administrator: linked by hand only. */
  administratorByHand: '管理員帳號請先以 Email 登入，再到個人資料頁連結這個登入方式',
  /** 409: this provider account is linked to another member. */
  identityTaken: '這個登入帳號已連結到另一位會員',
  /** 409: the member has linked this provider already. */
  alreadyLinked: '已經連結過這個登入方式',
  /** 409: removing it would leave the member no way to log in. */
  lastWay: '這是你唯一的登入方式，請先設定密碼或連結其他登入方式',
  /** 404: the member has not linked this provider. */
  notLinked: '沒有連結這個登入方式',
  /** 200 of removing a link. */
  unlinked: '已移除連結',
  /** The callback screen while it finishes the sign-in. */
  finishing: '正在完成登入…',
  /** After a link from the account page. */
  linked: '已連結登入方式',
  /** The list of providers could not be loaded (the identity-provider test screen). */
  providersFailed: '無法載入登入方式，請稍後再試',
  /** Starting failed without an answer (network, time-out). */
  startFailed: SIGNIN_BUTTON_MESSAGES.startFailed,
  /** Finishing failed without an answer (network, time-out). */
  finishFailed: messages.loginFailed,
  /** Removing a link failed without an answer. */
  unlinkFailed: '移除失敗，請稍後再試',
} as const;
