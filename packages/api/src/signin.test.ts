// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { createMutations } from './mutations.ts';
import { createSession } from './session.ts';
import { SIGNIN_BINDING_KEY, signinUnderWay } from './signin.ts';
import { BASE_URL, MemoryStorage, url, user } from './test-utils.ts';
import { mockApiServer } from './test-setup.tsx';

const server = mockApiServer(() => vi.restoreAllMocks());

/** A client on its own session, and the tab's sign-in over storage of its own. */
function setup() {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  const session = createSession(local);
  const client = createApiClient({ baseUrl: BASE_URL, session });
  return { local, tab, session, mutations: createMutations(client, signinUnderWay(tab)) };
}

const claims = {
  iss: 'http://127.0.0.1:9999',
  sub: 'meiling',
  aud: ['folio'],
  iat: 1_700_000_000,
  exp: 1_700_000_600,
};

describe('the sign-in under way in this tab (docs/adr/0033-sign-in-with-an-identity-provider.md)', () => {
  it('is kept under signin_binding and taken once', () => {
    const tab = new MemoryStorage();
    const underWay = signinUnderWay(tab);
    expect(underWay.keep({ binding: 'b1', from: '/login-new' })).toBe(true);
    expect(JSON.parse(tab.getItem(SIGNIN_BINDING_KEY) ?? '')).toEqual({
      binding: 'b1',
      from: '/login-new',
    });
    expect(underWay.take()).toEqual({ binding: 'b1', from: '/login-new' });
    expect(underWay.take()).toBeNull();
  });

  it('is none for text that is not one, and removes it', () => {
    for (const raw of ['{', '"b1"', '{"binding":1,"from":"/"}', 'null']) {
      const tab = new MemoryStorage({ [SIGNIN_BINDING_KEY]: raw });
      expect(signinUnderWay(tab).take()).toBeNull();
      expect(tab.getItem(SIGNIN_BINDING_KEY)).toBeNull();
    }
  });

  it('never throws when storage refuses, and says it kept nothing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(signinUnderWay(refusing).keep({ binding: 'b', from: '/' })).toBe(false);
    expect(signinUnderWay(refusing).take()).toBeNull();
    expect(signinUnderWay(null).keep({ binding: 'b', from: '/' })).toBe(false);
  });
});

describe('startSignin and finishSignin', () => {
  it('keep the binding at the start, send it once with the callback and store the session', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(url('/signin/providers/dev'), () =>
        HttpResponse.json({ authorization_url: 'http://127.0.0.1:9999/auth?x=1', binding: 'b1' }),
      ),
      http.post(url('/signin/callback'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          purpose: 'signin',
          provider: 'dev',
          return_to: '/events',
          access_token: '9|secret',
          user,
          claims,
        });
      }),
    );
    const { tab, session, mutations } = setup();
    const started = await mutations.startSignin(
      'dev',
      { redirect_uri: 'http://localhost:8080/callback', return_to: '/events' },
      '/login-new?next=%2Fevents',
    );
    expect(started.ok).toBe(true);
    expect(tab.getItem(SIGNIN_BINDING_KEY)).not.toBeNull();

    const finished = await mutations.finishSignin({ state: 's1', code: 'c1' });
    expect(sent).toEqual([{ state: 's1', code: 'c1', binding: 'b1' }]);
    expect(finished.from).toBe('/login-new?next=%2Fevents');
    expect(finished.result.ok).toBe(true);
    expect(session.getToken()).toBe('9|secret');
    expect(tab.getItem(SIGNIN_BINDING_KEY)).toBeNull();

    // A second callback in this tab has no binding left to send.
    await mutations.finishSignin({ state: 's1', code: 'c1' });
    expect(sent[1]).toEqual({ state: 's1', code: 'c1', binding: '' });
  });

  it('keep nothing when the start is refused, and a refused callback stores no session', async () => {
    server.use(
      http.post(url('/signin/providers/line'), () =>
        HttpResponse.json({ message: '找不到這個登入方式' }, { status: 404 }),
      ),
      http.post(url('/signin/callback'), () =>
        HttpResponse.json(
          { message: '登入流程不是從這個瀏覽器開始的，請重新登入' },
          { status: 403 },
        ),
      ),
    );
    const { tab, session, mutations } = setup();
    const started = await mutations.startSignin(
      'line',
      { redirect_uri: 'http://localhost:8080/callback' },
      '/login-new',
    );
    expect(started).toMatchObject({ ok: false, status: 404 });
    expect(tab.getItem(SIGNIN_BINDING_KEY)).toBeNull();

    const finished = await mutations.finishSignin({ state: 's1', code: 'c1' });
    expect(finished).toMatchObject({ result: { ok: false, status: 403 }, from: null });
    expect(session.getToken()).toBeNull();
  });
});
