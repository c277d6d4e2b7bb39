/**
 * Every validation message of docs/requirements.md §5 and every form-related message of docs/requirements.md §8, exactly as the
 * specification quotes them (copied from docs/requirements.md, never retyped). Import them from here; a unit
 * test pins each one to its text.
 */

/** docs/requirements.md §5: the messages the validators show under the fields. */
export const validationMessages = {
  /** Member login and login demo. */
  login: {
    emailRequired: 'Email必填',
    emailFormat: 'Email 格式錯誤',
    passwordRequired: 'The provided credentials are incorrect.',
    /** The error line under the fields (the app passes it, or the server message). */
    credentialsError: '密碼或帳號錯誤',
  },
  /** /login (English): an empty e-mail or an empty password. */
  loginEnglish: {
    credentialsIncorrect: 'The provided credentials are incorrect.',
  },
  register: {
    nameRequired: '姓名必填',
    nameMinLength: '姓名至少 2 個字',
    emailRequired: 'Email 必填',
    emailFormat: 'Email 格式錯誤',
    emailTaken: '這個 Email 已被註冊',
    emailCheckFailed: '檢查失敗，請稍後再試',
    passwordRequired: '密碼必填',
    passwordMinLength: '密碼至少 8 碼',
    passwordLowercase: '至少含一個小寫字母',
    passwordUppercase: '至少含一個大寫字母',
    passwordSymbol: '至少含一個特殊符號',
    confirmationMismatch: '兩次密碼不一致',
  },
  changePassword: {
    oldPasswordRequired: '密碼必填',
    newPasswordRequired: '新密碼必填',
    passwordMinLength: '密碼至少 8 碼',
    passwordLowercase: '至少含一個小寫字母',
    passwordUppercase: '至少含一個大寫字母',
    passwordSymbol: '至少含一個特殊符號',
    confirmationMismatch: '與新密碼不一致',
  },
  resetPassword: {
    newPasswordRequired: '新密碼必填',
    passwordMinLength: '密碼至少 8 碼',
    passwordLowercase: '至少含一個小寫字母',
    passwordUppercase: '至少含一個大寫字母',
    passwordSymbol: '至少含一個特殊符號',
    confirmationMismatch: '與新密碼不一致',
  },
  resendVerification: {
    emailRequired: 'Email 帳號必填',
    emailFormat: '請輸入正確的 Email 格式',
    passwordRequired: '密碼必填',
  },
  forgotPassword: {
    emailRequired: 'Email 必填',
    emailFormat: 'Email 格式錯誤',
  },
  event: {
    nameRequired: '請輸入活動名稱',
    descriptionRequired: '請輸入活動說明',
    startTimeRequired: '請選擇開始時間',
    endTimeRequired: '請選擇結束時間',
    /** The server refuses the same case with the same text (422 errors.end_time). */
    endAfterStart: '結束時間必須晚於開始時間',
    priceNumber: '請輸入價格（數字）',
    imageFile: '請上傳圖片檔案',
  },
} as const;

/** docs/requirements.md §5: the label of the optional image on the edit form. */
export const editImageLabel = '上傳新圖片（可選）';

/**
 * docs/requirements.md §8: the messages the app shows after a call. The forms use the failure ones only as a
 * fallback when `onSubmit` rejects instead of resolving with `{ error }`.
 */
export const serverMessages = {
  login: {
    status422: '帳號或密碼錯誤',
    status500: 'Email 尚未驗證，請先驗證後再登入',
    fallback: '登入失敗，請稍後再試',
  },
  register: {
    failure: '註冊失敗，請稍後再試',
    success: '註冊成功，至 Email 收信點擊驗證連結後再登入',
  },
  changePassword: {
    failure: '舊密碼不正確',
    success: '密碼修改完成，帳號登出，請以新密碼重新登入',
  },
  emailVerify: {
    incompleteLink: '連結資訊不完整',
    success: '驗證成功，請重新登入',
    failure: '驗證失敗，連結可能已過期或無效',
  },
  session: {
    invalid: '驗證失效，請重新登入',
  },
  resendVerification: {
    fallback: '寄送失敗',
    alreadyVerified: 'Email 已經驗證過了',
  },
  forgotPassword: {
    fallback: '寄送失敗',
  },
  resetPassword: {
    fallback: '密碼重設失敗',
  },
  event: {
    createFailure: '上傳失敗',
    updateFailure: '更新失敗',
    loadFailure: '無法載入活動資料',
    createSuccess: '活動建立完成',
    updateSuccess: '活動更新完成',
  },
} as const;
