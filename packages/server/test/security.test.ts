import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ListCache } from '../src/api/events.ts';
import { ConfigError, isLoopback, loadConfig, startLine } from '../src/config.ts';
import { HashGate, HashingBusy } from '../src/crypto.ts';
import { DEMO_ADMIN } from '@folio/rules';
import { gradientPng } from '../src/images.ts';
import { mailSafeText } from '../src/mail.ts';
import { M } from '../src/messages.ts';
import { repoRoot } from '../src/paths.ts';
import { localImageStorage } from '../src/storage.ts';
import { safeEvent, type EventRow } from '../src/store/events.ts';
import {
  bearer,
  createUser,
  eventFields,
  expectContract,
  login,
  multipart,
  outbox,
  snapshot,
  startServer,
  testEngine,
  type TestServer,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { signedIn, wrongPasswordChange } from './accounts.ts';

/** The holes ADR 0011 closes, one describe per item: each fixed at its cause, each shown here. */

const server = serverForSuite({ seed: { events: 2 } });

const png = gradientPng(8, 8, [255, 0, 0], [0, 0, 255]);
const eventForm = (token: string, fields: Record<string, string> = {}, image = false) => {
  const body = multipart({
    ...eventFields(fields),
    ...(image && { image_path: { filename: 'a.png', type: 'image/png', data: png } }),
  });
  return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
};

describe('1. numbers are finite and in range, and the database refuses the rest', () => {
  it('refuses non-finite prices and pages with the 422 body; the list keeps working', async () => {
    const token = (await signedIn(server.app)).token;
    const before = await snapshot(server.app, server.dataDir);
    for (const price of ['Infinity', '-Infinity', '1e400', '1e309']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/events',
        ...eventForm(token, { price }),
      });
      const body = (await expectContract('createEvent', res, 422)) as {
        errors: Record<string, string[]>;
      };
      expect(body.errors.price).toEqual([M.priceNumber]);
    }
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
    await expectContract('listEvents', await server.app.inject({ url: '/api/events' }), 200);
  });

  it('has CHECK constraints: a bad price, time or path cannot be written even bypassing the API', async () => {
    const insert = (values: Record<string, unknown>) =>
      sql`INSERT INTO events (name, description, start_time, end_time, price, image_path, created_at, updated_at)
          VALUES (${values.name ?? 'x'}, 'd', ${values.start ?? '2024-01-01 10:00:00'},
                  '2024-01-01 11:00:00', ${values.price ?? null}, ${values.image ?? null}, 'now', 'now')`.execute(
        server.app.store.db,
      );
    const count = await server.app.store.events.count();
    // SQLite's CHECK refuses a price that is not a whole number; PostgreSQL's INTEGER column
    // refuses it before any CHECK runs.
    const check = testEngine === 'sqlite' ? /CHECK/ : /violates check constraint/;
    const notInteger = testEngine === 'sqlite' ? /CHECK/ : /invalid input syntax for type integer/;
    await expect(insert({ price: Infinity })).rejects.toThrow(notInteger);
    await expect(insert({ price: 1.5 })).rejects.toThrow(notInteger);
    await expect(insert({ price: -1 })).rejects.toThrow(check);
    await expect(insert({ start: '2024-01-01T10:00' })).rejects.toThrow(check);
    await expect(insert({ image: '../app.key' })).rejects.toThrow(check);
    await expect(insert({ image: 'events/../../x' })).rejects.toThrow(check);
    await expect(insert({ name: '' })).rejects.toThrow(check);
    expect(await server.app.store.events.count()).toBe(count);
  });

  it('commits no write whose answer fails', async () => {
    const count = await server.app.store.events.count();
    await expect(
      server.app.store.events.create(
        {
          name: 'n',
          description: 'd',
          start_time: '2024-01-01 10:00:00',
          end_time: '2024-01-01 11:00:00',
          price: 1,
          userId: null,
        },
        () => {
          throw new Error('the answer cannot be made');
        },
      ),
    ).rejects.toThrow('the answer cannot be made');
    expect(await server.app.store.events.count()).toBe(count);
  });

  it('shows a row with an impossible price as having none rather than failing the page', () => {
    const row = { id: 1, price: Infinity } as unknown as EventRow;
    expect(safeEvent(row).price).toBeNull();
    expect(safeEvent({ ...row, price: 1200 }).price).toBe(1200);
  });
});

