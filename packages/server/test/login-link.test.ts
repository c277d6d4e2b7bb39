import { LOGIN_LINK_MESSAGES, LOGIN_LINK_TTL_MS } from '@folio/rules';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, expectContract, lastMailTo, outbox } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The owner's way in while the account is locked (docs/adr/0011 decision 13): fifty wrong
 * passwords from anywhere fill the account's bucket; the attacker stays refused (429) and the
 * owner gets in with a sign-in link by mail, used once, within 15 minutes, and not after the
 * password changed. A small `account` limit stands for the fifty.
 */

let clock = Date.now();
const server = serverForSuite({
  now: () => clock,
  rateLimits: { account: { limit: 3, windowMs: 60 * 60_000 } },
});

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
const requestLink = (email: string, remoteAddress = '10.60.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/login-link',
    remoteAddress,
    payload: { email },
  });
const useLink = (token: string, remoteAddress = '10.60.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/login-link/login',
    remoteAddress,
    payload: { token },
  });

/** Asks for a link for `email` and returns its token from the mail. */
async function mailedToken(email: string, remoteAddress?: string) {
  const res = await requestLink(email, remoteAddress);
  expect(await expectContract('requestLoginLink', res, 200)).toEqual({
    message: LOGIN_LINK_MESSAGES.sent,
  });
  await server.app.folio.settled();
  const { mail, link } = await lastMailTo(server.app, email);
  expect(mail.subject).toBe(LOGIN_LINK_MESSAGES.mailSubject);
  expect(link.pathname).toBe('/login-new');
  return link.searchParams.get('link') ?? '';
}

/** Fills the account's bucket with wrong passwords from many addresses (someone guessing). */
async function lockOut(email: string) {
  for (let i = 0; i < 3; i++) await login(email, 'Wrong#pass1', `10.61.${i}.9`);
}

describe('a sign-in link by mail', () => {
  it('lets the locked-out owner in while the attacker stays refused', async () => {
    const owner = await createUser(server.app);
    await lockOut(owner.email);
    // The bucket is full: the attacker is refused, and the right password from a new device too.
    await expectContract('login', await login(owner.email, 'Guess#1234', '10.61.9.9'), 429);
    await expectContract('login', await login(owner.email, owner.password, '10.62.0.1'), 429);

    const token = await mailedToken(owner.email, '10.62.0.1');
    const res = await useLink(token, '10.62.0.1');
    const body = (await expectContract('loginWithLink', res, 200)) as {
      access_token: string;
      user: { email: string };
    };
    expect(body.user.email).toBe(owner.email);
    const check = await server.app.inject({
      url: '/api/auth/check-token',
      headers: bearer(body.access_token),
    });
    await expectContract('checkToken', check, 200);
    // The browser is a known device now: its password logins count in a bucket of its own.
    const cookie = ([] as unknown[])
      .concat(res.headers['set-cookie'] ?? [])
      .map(String)
      .find((line) => line.startsWith('folio_device_'))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    await expectContract(
      'login',
      await login(owner.email, owner.password, '10.62.0.1', cookie),
      200,
    );
    // ... while the attacker, without it, is still refused.
    await expectContract('login', await login(owner.email, owner.password, '10.61.9.9'), 429);
  });

  it('serves once: the same link again is refused', async () => {
    const owner = await createUser(server.app);
    const token = await mailedToken(owner.email);
    await expectContract('loginWithLink', await useLink(token), 200);
    const again = (await expectContract('loginWithLink', await useLink(token), 422)) as {
      message: string;
      errors: Record<string, string[]>;
    };
    expect(again).toEqual({
      message: LOGIN_LINK_MESSAGES.invalid,
      errors: { token: [LOGIN_LINK_MESSAGES.invalid] },
    });
  });

  it('expires after 15 minutes', async () => {
    const owner = await createUser(server.app);
    const token = await mailedToken(owner.email);
    clock += LOGIN_LINK_TTL_MS + 1000;
    await expectContract('loginWithLink', await useLink(token), 422);
  });

  it('is refused once the password changed', async () => {
    const owner = await createUser(server.app);
    const token = await mailedToken(owner.email);
    const logged = await login(owner.email, owner.password, '10.63.0.1');
    const access = (logged.json() as { access_token: string }).access_token;
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(access),
      payload: {
        password: owner.password,
        new_password: 'Newer#5678',
        new_password_confirmation: 'Newer#5678',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectContract('loginWithLink', await useLink(token), 422);
  });

  it('answers an address without an account alike, and mails nobody', async () => {
    const nobody = `nobody-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await requestLink(nobody, '10.64.0.1');
    expect(await expectContract('requestLoginLink', res, 200)).toEqual({
      message: LOGIN_LINK_MESSAGES.sent,
    });
    await server.app.folio.settled();
    expect((await outbox(server.app)).filter((m) => m.to === nobody)).toEqual([]);
    await expectContract('loginWithLink', await useLink('made-up-token'), 422);
  });

  it('mails one recipient at most 3 links an hour, whoever asks from wherever', async () => {
    const owner = await createUser(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await requestLink(owner.email, `10.65.0.${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) await expectContract('requestLoginLink', res, 429);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    await server.app.folio.settled();
    expect((await outbox(server.app)).filter((m) => m.to === owner.email)).toHaveLength(3);
  });
});
