import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { buildServer } from '../src/server.ts';
import {
  bearer,
  createUser,
  expectContract,
  lastMailTo,
  login,
  outbox,
  TEST_APP_KEY,
  testEngine,
  type TestServer,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * Accounts against someone else's requests (docs/adr/0011-secure-defaults-and-limits.md,
 * decisions 10 and later): mail bombs through the account mails, reset links that outlive the
 * password they were for.
 */

const server = serverForSuite();

const forgot = (app: TestServer['app'], email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    remoteAddress,
    payload: { email },
  });

const mailsTo = async (app: TestServer['app'], email: string) => {
  await app.folio.settled();
  return (await outbox(app)).filter((mail) => mail.to === email).length;
};

describe('mails per recipient, whoever asks from wherever', () => {
  it('sends one victim at most 5 reset mails an hour, however many addresses ask', async () => {
    const victim = await createUser(server.app);
    const statuses: number[] = [];
    // 80 requests from 20 addresses (4 each, within every per-address limit).
    for (let i = 0; i < 80; i++) {
      const res = await forgot(server.app, victim.email, `10.30.0.${i % 20}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) await expectContract('forgotPassword', res, 429);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(server.app, victim.email)).toBe(5);
  });

  it('answers an address without an account exactly alike (no enumeration)', async () => {
    const nobody = 'nobody-here@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await forgot(server.app, nobody, `10.31.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await mailsTo(server.app, nobody)).toBe(0);
  });

  it('counts verification mails the same way (resend)', async () => {
    const user = await createUser(server.app, { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/resend-verification-email',
        remoteAddress: `10.32.0.${i}`,
        payload: { email: user.email, password: user.password },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) await expectContract('resendVerificationEmail', res, 429);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await mailsTo(server.app, user.email)).toBe(5);
  });

  it.runIf(testEngine === 'postgres')(
    'shares the count between processes on one database',
    async () => {
      const other = await buildServer({
        dataDir: path.join(server.dataDir, '..', 'other'),
        databaseUrl: server.databaseUrl,
        appKey: TEST_APP_KEY,
        appUrl: 'http://app.test',
        host: '127.0.0.1',
        seed: false,
        logger: false,
        taskRunner: false,
      });
      try {
        const victim = await createUser(server.app);
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const app = i % 2 === 0 ? server.app : other;
          statuses.push((await forgot(app, victim.email, `10.33.0.${i}`)).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
        await other.folio.settled();
        expect(await mailsTo(server.app, victim.email)).toBe(5);
      } finally {
        await other.close();
      }
    },
  );
});

describe('reset links', () => {
  it('voids a reset link asked for before the password was changed', async () => {
    const user = await createUser(server.app);
    await forgot(server.app, user.email, '10.34.0.1');
    await server.app.folio.settled();
    const { link } = await lastMailTo(server.app, user.email);
    const token = link.searchParams.get('token') ?? '';
    const session = await login(server.app, user.email, user.password);
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(session),
      payload: {
        password: user.password,
        new_password: 'Changed#456',
        new_password_confirmation: 'Changed#456',
      },
    });
    await expectContract('changePassword', changed, 200);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token,
        email: user.email,
        password: 'Stolen#789',
        password_confirmation: 'Stolen#789',
      },
    });
    const body = (await expectContract('resetPassword', reset, 422)) as { errors: object };
    expect(body.errors).toEqual({ email: [M.resetTokenInvalid] });
    await login(server.app, user.email, 'Changed#456');
  });
});

