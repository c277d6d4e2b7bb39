import { describe, expect, it } from 'vitest';
import { loginFailure } from './login';

describe('loginFailure', () => {
  it.each([
    [422, 'The provided credentials are incorrect.', '密碼或帳號錯誤', '密碼或帳號錯誤'],
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

  it.each([
    [45, '嘗試次數過多，請 45 秒後再試'],
    [60, '嘗試次數過多，請 1 分鐘後再試'],
    [590, '嘗試次數過多，請 10 分鐘後再試'],
  ])('a limit reached says how long to wait: Retry-After %i', (retryAfter, text) => {
    const failure = {
      ok: false,
      status: 429,
      message: '嘗試次數過多，請稍後再試',
      retryAfter,
    } as const;
    expect(loginFailure(failure)).toEqual({ alert: text, line: text });
  });
});
