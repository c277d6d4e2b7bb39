import { describe, expect, it } from 'vitest';
import { loginFailure } from './login';

describe('loginFailure', () => {
  it.each([
    [422, 'The provided credentials are incorrect.', '帳號或密碼錯誤', '密碼或帳號錯誤'],
    [
      500,
      'Email 尚未驗證，請先驗證後再登入',
      'Email 尚未驗證，請先驗證後再登入',
      'Email 尚未驗證，請先驗證後再登入',
    ],
    [429, '嘗試次數過多，請 60 秒後再試', '登入失敗，請稍後再試', '嘗試次數過多，請 60 秒後再試'],
    [null, null, '登入失敗，請稍後再試', '登入失敗，請稍後再試'],
  ])('status %s', (status, message, alert, line) => {
    expect(loginFailure({ ok: false, status, message })).toEqual({ alert, line });
  });
});
