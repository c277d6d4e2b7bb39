import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { expect } from 'vitest';
import type { SigninProvider } from '../src/signin/providers.ts';

/**
 * Helpers of the sign-in tests (docs/adr/0033-sign-in-with-an-identity-provider.md): the browser's
 * part of a sign-in through the development provider, and a provider whose token endpoint answers
 * what a test asks (ID tokens for another client, expired, signed with another key, …).
 */

/** The redirect URI the test servers send sign-ins back to (their APP_URL, helpers.ts). */
export const CALLBACK = 'http://app.test/callback';

/** Starts a sign-in (or, with a token, a link) through the API; the answer's URL and binding. */
export async function startSignin(
  app: FastifyInstance,
  provider: string,
  { token, returnTo = '/resume' }: { token?: string; returnTo?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: token ? `/api/user/providers/${provider}` : `/api/signin/providers/${provider}`,
    payload: { redirect_uri: CALLBACK, return_to: returnTo },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ authorization_url: string; binding: string }>();
  const url = new URL(body.authorization_url);
  return {
    response,
    binding: body.binding,
    url,
    state: url.searchParams.get('state') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
  };
}

/** Sends what came back to /callback, as the app's callback screen does. */
export function finishSignin(app: FastifyInstance, payload: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/signin/callback', payload });
}

/** The query of a callback address as the callback screen sends it, with the binding. */
export function callbackPayload(callback: URL, binding: string): Record<string, string> {
  const payload: Record<string, string> = { binding };
  for (const key of ['state', 'code', 'iss', 'error', 'error_description']) {
    const value = callback.searchParams.get(key);
    if (value !== null) payload[key] = value;
  }
  return payload;
}

/**
 * What a browser does at the development provider: follows its redirects with its cookies,
 * picks the test user and consents (or says no), until the provider sends it back to CALLBACK.
 * Returns that callback address.
 */
export async function visitDevProvider(
  authorizationUrl: URL,
  { user = 'meiling', consent = true }: { user?: string; consent?: boolean } = {},
): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: new URLSearchParams(form).toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let next = authorizationUrl.href;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await send(next, form);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.href.startsWith(CALLBACK)) return target;
      next = target.href;
      continue;
    }
    const page = await response.text();
    expect(response.status, page).toBe(200);
    // A page of the provider: the test user's login form, or the consent form.
    const action = /action="(\/interaction\/[^"]+)"/g;
    const actions = [...page.matchAll(action)].map(([, path = '']) => path);
    const wanted = page.includes('name="user"')
      ? actions.find((path) => path.endsWith('/login'))
      : actions.find((path) => path.endsWith(consent ? '/confirm' : '/abort'));
    if (!wanted) throw new Error(`no form to go on with in:\n${page}`);
    next = new URL(wanted, next).href;
    form = page.includes('name="user"') ? { user } : {};
  }
  throw new Error('the development provider never sent the browser back');
}

/** A whole sign-in through the development provider; the callback's answer. */
export async function signInWithDevProvider(
  app: FastifyInstance,
  options: { user?: string; token?: string; returnTo?: string } = {},
) {
  const started = await startSignin(app, 'dev', options);
  const callback = await visitDevProvider(started.url, options);
  return finishSignin(app, callbackPayload(callback, started.binding));
}

/** What the fake provider's token endpoint answers for one exchange. */
type TokenAnswer = (request: { params: URLSearchParams }) => { status: number; body: unknown };

/**
 * An OpenID Connect provider of the test's own on 127.0.0.1: discovery, keys and a token endpoint
 * that answers `answer` (by default an ID token for the code's sign-in). It signs with its ES256
 * key, or HS256 with its client secret when asked to behave like LINE.
 */
export async function startFakeProvider({
  id = 'line',
  name = 'LINE',
  hs256 = false,
}: { id?: string; name?: string; hs256?: boolean } = {}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'fake-client';
  const clientSecret = 'fake-secret-that-is-long-enough-for-hs256-0123456789';
  const key = await generateKeyPair('ES256', { extractable: true });
  const otherKey = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(key.publicKey)), alg: 'ES256', use: 'sig', kid: 'k1' };

  /** An ID token with these claims, signed as the provider signs (or with `sign` instead). */
  async function idToken(
    claims: JWTPayload,
    sign: 'provider' | 'otherKey' | 'wrongSecret' = 'provider',
  ): Promise<string> {
    const jwt = new SignJWT(claims);
    if (hs256) {
      const secret = sign === 'wrongSecret' ? `${clientSecret}-not` : clientSecret;
      return jwt
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
    }
    return jwt
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .sign(sign === 'otherKey' ? otherKey.privateKey : key.privateKey);
  }

  const now = () => Math.floor(Date.now() / 1000);
  /** The claims a good ID token for `nonce` has; a test overrides some. */
  const goodClaims = (nonce: string, overrides: JWTPayload = {}): JWTPayload => ({
    iss: issuer,
    aud: clientId,
    sub: 'U0001',
    iat: now(),
    exp: now() + 600,
    nonce,
    name: '王小明',
    email: 'xiaoming@example.com',
    ...overrides,
  });

  let answer: TokenAnswer | undefined;
  /** Nonces of the sign-ins the test started, by code: the code handed out is `code-<nonce>`. */
  const bodyOf = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return new URLSearchParams(text);
  };

  server.on('request', (request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const path = new URL(request.url ?? '/', issuer).pathname;
      if (path === '/.well-known/openid-configuration') {
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['pairwise'],
          // As LINE's: ES256 listed, whatever its web logins' tokens are signed with.
          id_token_signing_alg_values_supported: ['ES256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (path === '/jwks') return send(200, { keys: [publicJwk] });
      if (path === '/token' && request.method === 'POST') {
        const params = await bodyOf(request);
        if (params.get('client_secret') !== clientSecret) {
          return send(401, { error: 'invalid_client' });
        }
        const nonce = params.get('code')?.replace(/^code-/, '') ?? '';
        const result = answer
          ? answer({ params })
          : {
              status: 200,
              body: {
                access_token: 'at',
                token_type: 'Bearer',
                expires_in: 600,
                id_token: await idToken(goodClaims(nonce)),
              },
            };
        return send(result.status, result.body);
      }
      send(404, { error: 'not_found' });
    })();
  });

  const provider: SigninProvider = {
    id,
    name,
    issuer,
    clientId,
    clientSecret,
    scope: 'openid profile email',
    loopbackHttp: true,
    ...(hs256 && { idTokenAlg: 'HS256' as const }),
  };

  return {
    provider,
    issuer,
    clientId,
    idToken,
    goodClaims,
    /** The code this fake hands out for the sign-in with this nonce. */
    codeFor: (nonce: string) => `code-${nonce}`,
    /** Makes the token endpoint answer `next` (undefined: a good ID token again). */
    answerWith(next: TokenAnswer | undefined) {
      answer = next;
    },
    /** A token endpoint answer holding this ID token. */
    tokens: (id_token: string) => ({
      status: 200,
      body: { access_token: 'at', token_type: 'Bearer', expires_in: 600, id_token },
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
