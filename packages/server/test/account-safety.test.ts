import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { buildServer } from '../src/server.ts';
import {
  bearer,
  createUser,
  expectContract,
  lastMailTo,
  login,
  outbox,
  startServer,
  TEST_APP_KEY,
  testEngine,
  type TestServer,
} from './helpers.ts';

/**
 * Accounts against someone else's requests (docs/adr/0011-secure-defaults-and-limits.md,
 * decisions 10 and later): mail bombs through the account mails, reset links that outlive the
 * password they were for.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

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
