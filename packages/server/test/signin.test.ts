import { DEMO_ADMIN, DEV_SIGNIN_USERS, SIGNIN_ATTEMPT_TTL_MS, SIGNIN_MESSAGES } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  expectContract,
  login,
  startServer,
  type TestServer,
} from './helpers.ts';
import { signedIn } from './accounts.ts';
import {
  CALLBACK,
  callbackPayload,
  finishSignin,
  signInWithDevProvider,
  startFakeProvider,
  startSignin,
  visitDevProvider,
  type FakeProvider,
} from './signin-helpers.ts';

/**
 * Sign-in with an identity provider (docs/adr/0033-sign-in-with-an-identity-provider.md) on the
 * real server: through its development provider (oidc-provider) for whole flows, and through a
 * provider of the test's own for ID tokens no honest provider sends. Every refusal is checked to
 * write nothing: no member, no link, no token.
 */

let server: TestServer;
let fake: FakeProvider;
let clock = Date.now();

const [verified, unverified] = DEV_SIGNIN_USERS;

beforeAll(async () => {
  fake = await startFakeProvider();
  server = await startServer({
    devSignin: true,
    signinProviders: [fake.provider],
    now: () => clock,
    // This file signs in far more often than a person: the limits have a test of their own.
    rateLimits: { signin: { limit: 10_000, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** What a refusal must leave as it was. */
async function snapshot() {
  const { store } = server.app;
  const tokens = await store.db
    .selectFrom('personal_access_tokens')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    users: await store.users.count(),
    identities: await store.identities.count(),
    tokens: Number(tokens.n),
  };
}

describe('a sign-in through the development provider', () => {
  it('creates a verified member without a password, and its token is a session', async () => {
    const response = await signInWithDevProvider(server.app, { user: verified.id });
    const body = (await expectContract('finishSignin', response, 200)) as {
      access_token: string;
      user: { email: string; email_verified_at: string | null; role: string };
      return_to: string;
      claims: Record<string, unknown>;
    };
    expect(body.user.email).toBe(verified.email);
    expect(body.user.email_verified_at).not.toBeNull();
    expect(body.user.role).toBe('member');
    expect(body.return_to).toBe('/resume');
    expect(body.claims.email_verified).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/id_token|refresh|secret/);
    const check = await server.app.inject({
      method: 'GET',
      url: '/api/auth/check-token',
      headers: bearer(body.access_token),
    });
    expect(check.statusCode).toBe(200);
  });
});

describe('the providers', () => {
  it('lists the configured ones, the development provider last', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/signin/providers' });
    expect(await expectContract('listSigninProviders', response, 200)).toEqual({
      data: [
        { id: 'line', name: 'LINE' },
        { id: 'dev', name: '開發用登入' },
      ],
    });
  });

  it('never runs the development provider on a server others can reach', async () => {
    const exposed = await startServer({
      host: '0.0.0.0',
      appUrl: 'https://folio.example',
      devSignin: true,
    });
    try {
      // Exposed, the server answers its public origin's host only (request-gate.ts).
      const response = await exposed.app.inject({
        method: 'GET',
        url: '/api/signin/providers',
        headers: { host: 'folio.example' },
      });
      expect(response.json()).toEqual({ data: [] });
    } finally {
      await exposed.close();
    }
  });

  it('refuses an unknown provider, a redirect URI of another origin and a return path of another site', async () => {
    const before = await snapshot();
    const start = (provider: string, payload: object) =>
      server.app.inject({ method: 'POST', url: `/api/signin/providers/${provider}`, payload });
    expect(
      await expectContract('startSignin', await start('github', { redirect_uri: CALLBACK }), 404),
    ).toEqual({ message: SIGNIN_MESSAGES.providerUnknown });
    for (const redirect_uri of [
      'https://evil.example/callback',
      'http://app.test/callback?x=1',
      'http://app.test/other',
    ]) {
      expect(
        await expectContract('startSignin', await start('dev', { redirect_uri }), 422),
      ).toEqual({
        message: SIGNIN_MESSAGES.redirectNotAllowed,
        errors: { redirect_uri: [SIGNIN_MESSAGES.redirectNotAllowed] },
      });
    }
    for (const return_to of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await start('dev', { redirect_uri: CALLBACK, return_to });
      expect(await expectContract('startSignin', response, 422)).toMatchObject({
        errors: { return_to: [SIGNIN_MESSAGES.returnToInvalid] },
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await server.app.store.signinAttempts.count()).toBe(0);
  });

  it('asks for PKCE (S256), state and nonce at the exact redirect URI', async () => {
    const { url } = await startSignin(server.app, 'dev');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });
});

describe('accounts', () => {
  it('signs the same member in again, and a member without a password cannot log in with one', async () => {
    const first = (await signInWithDevProvider(server.app, { user: verified.id })).json<{
      user: { id: number };
    }>();
    const before = await snapshot();
    const again = await signInWithDevProvider(server.app, { user: verified.id });
    expect(again.json<{ user: { id: number } }>().user.id).toBe(first.user.id);
    expect(await snapshot()).toEqual({ ...before, tokens: before.tokens + 1 });
    const password = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: verified.email, password: '' + 'Anything#1' },
    });
    expect(password.statusCode).toBe(422);
  });

  it('creates a member whose e-mail the provider does not vouch for as unverified', async () => {
    const response = await signInWithDevProvider(server.app, { user: unverified.id });
    const body = (await expectContract('finishSignin', response, 200)) as {
      user: { email: string; email_verified_at: string | null };
      claims: { email_verified?: boolean };
    };
    expect(body.user).toMatchObject({ email: unverified.email, email_verified_at: null });
    expect(body.claims.email_verified).toBe(false);
  });
});

describe('accounts that exist already', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startServer({ devSignin: true });
  });
  afterAll(() => other.close());

  it('links the member who has the e-mail the provider vouches for', async () => {
    const member = await createUser(other.app, { email: verified.email.toUpperCase() });
    const response = await signInWithDevProvider(other.app, { user: verified.id });
    const body = (await expectContract('finishSignin', response, 200)) as { user: { id: number } };
    expect(body.user.id).toBe(member.id);
    const token = await login(other.app, member.email, member.password);
    const linked = await other.app.inject({
      method: 'GET',
      url: '/api/user/providers',
      headers: bearer(token),
    });
    expect(await expectContract('listLinkedProviders', linked, 200)).toMatchObject({
      has_password: true,
      data: [{ provider: 'dev', name: '開發用登入', email: verified.email }],
    });
  });

  it('never reaches a member through an e-mail the provider does not vouch for', async () => {
    await createUser(other.app, { email: unverified.email });
    const before = await snapshotOf(other);
    const response = await signInWithDevProvider(other.app, { user: unverified.id });
    expect(await expectContract('finishSignin', response, 409)).toEqual({
      message: SIGNIN_MESSAGES.emailUnverifiedTaken,
    });
    expect(await snapshotOf(other)).toEqual(before);
  });
});