describe('2. safe defaults when exposed', () => {
  const env = (values: Record<string, string>) => ({ DATA_DIR: server.dataDir, ...values });

  it('listens on loopback by default; beyond it APP_URL is required; links never from Host', () => {
    expect(loadConfig({}, env({})).host).toBe('127.0.0.1');
    expect(loadConfig({}, env({ PORT: '9000' })).appUrl).toBe('http://localhost:9000');
    // The address printed at start is the base of links in mail, not the listening 127.0.0.1.
    expect(startLine(loadConfig({}, env({ PORT: '9000' })))).toBe(
      'Folio is running at http://localhost:9000/',
    );
    expect(() => loadConfig({}, env({ HOST: '0.0.0.0' }))).toThrow(ConfigError);
    expect(() => loadConfig({}, env({ HOST: '192.168.1.5' }))).toThrow(/APP_URL/);
    const exposed = loadConfig({}, env({ HOST: '0.0.0.0', APP_URL: 'https://folio.example/x' }));
    expect(exposed.appUrl).toBe('https://folio.example');
    expect(['127.0.0.1', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1'].some(isLoopback)).toBe(false);
  });

  it('has the outbox on only on loopback without SMTP_URL, or with DEV_MAIL=1', () => {
    expect(loadConfig({}, env({})).devMail).toBe(true);
    expect(loadConfig({}, env({ SMTP_URL: 'smtp://127.0.0.1:9' })).devMail).toBe(false);
    const exposed = { HOST: '0.0.0.0', APP_URL: 'https://folio.example' };
    expect(loadConfig({}, env(exposed)).devMail).toBe(false);
    expect(loadConfig({}, env({ ...exposed, DEV_MAIL: '1' })).devMail).toBe(true);
  });

  it('answers 404 on both outbox paths when exposed, and sends no mail anywhere visible', async () => {
    const exposed = await startServer({ host: '0.0.0.0', appUrl: 'https://folio.example' });
    try {
      const host = { host: 'folio.example' };
      for (const url of ['/dev/mail', '/api/dev/mail']) {
        const res = await exposed.app.inject({ url, headers: host });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Not Found' });
      }
      const user = await createUser(exposed.app);
      await exposed.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: host,
        payload: { email: user.email },
      });
      await exposed.app.folio.settled();
      expect(await exposed.app.store.outbox.list()).toEqual([]);
    } finally {
      await exposed.close();
    }
  });

  it('refuses to start exposed without APP_URL, and says why', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          HOST: '0.0.0.0',
          PORT: '4418',
          DATA_DIR: path.join(os.tmpdir(), `folio-refuse-${process.pid}`),
          LOG: 'silent',
        },
        cwd: path.join(repoRoot, 'packages/server'),
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/APP_URL/);
  });
});

