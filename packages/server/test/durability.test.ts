import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../src/images.ts';
import { buildServer } from '../src/server.ts';
import {
  bearer,
  createFirstEvent,
  eventFields,
  firstEventForm,
  lastMailTo,
  login,
  multipart,
  outbox,
  TEST_APP_KEY,
  testEngine,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

// No fixed key: the server creates DATA_DIR/app.key and must reuse it after a restart.
// 50 registrations from one address: more than the default per-address quota allows.
const server = serverForSuite({
  // The first-start seed; the catalog's drawn pictures are shopping-seed.test.ts's.
  seed: { events: 48, catalog: 'without pictures' },
  appKey: undefined,
  rateLimits: { register: { limit: 100, windowMs: 60_000 } },
});

/** The generated app key: DATA_DIR/app.key on SQLite, the meta row on PostgreSQL (config.ts). */
const storedKey = async () =>
  testEngine === 'sqlite'
    ? readFileSync(path.join(server.dataDir, 'app.key'), 'utf8')
    : await server.app.store.meta.get('app_key');

describe('concurrency', () => {
  it('50 parallel registrations of one e-mail create exactly one account', async () => {
    const payload = (i: number) => ({
      name: `同時${i}`,
      email: i % 2 ? 'race@example.com' : 'RACE@example.com',
      password: 'Secret#123',
      password_confirmation: 'Secret#123',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.app.inject({ method: 'POST', url: '/api/register', payload: payload(i) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.json()).toMatchObject({ errors: { email: ['這個 Email 已被註冊'] } });
    }
    expect(await server.app.store.users.count()).toBe(2); // the demo administrator and this one
    const mails = (await outbox(server.app)).filter(
      (m) => m.to.toLowerCase() === 'race@example.com',
    );
    expect(mails).toHaveLength(1);
  });
});

describe('restart', () => {
  it('keeps accounts, tokens, events, images and the app key across a restart', async () => {
    const { app } = server;
    const register = {
      name: '持久',
      email: 'keep@example.com',
      password: 'Secret#123',
      password_confirmation: 'Secret#123',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/register', payload: register })).statusCode,
    ).toBe(201);
    const { link } = await lastMailTo(app, 'keep@example.com');
    const p = Object.fromEntries(link.searchParams);
    const verifyUrl = `/api/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`;
    expect((await app.inject({ url: verifyUrl })).statusCode).toBe(200);
    const token = await login(app, 'keep@example.com', 'Secret#123');
    const png = gradientPng(12, 12, [10, 200, 10], [200, 10, 200]);
    const form = multipart({
      ...eventFields({ name: '重啟之後' }),
      image_path: { filename: 'k.png', type: 'image/png', data: png },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(created.statusCode).toBe(201);
    const event = (created.json() as { data: { id: number; image_path: string } }).data;
    const key = await storedKey();

    const again = await server.restart();
    expect(await storedKey()).toBe(key);
    // The link signed before the restart still verifies (same key); the token still works.
    expect((await again.inject({ url: verifyUrl })).statusCode).toBe(200);
    expect(
      (await again.inject({ url: '/api/auth/check-token', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await again.inject({ url: `/api/events/${event.id}` })).json()).toMatchObject({
      data: { name: '重啟之後' },
    });
    const image = await again.inject({ url: `/storage/${event.image_path}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    await login(again, 'keep@example.com', 'Secret#123');
    // Seeding happens on the first start only.
    expect(await again.store.users.count()).toBe(3);
  });

  it('seeds the demo administrator and 48 events with real PNG images on first start only', async () => {
    const { app } = server;
    const list = (await app.inject({ url: '/api/events?page=1' })).json() as {
      data: { image_path: string }[];
      meta: { total: number; last_page: number };
    };
    expect(list.meta.total).toBe(49);
    expect(list.meta.last_page).toBeGreaterThanOrEqual(5);
    const seeded = list.data.filter((e) => e.image_path.startsWith('events/seed-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const e of seeded) {
      const file = path.join(server.dataDir, 'storage', e.image_path);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    }
    const { DEMO_ADMIN } = await import('@folio/rules');
    await login(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
});

describe('the events list cache', () => {
  it('never serves a list older than the last write, by this process or another one', async () => {
    const { app, dataDir } = server;
    const first = () =>
      app
        .inject({ url: '/api/events?page=1' })
        .then((r) => r.json() as { data: { name: string }[]; meta: { total: number } });
    const before = await first();
    expect(await first()).toEqual(before); // served from the cache

    const { res, user } = await createFirstEvent(app, '快取之後');
    expect(res.statusCode).toBe(201);
    const after = await first();
    expect(after.data[0]?.name).toBe('快取之後');
    expect(after.meta.total).toBe(before.meta.total + 1);

    // A second process on the same DATA_DIR (here: a second server, its own connections).
    const other = await buildServer({
      dataDir,
      databaseUrl: server.databaseUrl,
      appKey: TEST_APP_KEY,
      seed: false,
      logger: false,
    });
    try {
      const otherToken = await login(other, user.email, user.password);
      const id = (res.json() as { data: { id: number } }).data.id;
      const edit = firstEventForm('另一個行程改的');
      const updated = await other.inject({
        method: 'POST',
        url: `/api/events/${id}?_method=PUT`,
        payload: edit.payload,
        headers: { ...edit.headers, ...bearer(otherToken) },
      });
      expect(updated.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect((await first()).data[0]?.name).toBe('另一個行程改的');
    const search = await app.inject({
      url: `/api/events?search=${encodeURIComponent('另一個行程')}`,
    });
    expect((search.json() as { meta: { total: number } }).meta.total).toBe(1);
  });
});
