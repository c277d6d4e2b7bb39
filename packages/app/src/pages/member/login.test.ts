import { describe, expect, it } from 'vitest';
import { loginFailure } from './login';

describe('loginFailure', () => {
  it.each([
    [
      422,
      { message: 'The provided credentials are incorrect.' },
      '帳號或密碼錯誤',
      '密碼或帳號錯誤',
    ],
    [
      500,
      { message: 'Email 尚未驗證，請先驗證後再登入' },
      'Email 尚未驗證，請先驗證後再登入',
      'Email 尚未驗證，請先驗證後再登入',
    ],
    [
      429,
      { message: '嘗試次數過多，請 60 秒後再試' },
      '登入失敗，請稍後再試',
      '嘗試次數過多，請 60 秒後再試',
    ],
    [undefined, new TypeError('Failed to fetch'), '登入失敗，請稍後再試', '登入失敗，請稍後再試'],
  ])('status %s', (status, body, alert, line) => {
    expect(loginFailure(status, body)).toEqual({ alert, line });
  });
});