// The rule itself (mayUpdateEvent) is unit-tested in packages/rules; here, the server keeps it.
describe('3. an event belongs to its creator', () => {
  it('refuses another member with 403: nothing changes, the image and its files included', async () => {
    const owner = await createUser(server.app);
    const other = await createUser(server.app);
    const ownerToken = await login(server.app, owner.email, owner.password);
    const created = (
      await server.app.inject({
        method: 'POST',
        url: '/api/events',
        ...eventForm(ownerToken, {}, true),
      })
    ).json() as { data: { id: number; image_path: string } };
    const otherToken = await login(server.app, other.email, other.password);
    const before = await snapshot(server.app, server.dataDir);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/events/${created.data.id}?_method=PUT`,
      ...eventForm(otherToken, { name: '搶走' }, true),
    });
    expect(await expectContract('updateEvent', res, 403)).toEqual({ message: M.eventForbidden });
    expect(await snapshot(server.app, server.dataDir)).toBe(before);

    // The seeded administrator may; the answer and the login say who is who.
    const adminLogin = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const session = (await expectContract('login', adminLogin, 200)) as {
      access_token: string;
      user: { role: string };
    };
    expect(session.user.role).toBe('admin');
    const byAdmin = await server.app.inject({
      method: 'POST',
      url: `/api/events/${created.data.id}?_method=PUT`,
      ...eventForm(session.access_token, { name: '管理員改的' }),
    });
    expect(await expectContract('updateEvent', byAdmin, 200)).toMatchObject({
      data: { name: '管理員改的', user_id: owner.id, image_path: created.data.image_path },
    });
  });
});

describe('4. rate limits that protect accounts without locking their owners out', () => {
  const minute = (limit: number) => ({ limit, windowMs: 60_000 });

  it('stops one address spraying many accounts, and many addresses guessing one', async () => {
    const limited = await startServer({
      rateLimits: { loginAddress: minute(3), account: minute(4) },
    });
    try {
      const { app } = limited;
      const attempt = (email: string, remoteAddress: string, password = 'Wrong#999') =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email, password },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt(`a${i}@x.test`, '10.1.1.1')).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429]);

      const victim = await createUser(app);
      const guesses = [];
      for (let i = 0; i < 5; i++)
        guesses.push((await attempt(victim.email, `10.2.0.${i}`)).statusCode);
      expect(guesses).toEqual([422, 422, 422, 422, 429]);
      // The per-account bucket counts wrong passwords only, so once full even the right one
      // waits from an unknown device: that is the price of slowing a distributed guess (the
      // window is the limit's). The owner's known devices have buckets of their own
      // (account-safety.test.ts).
      const right = await attempt(victim.email, '10.3.0.1', victim.password);
      await expectContract('login', right, 429);
    } finally {
      await limited.close();
    }
  });

  it('bounds change-password per token, apart from the account bucket of unknown devices', async () => {
    // The token proves an earlier login: its wrong current passwords count in its own bucket,
    // so someone guessing elsewhere cannot stop the owner's session (account-safety.test.ts).
    const limited = await startServer({ rateLimits: { changePassword: minute(2) } });
    try {
      const { app } = limited;
      const { token, ...user } = await signedIn(app);
      const change = () => wrongPasswordChange(app, token);
      expect((await change()).statusCode).toBe(422);
      expect((await change()).statusCode).toBe(422);
      await expectContract('changePassword', await change(), 429);
      const other = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.4.0.1',
        payload: { email: user.email, password: 'Wrong#999' },
      });
      await expectContract('login', other, 422);
    } finally {
      await limited.close();
    }
  });

  it('keys forgot-password and resend on e-mail and address: nobody locks an owner out', async () => {
    // The mails per recipient have a cap of their own, whoever asks (account-safety.test.ts).
    const limited = await startServer({ rateLimits: { mailsTo: minute(100) } });
    try {
      await ownerNotLockedOut(limited);
    } finally {
      await limited.close();
    }
  });

  async function ownerNotLockedOut(server: TestServer) {
    const user = await createUser(server.app, { verified: false });
    const forgot = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress,
        payload: { email: user.email },
      });
    const resend = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/resend-verification-email',
        remoteAddress,
        payload: { email: user.email, password: user.password },
      });
    for (let i = 0; i < 3; i++) {
      expect((await forgot('10.6.0.1')).statusCode).toBe(200);
      expect((await resend('10.6.0.1')).statusCode).toBe(200);
    }
    await expectContract('forgotPassword', await forgot('10.6.0.1'), 429);
    await expectContract('resendVerificationEmail', await resend('10.6.0.1'), 429);
    // The owner, elsewhere, is not affected.
    await expectContract('forgotPassword', await forgot('10.7.0.1'), 200);
    await expectContract('resendVerificationEmail', await resend('10.7.0.1'), 200);
  }

  it('limits forgot-password and resend per address across e-mails', async () => {
    const limited = await startServer({
      rateLimits: { forgotPasswordAddress: minute(2), resendVerificationEmailAddress: minute(2) },
    });
    try {
      const { app } = limited;
      const call = (url: string, i: number) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.8.0.1',
          payload: { email: `n${i}@x.test`, ...(url.includes('resend') && { password: 'x' }) },
        });
      for (const url of ['/api/forgot-password', '/api/resend-verification-email']) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await call(url, i)).statusCode);
        expect(statuses.at(-1), url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('5. hashing cannot starve the server', () => {
  it('runs at most `concurrent` hashes, queues `queued`, refuses the rest at once', async () => {
    const gate = new HashGate(1, 1);
    let release: () => void = () => {};
    const first = gate.run(() => new Promise<string>((r) => (release = () => r('first'))));
    let running = 0;
    const second = gate.run(async () => {
      running += 1;
      return 'second';
    });
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusy);
    expect(running).toBe(0);
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(await gate.run(async () => 'again')).toBe('again');
  });
});

describe('6. bounded caches and search', () => {
  it('bounds the list cache by bytes, oldest out first', () => {
    const cache = new ListCache(1000);
    cache.get(1, 'warm');
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, Buffer.from('x'.repeat(90)));
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(cache.get(1, 'k99')).toBeDefined();
    expect(cache.get(1, 'k0')).toBeUndefined();
    cache.set('huge', Buffer.from('x'.repeat(10_000)));
    expect(cache.get(1, 'huge')).toBeUndefined();
  });

  it('answers every spelling of one search alike (case, width, spaces around it)', async () => {
    const bodies = new Set<string>();
    for (const search of ['音樂', ' 音樂 ', '　音樂', 'ＡＢ', 'ab', ' AB ']) {
      const res = await server.app.inject({
        url: `/api/events?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(2);
  });
});

