import { EVENT_PRICE_MAX, EVENT_PRICE_MIN } from './limits.ts';

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * The zh-TW (and the few English) texts that more than one package shows: the form (ui), the app
 * and the server. Each is written here once, exactly as docs/requirements.md §5 and §8 quote it;
 * `messages.test.ts` checks every one against those tables. A text only one package uses stays in
 * that package (the server's own texts are in packages/server/src/messages.ts).
 */
export const messages = {
  // docs/requirements.md §5: under the fields (the server answers the same cases with the same text)
  /** Member login and login demo: e-mail required (no space, unlike the other forms). */
  loginEmailRequired: 'Email必填',
  emailRequired: 'Email 必填',
  emailFormat: 'Email 格式錯誤',
  /** Login password required; also the English login's one message. */
  credentialsIncorrect: 'The provided credentials are incorrect.',
  /** The error line under the login fields after a 422; the server's message for no such account. */
  wrongCredentials: '密碼或帳號錯誤',
  nameRequired: '姓名必填',
  nameMin: '姓名至少 2 個字',
  emailTaken: '這個 Email 已被註冊',
  emailCheckFailed: '檢查失敗，請稍後再試',
  passwordRequired: '密碼必填',
  newPasswordRequired: '新密碼必填',
  passwordMin: '密碼至少 8 碼',
  /** **Decided** (docs/requirements.md §5): the password rule's upper bound, as the contract's. */
  passwordMax: '密碼不可超過 255 個字',
  passwordLowercase: '至少含一個小寫字母',
  passwordUppercase: '至少含一個大寫字母',
  passwordSymbol: '至少含一個特殊符號',
  passwordMismatch: '兩次密碼不一致',
  newPasswordMismatch: '與新密碼不一致',
  resendEmailRequired: 'Email 帳號必填',
  resendEmailFormat: '請輸入正確的 Email 格式',
  eventNameRequired: '請輸入活動名稱',
  eventDescriptionRequired: '請輸入活動說明',
  startRequired: '請選擇開始時間',
  endRequired: '請選擇結束時間',
  endAfterStart: '結束時間必須晚於開始時間',
  priceNumber: '請輸入價格（數字）',
  /** A number outside the price range (limits.ts): says what the range is. */
  priceRange: `價格須介於 ${grouped(EVENT_PRICE_MIN)} 至 ${grouped(EVENT_PRICE_MAX)} 之間`,
  imageFile: '請上傳圖片檔案',

  // docs/requirements.md §8: after a call (alerts, and the server's answers to the same cases)
  /** The legacy login 500, exactly this text. */
  unverified: 'Email 尚未驗證，請先驗證後再登入',
  loginFailed: '登入失敗，請稍後再試',
  registerFailed: '註冊失敗，請稍後再試',
  registered: '註冊成功，至 Email 收信點擊驗證連結後再登入',
  wrongOldPassword: '舊密碼不正確',
  passwordChanged: '密碼修改完成，帳號登出，請以新密碼重新登入',
  verifyLinkIncomplete: '連結資訊不完整',
  verified: '驗證成功，請重新登入',
  verifyFailed: '驗證失敗，連結可能已過期或無效',
  sessionInvalid: '驗證失效，請重新登入',
  sendFailed: '寄送失敗',
  alreadyVerified: 'Email 已經驗證過了',
  resetFailed: '密碼重設失敗',
  passwordReset: '密碼已重設，請以新密碼登入',
  uploadFailed: '上傳失敗',
  updateFailed: '更新失敗',
  eventLoadFailed: '無法載入活動資料',
  eventCreated: '活動建立完成',
  eventUpdated: '活動更新完成',
} as const;
