import { describe, expect, it } from 'vitest';
import * as messages from './messages';

/**
 * Every message pinned to the exact text quoted in docs/requirements.md §5 and §8 (generated from docs/requirements.md, so a
 * retyped or "corrected" message fails here).
 */
const table: [path: string, text: string][] = [
  ['validationMessages.login.emailRequired', 'Email必填'],
  ['validationMessages.login.emailFormat', 'Email 格式錯誤'],
  ['validationMessages.login.passwordRequired', 'The provided credentials are incorrect.'],
  ['validationMessages.login.credentialsError', '密碼或帳號錯誤'],
  [
    'validationMessages.loginEnglish.credentialsIncorrect',
    'The provided credentials are incorrect.',
  ],
  ['validationMessages.register.nameRequired', '姓名必填'],
  ['validationMessages.register.nameMinLength', '姓名至少 2 個字'],
  ['validationMessages.register.emailRequired', 'Email 必填'],
  ['validationMessages.register.emailFormat', 'Email 格式錯誤'],
  ['validationMessages.register.emailTaken', '這個 Email 已被註冊'],
  ['validationMessages.register.emailCheckFailed', '檢查失敗，請稍後再試'],
  ['validationMessages.register.passwordRequired', '密碼必填'],
  ['validationMessages.register.passwordMinLength', '密碼至少 8 碼'],
  ['validationMessages.register.passwordMaxLength', '密碼不可超過 255 個字'],
  ['validationMessages.register.passwordLowercase', '至少含一個小寫字母'],
  ['validationMessages.register.passwordUppercase', '至少含一個大寫字母'],
  ['validationMessages.register.passwordSymbol', '至少含一個特殊符號'],
  ['validationMessages.register.confirmationMismatch', '兩次密碼不一致'],
  ['validationMessages.changePassword.oldPasswordRequired', '密碼必填'],
  ['validationMessages.changePassword.newPasswordRequired', '新密碼必填'],
  ['validationMessages.changePassword.passwordMinLength', '密碼至少 8 碼'],
  ['validationMessages.changePassword.passwordMaxLength', '密碼不可超過 255 個字'],
  ['validationMessages.changePassword.passwordLowercase', '至少含一個小寫字母'],
  ['validationMessages.changePassword.passwordUppercase', '至少含一個大寫字母'],
  ['validationMessages.changePassword.passwordSymbol', '至少含一個特殊符號'],
  ['validationMessages.changePassword.confirmationMismatch', '與新密碼不一致'],
  ['validationMessages.resetPassword.newPasswordRequired', '新密碼必填'],
  ['validationMessages.resetPassword.passwordMinLength', '密碼至少 8 碼'],
  ['validationMessages.resetPassword.passwordMaxLength', '密碼不可超過 255 個字'],
  ['validationMessages.resetPassword.passwordLowercase', '至少含一個小寫字母'],
  ['validationMessages.resetPassword.passwordUppercase', '至少含一個大寫字母'],
  ['validationMessages.resetPassword.passwordSymbol', '至少含一個特殊符號'],
  ['validationMessages.resetPassword.confirmationMismatch', '與新密碼不一致'],
  ['validationMessages.resendVerification.emailRequired', 'Email 帳號必填'],
  ['validationMessages.resendVerification.emailFormat', '請輸入正確的 Email 格式'],
  ['validationMessages.resendVerification.passwordRequired', '密碼必填'],
  ['validationMessages.forgotPassword.emailRequired', 'Email 必填'],
  ['validationMessages.forgotPassword.emailFormat', 'Email 格式錯誤'],
  ['validationMessages.event.nameRequired', '請輸入活動名稱'],
  ['validationMessages.event.descriptionRequired', '請輸入活動說明'],
  ['validationMessages.event.startTimeRequired', '請選擇開始時間'],
  ['validationMessages.event.endTimeRequired', '請選擇結束時間'],
  ['validationMessages.event.endAfterStart', '結束時間必須晚於開始時間'],
  ['validationMessages.event.priceNumber', '請輸入價格（數字）'],
  ['validationMessages.event.priceRange', '價格須介於 0 至 100,000,000 之間'],
  ['validationMessages.event.imageFile', '請上傳圖片檔案'],
  ['editImageLabel', '上傳新圖片（可選）'],
  ['serverMessages.login.status422', '密碼或帳號錯誤'],
  ['serverMessages.login.status500', 'Email 尚未驗證，請先驗證後再登入'],
  ['serverMessages.login.fallback', '登入失敗，請稍後再試'],
  ['serverMessages.register.failure', '註冊失敗，請稍後再試'],
  ['serverMessages.register.success', '註冊成功，至 Email 收信點擊驗證連結後再登入'],
  ['serverMessages.changePassword.failure', '舊密碼不正確'],
  ['serverMessages.changePassword.success', '密碼修改完成，帳號登出，請以新密碼重新登入'],
  ['serverMessages.emailVerify.incompleteLink', '連結資訊不完整'],
  ['serverMessages.emailVerify.success', '驗證成功，請重新登入'],
  ['serverMessages.emailVerify.failure', '驗證失敗，連結可能已過期或無效'],
  ['serverMessages.session.invalid', '驗證失效，請重新登入'],
  ['serverMessages.resendVerification.fallback', '寄送失敗'],
  ['serverMessages.resendVerification.alreadyVerified', 'Email 已經驗證過了'],
  ['serverMessages.forgotPassword.fallback', '寄送失敗'],
  ['serverMessages.resetPassword.fallback', '密碼重設失敗'],
  ['serverMessages.event.createFailure', '上傳失敗'],
  ['serverMessages.event.updateFailure', '更新失敗'],
  ['serverMessages.event.loadFailure', '無法載入活動資料'],
  ['serverMessages.event.createSuccess', '活動建立完成'],
  ['serverMessages.event.updateSuccess', '活動更新完成'],
];

const get = (path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);

describe('messages', () => {
  it.each(table)('%s is %j', (path, text) => {
    expect(get(path)).toBe(text);
  });

  it('has no message the table does not pin', () => {
    const paths: string[] = [];
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === 'string') paths.push(prefix);
      else
        for (const [k, v] of Object.entries(node as object)) walk(v, prefix ? `${prefix}.${k}` : k);
    };
    walk(messages, '');
    expect(paths.sort()).toEqual(table.map(([p]) => p).sort());
  });
});