describe('7. no account enumeration by timing', () => {
  it('answers forgot-password before looking the address up', async () => {
    const user = await createUser(server.app);
    const { users } = server.app.store;
    const original = users.byEmail;
    let lookups = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    users.byEmail = async (email: string) => {
      lookups += 1;
      await gate;
      return original(email);
    };
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '10.9.9.9',
        payload: { email: user.email },
      });
      // Answered while the lookup is still held back: its time cannot show in the answer.
      expect(await expectContract('forgotPassword', res, 200)).toEqual({
        message: M.resetLinkSent,
      });
    } finally {
      release();
    }
    // The mail goes out in the background once the held-back lookup returns.
    await server.app.folio.settled();
    const mail = (await outbox(server.app)).find((m) => m.to === user.email);
    users.byEmail = original;
    expect(lookups).toBe(1);
    expect(mail?.subject).toBe('Folio：重設密碼');
  });
});

describe('8. every error in the contract shape, with the security headers', () => {
  it('answers a malformed URL with the 422 body under the API and {message} elsewhere', async () => {
    const api = await server.app.inject({ url: '/api/events/%E0%A4%A' });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toEqual({ message: M.badUrl, errors: { url: [M.badUrl] } });
    expect(api.headers['content-security-policy']).toContain("default-src 'self'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const file = await server.app.inject({ url: '/storage/%E0%A4%A' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ message: M.badUrl });
    expect(file.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a request that is not HTTP with the same body shape and headers', async () => {
    const own = await startServer();
    try {
      await own.app.listen({ host: '127.0.0.1', port: 4417 });
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(4417, '127.0.0.1', () =>
          socket.write('GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n'),
        );
        let data = '';
        socket.on('data', (chunk) => (data += String(chunk)));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      const [head = '', body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
      expect(JSON.parse(body ?? '')).toEqual({ message: M.badRequest });
    } finally {
      await own.close();
    }
  });
});

describe('9. mail carries no links but ours', () => {
  it('does not repeat a name that looks like a link, and the outbox links only our links', async () => {
    const name = '請改點 http://evil.example/verify 驗證';
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.10.0.1',
      payload: {
        name,
        email: 'phish@example.com',
        password: 'Secret#123',
        password_confirmation: 'Secret#123',
      },
    });
    expect(res.statusCode).toBe(201);
    await server.app.folio.settled();
    const mail = (await outbox(server.app)).find((m) => m.to === 'phish@example.com');
    expect(mail?.text).not.toContain('evil');
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/app\.test\/email-verify\?/);
    const page = (await server.app.inject({ url: '/dev/mail' })).body;
    expect(page).not.toContain('href="http://evil');
    for (const [text, safe] of [
      ['小明', true],
      ['Ming Chen', true],
      ['Dr. Wang', true],
      ['evil.example', false],
      ['ｅｖｉｌ．ｃｏｍ', false],
      ['www.x', false],
      ['a@b', false],
      ['javascript:alert(1)', false],
    ] as const) {
      expect(mailSafeText(text, '會員') === text, text).toBe(safe);
    }
  });
});

describe('10. uploads survive a crash', () => {
  it('writes through a temporary name; sweeps orphans and temporaries, keeps derived files', async () => {
    const dir = path.join(server.dataDir, 'storage');
    const images = localImageStorage(dir);
    const kept = await images.save(png, 'png');
    const events = path.join(dir, 'events');
    const stem = path.basename(kept).split('.')[0] ?? '';
    expect(readdirSync(events).filter((n) => n.startsWith('.'))).toEqual([]);
    writeFileSync(path.join(events, `${stem}.480w.webp`), 'derived');
    writeFileSync(path.join(events, 'deadbeef.png'), '');
    writeFileSync(path.join(events, 'deadbeef.480w.webp'), '');
    writeFileSync(path.join(events, '.upload-cafe.png'), 'half');
    const referenced = [...(await server.app.store.events.imagePaths()), kept];
    expect(await images.sweep(referenced)).toBe(3);
    const left = readdirSync(events);
    expect(left).toContain(path.basename(kept));
    expect(left).toContain(`${stem}.480w.webp`);
    expect(left).not.toContain('deadbeef.png');
    await images.remove(kept);
    expect(readdirSync(events).some((n) => n.startsWith(stem))).toBe(false);
  });

  it('sweeps files no event refers to when the server starts', async () => {
    const own = await startServer({ seed: { events: 1 } });
    try {
      const events = path.join(own.dataDir, 'storage/events');
      const orphan = path.join(events, '0123abcd.jpg');
      writeFileSync(orphan, '');
      utimesSync(orphan, new Date(0), new Date(0));
      await own.restart();
      expect(existsSync(orphan)).toBe(false);
      // Only the seeded image is left, with its smaller copies (`<stem>.*`, imageVariants.ts).
      const left = readdirSync(events);
      expect(left).toContain('seed-001.png');
      expect(left.filter((name) => !name.startsWith('seed-001.'))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