describe('administrators', () => {
  it('are never signed in nor linked by a provider’s e-mail, and a sign-in never makes one', async () => {
    const admin = await startServer({ devSignin: true, seed: { events: 0 } });
    try {
      await admin.app.store.users.setAdministrator({
        name: 'Admin',
        email: verified.email,
        passwordHash: 'x',
      });
      const before = await snapshotOf(admin);
      const response = await signInWithDevProvider(admin.app, { user: verified.id });
      expect(await expectContract('finishSignin', response, 409)).toEqual({
        message: SIGNIN_MESSAGES.administratorByHand,
      });
      expect(await snapshotOf(admin)).toEqual(before);
      const created = await signInWithDevProvider(admin.app, { user: unverified.id });
      expect(created.json<{ user: { role: string } }>().user.role).toBe('member');
      expect(DEV_SIGNIN_USERS.map((user) => user.email)).not.toContain(DEMO_ADMIN.email);
    } finally {
      await admin.close();
    }
  });
});

/** The counts of a server other than the file's. */
async function snapshotOf(target: TestServer) {
  const saved = server;
  server = target;
  try {
    return await snapshot();
  } finally {
    server = saved;
  }
}

describe('a state', () => {
  it('missing, unknown or forged is refused and writes nothing', async () => {
    const before = await snapshot();
    const missing = await finishSignin(server.app, { code: 'c', binding: 'b'.repeat(40) });
    expect(await expectContract('finishSignin', missing, 422)).toEqual({
      message: SIGNIN_MESSAGES.attemptInvalid,
      errors: { state: [SIGNIN_MESSAGES.attemptInvalid] },
    });
    const forged = await finishSignin(server.app, {
      state: 'forged-state',
      code: 'c',
      binding: 'b'.repeat(40),
    });
    expect(await expectContract('finishSignin', forged, 422)).toMatchObject({
      errors: { state: [SIGNIN_MESSAGES.attemptInvalid] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('serves once: the same callback again is refused, and writes nothing', async () => {
    const started = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(started.url, { user: verified.id });
    const payload = callbackPayload(callback, started.binding);
    expect((await finishSignin(server.app, payload)).statusCode).toBe(200);
    const before = await snapshot();
    const again = await finishSignin(server.app, payload);
    expect(await expectContract('finishSignin', again, 422)).toMatchObject({
      errors: { state: [SIGNIN_MESSAGES.attemptInvalid] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('opened in another browser (without its binding) is refused and used up', async () => {
    const started = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(started.url, { user: verified.id });
    const before = await snapshot();
    const stolen = await finishSignin(server.app, callbackPayload(callback, 'x'.repeat(40)));
    expect(await expectContract('finishSignin', stolen, 403)).toEqual({
      message: SIGNIN_MESSAGES.otherBrowser,
    });
    const owner = await finishSignin(server.app, callbackPayload(callback, started.binding));
    expect(owner.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('expires after its lifetime', async () => {
    const started = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(started.url, { user: verified.id });
    const before = await snapshot();
    clock += SIGNIN_ATTEMPT_TTL_MS + 1;
    try {
      const late = await finishSignin(server.app, callbackPayload(callback, started.binding));
      expect(await expectContract('finishSignin', late, 422)).toMatchObject({
        errors: { state: [SIGNIN_MESSAGES.attemptInvalid] },
      });
    } finally {
      clock = Date.now();
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a code', () => {
  it('replayed with another sign-in’s state is refused by the provider, nothing written', async () => {
    const first = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(first.url, { user: verified.id });
    expect(
      (await finishSignin(server.app, callbackPayload(callback, first.binding))).statusCode,
    ).toBe(200);
    const second = await startSignin(server.app, 'dev');
    const before = await snapshot();
    const replayed = await finishSignin(server.app, {
      ...callbackPayload(callback, second.binding),
      state: second.state,
    });
    expect(await expectContract('finishSignin', replayed, 422)).toEqual({
      message: SIGNIN_MESSAGES.codeInvalid,
      errors: { code: [SIGNIN_MESSAGES.codeInvalid] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('of another sign-in (its PKCE verifier unknown here) is refused', async () => {
    const stolenFrom = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(stolenFrom.url, { user: verified.id });
    const mine = await startSignin(server.app, 'dev');
    const before = await snapshot();
    const response = await finishSignin(server.app, {
      ...callbackPayload(callback, mine.binding),
      state: mine.state,
    });
    expect(response.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the provider', () => {
  it('said no (the visitor cancelled): refused with a way to try again, nothing written', async () => {
    const started = await startSignin(server.app, 'dev');
    const callback = await visitDevProvider(started.url, { user: verified.id, consent: false });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const before = await snapshot();
    const response = await finishSignin(server.app, callbackPayload(callback, started.binding));
    expect(await expectContract('finishSignin', response, 403)).toEqual({
      message: SIGNIN_MESSAGES.cancelled,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answered another error', async () => {
    const started = await startSignin(server.app, 'dev');
    const response = await finishSignin(server.app, {
      state: started.state,
      error: 'server_error',
      binding: started.binding,
    });
    expect(await expectContract('finishSignin', response, 502)).toEqual({
      message: SIGNIN_MESSAGES.providerError,
    });
  });

  it('is down: the start and the callback say so, nothing written', async () => {
    const gone = await startFakeProvider({ id: 'google', name: 'Google' });
    const target = await startServer({ signinProviders: [gone.provider] });
    try {
      const started = await startSignin(target.app, 'google');
      await gone.close();
      const before = await snapshotOf(target);
      const finish = await finishSignin(target.app, {
        state: started.state,
        code: gone.codeFor(started.nonce),
        binding: started.binding,
      });
      expect(await expectContract('finishSignin', finish, 503)).toEqual({
        message: SIGNIN_MESSAGES.providerDown,
      });
      expect(await snapshotOf(target)).toEqual(before);
      await target.restart({ signinProviders: [gone.provider] });
      const start = await target.app.inject({
        method: 'POST',
        url: '/api/signin/providers/google',
        payload: { redirect_uri: CALLBACK },
      });
      expect(await expectContract('startSignin', start, 503)).toEqual({
        message: SIGNIN_MESSAGES.providerDown,
      });
    } finally {
      await target.close();
    }
  });
});

describe('the ID token', () => {
  /** A sign-in with the fake provider whose token endpoint answers this ID token. */
  async function signInWith(
    claims: (nonce: string) => Record<string, unknown>,
    sign?: 'otherKey' | 'wrongSecret',
    provider: FakeProvider = fake,
    target: TestServer = server,
  ) {
    const started = await startSignin(target.app, provider.provider.id);
    const token = await provider.idToken(claims(started.nonce), sign);
    provider.answerWith(() => provider.tokens(token));
    try {
      return await finishSignin(target.app, {
        state: started.state,
        code: provider.codeFor(started.nonce),
        binding: started.binding,
      });
    } finally {
      provider.answerWith(undefined);
    }
  }

  it('verified in full signs in (the provider of the test, ES256)', async () => {
    const response = await signInWith((nonce) => fake.goodClaims(nonce, { email_verified: true }));
    expect(await expectContract('finishSignin', response, 200)).toMatchObject({
      provider: 'line',
      claims: { iss: fake.issuer, aud: [fake.clientId], sub: 'U0001' },
    });
  });

  it.each([
    ['for another client', (nonce: string) => fake.goodClaims(nonce, { aud: 'someone-else' })],
    [
      'expired',
      (nonce: string) => fake.goodClaims(nonce, { exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    [
      'of another issuer',
      (nonce: string) => fake.goodClaims(nonce, { iss: 'https://evil.example' }),
    ],
    ['with another sign-in’s nonce', () => fake.goodClaims('another-nonce')],
    ['without a subject', (nonce: string) => fake.goodClaims(nonce, { sub: undefined })],
  ])('%s is refused, nothing written', async (_, claims) => {
    const before = await snapshot();
    const response = await signInWith(claims);
    expect(await expectContract('finishSignin', response, 502)).toEqual({
      message: SIGNIN_MESSAGES.idTokenInvalid,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('signed with a key that is not the provider’s is refused, nothing written', async () => {
    const before = await snapshot();
    const response = await signInWith((nonce) => fake.goodClaims(nonce), 'otherKey');
    expect(await expectContract('finishSignin', response, 502)).toEqual({
      message: SIGNIN_MESSAGES.idTokenInvalid,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('without an e-mail makes no member', async () => {
    const before = await snapshot();
    const response = await signInWith((nonce) =>
      fake.goodClaims(nonce, { sub: 'U-no-mail', email: undefined }),
    );
    expect(await expectContract('finishSignin', response, 409)).toEqual({
      message: SIGNIN_MESSAGES.emailMissing,
    });
    expect(await snapshot()).toEqual(before);
  });

  describe('of a provider that signs HS256 with the client secret (LINE)', () => {
    let line: FakeProvider;
    let target: TestServer;
    beforeAll(async () => {
      line = await startFakeProvider({ hs256: true });
      target = await startServer({ signinProviders: [line.provider] });
    });
    afterAll(async () => {
      await target.close();
      await line.close();
    });

    it('signs in when the MAC is the secret’s; the e-mail is not vouched for', async () => {
      const response = await signInWith((nonce) => line.goodClaims(nonce), undefined, line, target);
      expect(await expectContract('finishSignin', response, 200)).toMatchObject({
        user: { email: 'xiaoming@example.com', email_verified_at: null },
      });
    });

    it('is refused with any other MAC, nothing written', async () => {
      const before = await snapshotOf(target);
      const response = await signInWith(
        (nonce) => line.goodClaims(nonce, { sub: 'U-other' }),
        'wrongSecret',
        line,
        target,
      );
      expect(await expectContract('finishSignin', response, 502)).toEqual({
        message: SIGNIN_MESSAGES.idTokenInvalid,
      });
      expect(await snapshotOf(target)).toEqual(before);
    });
  });
});

describe('the token endpoint', () => {
  async function finishWith(answer: { status: number; body: unknown }) {
    const started = await startSignin(server.app, 'line');
    fake.answerWith(() => answer);
    try {
      return await finishSignin(server.app, {
        state: started.state,
        code: 'whatever',
        binding: started.binding,
      });
    } finally {
      fake.answerWith(undefined);
    }
  }

  it('refusing the code (invalid_grant) is a 422 on the code', async () => {
    const response = await finishWith({ status: 400, body: { error: 'invalid_grant' } });
    expect(await expectContract('finishSignin', response, 422)).toMatchObject({
      errors: { code: [SIGNIN_MESSAGES.codeInvalid] },
    });
  });

  it('refusing the client is a provider error', async () => {
    const response = await finishWith({ status: 401, body: { error: 'invalid_client' } });
    expect(await expectContract('finishSignin', response, 502)).toEqual({
      message: SIGNIN_MESSAGES.providerError,
    });
  });

  it('failing (5xx) is a provider that is down', async () => {
    const response = await finishWith({ status: 503, body: { error: 'temporarily_unavailable' } });
    expect(await expectContract('finishSignin', response, 503)).toEqual({
      message: SIGNIN_MESSAGES.providerDown,
    });
  });
});

describe('links from the account page', () => {
  it('links, lists, refuses a second link and removes; never the last way to log in', async () => {
    const target = await startServer({ devSignin: true });
    try {
      const { token, ...member } = await signedIn(target.app);
      const linked = await signInWithDevProvider(target.app, {
        user: unverified.id,
        token,
        returnTo: '/account',
      });
      expect(await expectContract('finishSignin', linked, 200)).toMatchObject({
        purpose: 'link',
        return_to: '/account',
        user: { id: member.id },
      });
      expect(linked.json()).not.toHaveProperty('access_token');
      const again = await target.app.inject({
        method: 'POST',
        url: '/api/user/providers/dev',
        payload: { redirect_uri: CALLBACK },
        headers: bearer(token),
      });
      expect(await expectContract('startLink', again, 409)).toEqual({
        message: SIGNIN_MESSAGES.alreadyLinked,
      });

      // The same provider account cannot be linked to a second member.
      const secondToken = (await signedIn(target.app)).token;
      const before = await snapshotOf(target);
      const taken = await signInWithDevProvider(target.app, {
        user: unverified.id,
        token: secondToken,
      });
      expect(await expectContract('finishSignin', taken, 409)).toEqual({
        message: SIGNIN_MESSAGES.identityTaken,
      });
      expect(await snapshotOf(target)).toEqual(before);

      const remove = (provider: string, bearerToken = token) =>
        target.app.inject({
          method: 'DELETE',
          url: `/api/user/providers/${provider}`,
          headers: bearer(bearerToken),
        });
      expect(await expectContract('unlinkProvider', await remove('line'), 404)).toEqual({
        message: SIGNIN_MESSAGES.notLinked,
      });
      expect(await expectContract('unlinkProvider', await remove('dev'), 200)).toEqual({
        message: SIGNIN_MESSAGES.unlinked,
      });

      // A member the provider created has no password: its one link stays.
      const created = (await signInWithDevProvider(target.app, { user: verified.id })).json<{
        access_token: string;
      }>();
      const last = await remove('dev', created.access_token);
      expect(await expectContract('unlinkProvider', last, 409)).toEqual({
        message: SIGNIN_MESSAGES.lastWay,
      });
      const list = await target.app.inject({
        method: 'GET',
        url: '/api/user/providers',
        headers: bearer(created.access_token),
      });
      expect(await expectContract('listLinkedProviders', list, 200)).toMatchObject({
        has_password: false,
        data: [{ provider: 'dev' }],
      });
    } finally {
      await target.close();
    }
  });

  it('answer 401 without a session', async () => {
    for (const [method, url, operationId] of [
      ['GET', '/api/user/providers', 'listLinkedProviders'],
      ['POST', '/api/user/providers/dev', 'startLink'],
      ['DELETE', '/api/user/providers/dev', 'unlinkProvider'],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        ...(method === 'POST' && { payload: { redirect_uri: CALLBACK } }),
      });
      await expectContract(operationId, response, 401);
    }
  });
});

describe('rate limits', () => {
  it('count sign-ins and the providers list per address', async () => {
    const limited = await startServer({
      devSignin: true,
      rateLimits: {
        signin: { limit: 1, windowMs: 60_000 },
        signinProviders: { limit: 1, windowMs: 60_000 },
      },
    });
    try {
      const list = () => limited.app.inject({ method: 'GET', url: '/api/signin/providers' });
      expect((await list()).statusCode).toBe(200);
      await expectContract('listSigninProviders', await list(), 429);
      const start = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/signin/providers/dev',
          payload: { redirect_uri: CALLBACK },
        });
      expect((await start()).statusCode).toBe(200);
      await expectContract('startSignin', await start(), 429);
      const finish = await finishSignin(limited.app, { state: 's', binding: 'b' });
      await expectContract('finishSignin', finish, 429);
    } finally {
      await limited.close();
    }
  });
});