describe('the owner’s way in while someone guesses (known devices)', () => {
  const hour = (limit: number) => ({ limit, windowMs: 60 * 60_000 });
  let clock = Date.now();
  const guarded = serverForSuite({
    rateLimits: { account: hour(3), device: hour(2) },
    now: () => clock,
  });

  const attempt = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    guarded.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });

  /** The device cookie a response sets, as a browser would send it back (`name=value`). */
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const header = ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).map(String);
    const cookie = header.find((line) => line.startsWith('folio_device_'));
    if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(header)}`);
    return { sent: cookie.split(';')[0] ?? '', attributes: cookie };
  };

  /** Wrong passwords from `count` addresses until the account's shared bucket is full. */
  const guess = async (email: string, count: number, from: string) => {
    const statuses = [];
    for (let i = 0; i < count; i++) {
      statuses.push((await attempt(email, 'Wrong#999', `${from}.${i}`)).statusCode);
    }
    return statuses;
  };

  it('lets the owner in from a browser that logged in before; the guesser is stopped', async () => {
    const owner = await createUser(guarded.app);
    const first = await attempt(owner.email, owner.password, '10.40.0.1');
    await expectContract('login', first, 200);
    const cookie = deviceCookie(first);
    expect(cookie.attributes).toMatch(/; HttpOnly/);
    expect(cookie.attributes).toMatch(/; SameSite=Strict/);
    expect(cookie.attributes).toMatch(/; Path=\/api(;|$)/);
    expect(cookie.attributes).not.toMatch(/Secure/); // APP_URL is http here

    expect(await guess(owner.email, 4, '10.41.0')).toEqual([422, 422, 422, 429]);
    // Bounded: from an unknown device even the right password waits.
    await expectContract('login', await attempt(owner.email, owner.password, '10.41.1.1'), 429);
    await expectContract('login', await attempt(owner.email, owner.password, '10.40.0.1'), 429);
    // The owner's browser gets in, and stays known (same nonce, renewed expiry).
    const again = await attempt(owner.email, owner.password, '10.40.0.1', cookie.sent);
    await expectContract('login', again, 200);
    expect(deviceCookie(again).sent.split('.')[1]).toBe(cookie.sent.split('.')[1]);
  });

  it('bounds wrong passwords from a known device by its own bucket', async () => {
    const owner = await createUser(guarded.app);
    const { sent } = deviceCookie(await attempt(owner.email, owner.password, '10.42.0.1'));
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await attempt(owner.email, 'Wrong#999', `10.42.1.${i}`, sent)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 429]);
    await expectContract(
      'login',
      await attempt(owner.email, owner.password, '10.42.2.1', sent),
      429,
    );
    // The shared bucket was not touched: another browser of the owner is not affected.
    await expectContract('login', await attempt(owner.email, owner.password, '10.42.3.1'), 200);
  });

  it('trusts no cookie it did not sign for this account and this password', async () => {
    const owner = await createUser(guarded.app);
    const other = await createUser(guarded.app);
    const { sent } = deviceCookie(await attempt(owner.email, owner.password, '10.43.0.1'));
    const otherCookie = deviceCookie(await attempt(other.email, other.password, '10.43.0.2')).sent;
    expect(await guess(owner.email, 3, '10.43.1')).toEqual([422, 422, 422]);
    const [name = '', value = ''] = sent.split('=');
    const [expires = '', nonce = '', signature = ''] = value.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const forged = [
      `${name}=${expires}.${nonce}.${flipped}`,
      `${name}=${Number(expires) + 86_400}.${nonce}.${signature}`,
      `${name}=${otherCookie.split('=')[1] ?? ''}`,
      `${name}=garbage`,
    ];
    for (const cookie of forged) {
      const res = await attempt(owner.email, owner.password, '10.43.2.1', cookie);
      expect(res.statusCode, cookie).toBe(429);
    }
    // Expired: 90 days later the cookie no longer counts.
    clock += 91 * 24 * 60 * 60_000;
    try {
      expect(await guess(owner.email, 4, '10.43.3')).toContain(429);
      expect((await attempt(owner.email, owner.password, '10.43.0.1', sent)).statusCode).toBe(429);
    } finally {
      clock -= 91 * 24 * 60 * 60_000;
    }
  });

  it('voids the cookies made under a password once it changes; the changing browser stays known', async () => {
    const owner = await createUser(guarded.app);
    const first = await attempt(owner.email, owner.password, '10.44.0.1');
    const old = deviceCookie(first).sent;
    const { access_token: token } = first.json() as { access_token: string };
    expect(await guess(owner.email, 3, '10.44.1')).toEqual([422, 422, 422]);
    // The session token proves an earlier login: the full shared bucket does not stop a change.
    const changed = await guarded.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { ...bearer(token), cookie: old },
      payload: {
        password: owner.password,
        new_password: 'Renewed#789',
        new_password_confirmation: 'Renewed#789',
      },
    });
    await expectContract('changePassword', changed, 200);
    const renewed = deviceCookie(changed).sent;
    expect((await attempt(owner.email, 'Renewed#789', '10.44.2.1', old)).statusCode).toBe(429);
    await expectContract(
      'login',
      await attempt(owner.email, 'Renewed#789', '10.44.2.1', renewed),
      200,
    );
  });

  it('makes the browser that resets the password a known device, whoever guesses meanwhile', async () => {
    const owner = await createUser(guarded.app);
    expect(await guess(owner.email, 4, '10.45.1')).toEqual([422, 422, 422, 429]);
    await guarded.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress: '10.45.0.1',
      payload: { email: owner.email },
    });
    await guarded.app.folio.settled();
    const { link } = await lastMailTo(guarded.app, owner.email);
    const reset = await guarded.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: '10.45.0.1',
      payload: {
        token: link.searchParams.get('token'),
        email: owner.email,
        password: 'Mine#Again1',
        password_confirmation: 'Mine#Again1',
      },
    });
    await expectContract('resetPassword', reset, 200);
    const { sent } = deviceCookie(reset);
    expect((await attempt(owner.email, 'Mine#Again1', '10.45.0.1')).statusCode).toBe(429);
    await expectContract(
      'login',
      await attempt(owner.email, 'Mine#Again1', '10.45.0.1', sent),
      200,
    );
  });

  it('still mails a known device a reset link when others used up the recipient’s mails', async () => {
    const owner = await createUser(guarded.app);
    const { sent } = deviceCookie(await attempt(owner.email, owner.password, '10.46.0.1'));
    for (let i = 0; i < 5; i++) await forgot(guarded.app, owner.email, `10.46.1.${i}`);
    await expectContract(
      'forgotPassword',
      await forgot(guarded.app, owner.email, '10.46.0.1'),
      429,
    );
    const mine = await guarded.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress: '10.46.0.1',
      headers: { cookie: sent },
      payload: { email: owner.email },
    });
    await expectContract('forgotPassword', mine, 200);
    expect(await mailsTo(guarded.app, owner.email)).toBe(6);
  });
});
