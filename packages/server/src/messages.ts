/**
 * Every message the server writes, in Traditional Chinese. Where docs/requirements.md (§5, §8) quotes
 * a text for the same situation, the server uses that very text, so the app may show either.
 * "Unauthenticated." stays English: it is the Laravel text the contract documents for 401.
 */
export const M = {
  unauthenticated: 'Unauthenticated.',
  tooManyAttempts: '嘗試次數過多，請稍後再試',
  busy: '伺服器忙碌中，請稍後再試',
  badUrl: '網址格式錯誤',
  badRequest: '請求格式錯誤',
  notFound: 'Not Found',
  serverError: '伺服器發生錯誤，請稍後再試',

  // login (docs/requirements.md §5, §8)
  loginEmailRequired: 'Email必填',
  emailFormat: 'Email 格式錯誤',
  loginPasswordRequired: 'The provided credentials are incorrect.',
  wrongCredentials: '密碼或帳號錯誤',
  /** The legacy 500 of POST /login: exactly this text, and for nothing else. */
  unverified: 'Email 尚未驗證，請先驗證後再登入',

  // register (docs/requirements.md §5, §8)
  nameRequired: '姓名必填',
  nameMin: '姓名至少 2 個字',
  nameMax: '姓名不可超過 255 個字',
  emailRequired: 'Email 必填',
  emailTooLong: 'Email 不可超過 255 個字',
  emailTaken: '這個 Email 已被註冊',
  passwordRequired: '密碼必填',
  passwordMin: '密碼至少 8 碼',
  passwordMax: '密碼不可超過 255 個字',
  passwordLower: '至少含一個小寫字母',
  passwordUpper: '至少含一個大寫字母',
  passwordSymbol: '至少含一個特殊符號',
  passwordMismatch: '兩次密碼不一致',
  registered: '註冊成功，至 Email 收信點擊驗證連結後再登入',

  // e-mail verification
  verified: '驗證成功，請重新登入',
  invalidSignature: '驗證失敗，連結可能已過期或無效',
  userNotFound: '找不到這個帳號',

  // resend verification (docs/requirements.md §5, §8)
  resendEmailRequired: 'Email 帳號必填',
  resendEmailFormat: '請輸入正確的 Email 格式',
  alreadyVerified: 'Email 已經驗證過了',
  verificationSent: '驗證信已寄出，請至 Email 收信',

  // session
  tokenValid: 'Token 有效',
  loggedOut: '已登出',

  // passwords (docs/requirements.md §5, §8)
  newPasswordRequired: '新密碼必填',
  newPasswordMismatch: '與新密碼不一致',
  wrongOldPassword: '舊密碼不正確',
  passwordChanged: '密碼修改完成，帳號登出，請以新密碼重新登入',
  resetLinkSent: '若這個 Email 已註冊，重設密碼連結已寄出，請至 Email 收信',
  resetTokenRequired: '重設連結不完整',
  resetTokenInvalid: '重設連結無效或已過期，請重新申請',
  passwordReset: '密碼已重設，請以新密碼登入',

  // events (docs/requirements.md §5, §8)
  eventNameRequired: '請輸入活動名稱',
  eventNameMax: '活動名稱不可超過 255 個字',
  eventDescriptionRequired: '請輸入活動說明',
  eventDescriptionMax: '活動說明不可超過 5000 個字',
  startRequired: '請選擇開始時間',
  endRequired: '請選擇結束時間',
  /** The same text as the event form's rule (packages/ui validation messages). */
  endAfterStart: '結束時間必須晚於開始時間',
  timeFormat: '時間格式須為 YYYY-MM-DD HH:mm:ss',
  priceNumber: '請輸入價格（數字）',
  imageFile: '請上傳圖片檔案',
  imageType: '圖片須為 PNG、JPEG、WebP 或 GIF',
  imageTooLarge: '圖片不可超過 5 MB',
  eventCreated: '活動建立完成',
  eventUpdated: '活動更新完成',
  eventNotFound: '找不到這個活動',
  /** 403 of POST /events/{id} (openapi.yaml): the event is someone else's. */
  eventForbidden: '只能更新自己建立的活動',
  methodOverride: '更新須帶 _method=PUT',

  // generic request problems
  pageInvalid: '頁碼須為正整數',
  searchTooLong: '搜尋字詞不可超過 100 個字',
  idInvalid: 'id 須為正整數',
  unknownField: (field: string) => `不接受的欄位：${field}`,
  invalidField: (field: string) => `${field} 格式錯誤`,
  bodyTooLarge: '請求內容過大',
  badJson: '請求內容不是有效的 JSON',
  unsupportedType: (types: string) => `Content-Type 須為 ${types}`,
  bodyRequired: '缺少請求內容',
  multipartInvalid: '請求內容不是有效的 multipart/form-data',
  oneFileOnly: '只能上傳一個圖片檔案',
  andMore: (count: number) => `（另有 ${count} 個錯誤）`,

  // ping
  pong: 'pong',
} as const;
