import { SIGNIN_MESSAGES } from '@folio/rules';
import { describe, expect, it, vi } from 'vitest';
import type { SigninResult } from '@folio/api';
import { leaveForProvider, signinReturnOf, signinReturnState, signinStartRequest } from './signin';

const result: SigninResult = {
  purpose: 'signin',
  provider: 'dev',
  return_to: '/resume',
  access_token: '8|secret',
  user: {
    id: 7,
    name: '林美玲',
    email: 'meiling@example.com',
    email_verified_at: '2026-11-26T08:00:00.000000Z',
    created_at: '2026-11-26T08:00:00.000000Z',
    updated_at: '2026-11-26T08:00:00.000000Z',
    role: 'member',
  },
  claims: { iss: 'http://127.0.0.1:1', sub: 'meiling', aud: ['folio'], iat: 1, exp: 2 },
};

describe('starting a sign-in', () => {
  it("asks to come back to this origin's /callback, then to the path given", () => {
    expect(signinStartRequest('http://127.0.0.1:8080', '/create-event')).toEqual({
      redirect_uri: 'http://127.0.0.1:8080/callback',
      return_to: '/create-event',
    });
  });

  it('sends the browser to the provider once started, and shows nothing', () => {
    const go = vi.fn();
    const started = {
      authorization_url: 'http://127.0.0.1:1/auth?state=s',
      binding: 'b'.repeat(32),
    };
    expect(leaveForProvider({ ok: true, data: started }, go)).toBeUndefined();
    expect(go).toHaveBeenCalledWith(started.authorization_url);
  });

  it("shows the server's message, or 無法開始登入 when no answer came, and stays", () => {
    const go = vi.fn();
    const down = { ok: false, status: 503, message: SIGNIN_MESSAGES.providerDown } as const;
    expect(leaveForProvider(down, go)).toEqual({ error: SIGNIN_MESSAGES.providerDown });
    expect(leaveForProvider({ ok: false, status: null, message: null }, go)).toEqual({
      error: SIGNIN_MESSAGES.startFailed,
    });
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the way back from /callback', () => {
  it('hands on who signed in and the claims, never the access token', () => {
    const state = signinReturnState(result);
    expect(JSON.stringify(state)).not.toContain('8|secret');
    expect(signinReturnOf(state)).toEqual({
      purpose: 'signin',
      provider: 'dev',
      user: { name: '林美玲', email: 'meiling@example.com' },
      claims: result.claims,
    });
  });

  it('finds none in any other state', () => {
    for (const state of [null, undefined, 'x', {}, { signinReturn: null }, { signinReturn: {} }]) {
      expect(signinReturnOf(state)).toBeNull();
    }
  });
});
