import { describe, expect, it, vi } from 'vitest';
import { SIGNIN_MESSAGES } from '@folio/rules';
import { backLabel, callbackQuery, failureMessage, finishOnce } from './callback';

describe('/callback', () => {
  it("sends the provider's fields it was given, and nothing else", () => {
    const params = new URLSearchParams(
      'state=s1&code=c1&iss=http%3A%2F%2Fidp&scope=openid&extra=1',
    );
    expect(callbackQuery(params)).toEqual({ state: 's1', code: 'c1', iss: 'http://idp' });
  });

  it("sends a provider's error as it came", () => {
    const params = new URLSearchParams('state=s1&error=access_denied&error_description=no');
    expect(callbackQuery(params)).toEqual({
      state: 's1',
      error: 'access_denied',
      error_description: 'no',
    });
  });

  it('sends a missing state empty, for the server to refuse', () => {
    expect(callbackQuery(new URLSearchParams('code=c1'))).toEqual({ state: '', code: 'c1' });
  });

  it("says the server's words for the refused field, its message, or 登入失敗", () => {
    const { attemptInvalid, cancelled, finishFailed } = SIGNIN_MESSAGES;
    const missing = {
      ok: false,
      status: 422,
      message: `${attemptInvalid}（另有 1 個錯誤）`,
      fieldErrors: { state: attemptInvalid, binding: attemptInvalid },
    } as const;
    expect(failureMessage(missing)).toBe(attemptInvalid);
    expect(failureMessage({ ok: false, status: 403, message: cancelled })).toBe(cancelled);
    expect(failureMessage({ ok: false, status: null, message: null })).toBe(finishFailed);
  });

  it('names the way back after the screen that started the sign-in', () => {
    expect(backLabel('/account')).toBe('回到個人資料');
    expect(backLabel('/test/idp-test?x=1')).toBe('回到身分提供者測試');
    expect(backLabel('/login-new?next=%2Faccount')).toBeUndefined();
  });

  it('finishes a callback address once, however often the screen renders', async () => {
    const finish = vi.fn(() => Promise.resolve('signed in'));
    const first = finishOnce('?state=a', finish);
    const again = finishOnce('?state=a', finish);
    expect(again).toBe(first);
    await expect(again).resolves.toBe('signed in');
    expect(finish).toHaveBeenCalledTimes(1);
    await finishOnce('?state=b', finish);
    expect(finish).toHaveBeenCalledTimes(2);
  });
});
