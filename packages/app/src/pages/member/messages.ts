/** The zh-TW messages of docs/requirements.md §8 the member screens show, exactly as docs/requirements.md quotes them. */
export const memberMessages = {
  loginWrongCredentials: '帳號或密碼錯誤',
  loginUnverified: 'Email 尚未驗證，請先驗證後再登入',
  loginFailed: '登入失敗，請稍後再試',
  /** The error line under the login fields (docs/requirements.md §5). */
  loginErrorLine: '密碼或帳號錯誤',
  registerFailed: '註冊失敗，請稍後再試',
  registerSucceeded: '註冊成功，至 Email 收信點擊驗證連結後再登入',
  changePasswordFailed: '舊密碼不正確',
  changePasswordSucceeded: '密碼修改完成，帳號登出，請以新密碼重新登入',
  verifyIncomplete: '連結資訊不完整',
  verifySucceeded: '驗證成功，請重新登入',
  verifyFailed: '驗證失敗，連結可能已過期或無效',
  sendFailed: '寄送失敗',
  alreadyVerified: 'Email 已經驗證過了',
  resetFailed: '密碼重設失敗',
} as const;
