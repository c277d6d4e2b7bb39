import { SIGNIN_MESSAGES } from '@folio/rules';
import type { Case } from './client.test-cases.ts';
import { unauthenticated, user } from './test-utils.ts';

/** The sign-in's operations (tag signin), cases as client.test-cases.ts's. */

const signinStart = { redirect_uri: 'http://localhost/callback', return_to: '/resume' };
const signinStarted = {
  authorization_url: 'https://access.line.me/oauth2/v2.1/authorize?state=s',
  binding: 'b'.repeat(32),
};
/** A start, of a sign-in or of a link: the same body sent, the same answer. */
const startAnswered = { sent: signinStart, ok: { status: 200, body: signinStarted } };
const signinCallback = { state: 's', code: 'c', binding: 'b'.repeat(32) };
const signinResult = {
  purpose: 'signin',
  provider: 'line',
  return_to: '/resume',
  access_token: '8|abc',
  user,
  claims: { iss: 'https://access.line.me', sub: 'U1', aud: ['1'], iat: 1, exp: 2 },
};
const linkedProvider = {
  provider: 'line',
  name: 'LINE',
  email: 'ming@example.com',
  linked_at: '2026-11-26T08:00:00.000000Z',
};

export const signinCases: Case[] = [
  {
    operationId: 'listSigninProviders',
    call: (api) => api.GET('/signin/providers'),
    ok: { status: 200, body: { data: [{ id: 'line', name: 'LINE' }] } },
    fail: { status: 429, body: { message: '嘗試次數過多，請稍後再試' } },
  },
  {
    operationId: 'startSignin',
    call: (api) =>
      api.POST('/signin/providers/{provider}', {
        params: { path: { provider: 'line' } },
        body: signinStart,
      }),
    ...startAnswered,
    fail: { status: 503, body: { message: SIGNIN_MESSAGES.providerDown } },
  },
  {
    operationId: 'finishSignin',
    call: (api) => api.POST('/signin/callback', { body: signinCallback }),
    sent: signinCallback,
    ok: { status: 200, body: signinResult },
    fail: { status: 403, body: { message: SIGNIN_MESSAGES.otherBrowser } },
  },
  {
    operationId: 'listLinkedProviders',
    call: (api) => api.GET('/user/providers'),
    ok: { status: 200, body: { data: [linkedProvider], has_password: false } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'startLink',
    call: (api) =>
      api.POST('/user/providers/{provider}', {
        params: { path: { provider: 'google' } },
        body: signinStart,
      }),
    ...startAnswered,
    fail: { status: 409, body: { message: SIGNIN_MESSAGES.alreadyLinked } },
  },
  {
    operationId: 'unlinkProvider',
    call: (api) =>
      api.DELETE('/user/providers/{provider}', { params: { path: { provider: 'line' } } }),
    ok: { status: 200, body: { message: SIGNIN_MESSAGES.unlinked } },
    fail: { status: 409, body: { message: SIGNIN_MESSAGES.lastWay } },
  },
];
