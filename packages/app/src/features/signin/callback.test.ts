import { describe, expect, it, vi } from 'vitest';
import { backLabel, callbackQuery, finishOnce } from './callback';

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
