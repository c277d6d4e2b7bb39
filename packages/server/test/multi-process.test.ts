import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@folio/rules';
import { gradientPng } from '../src/images.ts';
import {
  createTestDatabase,
  eventFields,
  firstEventForm,
  multipart,
  testEngine,
} from './helpers.ts';
import { startProcess, stopAll, type Proc } from './processes.ts';
import { openStream } from './sse-client.ts';

/**
 * Two server processes (src/main.ts, as deployed) with their own DATA_DIRs on one PostgreSQL
 * database behave as one service (docs/adr/0012-postgresql-and-several-processes.md). On SQLite there is nothing to share: skipped.
 */

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const postForm = (url: string, form: ReturnType<typeof multipart>, token: string) =>
  fetch(url, {
    method: 'POST',
    headers: { ...form.headers, ...bearer(token) },
    body: new Uint8Array(form.payload),
  });
type Listed = { data: { id: number; name: string; image_path: string | null }[] };

describe.skipIf(testEngine !== 'postgres')('two processes on one PostgreSQL database', () => {
  let a: Proc;
  let b: Proc;
  const started: Proc[] = [];
  let drop: () => Promise<void>;
  let token = '';
  const email = 'multi@example.com';
  const password = 'Secret#123';

  beforeAll(async () => {
    const database = await createTestDatabase();
    if (!database.url) throw new Error('no database');
    drop = database.drop;
    a = await startProcess(database.url, { started });
    b = await startProcess(database.url, { started });
  }, 120_000);

  afterAll(async () => {
    await stopAll(started);
    await drop?.();
  });

  it('registers on A, verifies on B, logs in on A; the token works on B', async () => {
    const register = await post(`${a.url}/api/register`, {
      name: '雙行程',
      email,
      password,
      password_confirmation: password,
    });
    expect(register.status).toBe(201);
    const mails = (await json(await fetch(`${a.url}/api/dev/mail`))).data as {
      to: string;
      links: string[];
    }[];
    const link = new URL(mails.find((m) => m.to === email)?.links[0] ?? '');
    const p = Object.fromEntries(link.searchParams);
    const verify = await fetch(
      `${b.url}/api/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`,
    );
    expect(verify.status).toBe(200);
    const login = await post(`${a.url}/api/login`, { email, password });
    expect(login.status).toBe(200);
    token = (await json(login)).access_token as string;
    const check = await fetch(`${b.url}/api/auth/check-token`, { headers: bearer(token) });
    expect(check.status).toBe(200);
  });

  it('an event with an image made on A is at once on B: first page, search, image and copies', async () => {
    const png = gradientPng(700, 400, [10, 200, 10], [200, 10, 200]);
    const form = multipart({
      ...eventFields({
        name: '跨行程活動',
        start_time: '2999-01-01 10:00:00',
        end_time: '2999-01-01 12:00:00',
      }),
      image_path: { filename: 'x.png', type: 'image/png', data: png },
    });
    const created = await postForm(`${a.url}/api/events`, form, token);
    expect(created.status).toBe(201);
    const event = (await json(created)).data as {
      id: number;
      image_path: string;
      image_variants: { widths: number[] };
    };
    expect(event.image_variants.widths).toContain(320);

    const first = (await json(await fetch(`${b.url}/api/events?page=1`))) as unknown as Listed;
    expect(first.data[0]).toMatchObject({ id: event.id, name: '跨行程活動' });
    expect(first.data[0]).toMatchObject({ image_variants: event.image_variants });
    const found = (await json(
      await fetch(`${b.url}/api/events?search=${encodeURIComponent('跨行程')}`),
    )) as unknown as Listed & { meta: { total: number } };
    expect(found.meta.total).toBe(1);
    const short = (await json(
      await fetch(`${b.url}/api/events?search=${encodeURIComponent('跨')}`),
    )) as unknown as Listed;
    expect(short.data.map((e) => e.id)).toContain(event.id);

    const image = await fetch(`${b.url}/storage/${event.image_path}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const stem = event.image_path.replace(/\.png$/, '');
    const copy = await fetch(`${b.url}/storage/${stem}.320w.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
  });

  it('an update on B is seen on A at once; a logout on B ends the token on A', async () => {
    const list = (await json(await fetch(`${a.url}/api/events?page=1`))) as unknown as Listed;
    const id = list.data[0]?.id ?? 0;
    const form = firstEventForm('B 改過的');
    const updated = await postForm(`${b.url}/api/events/${id}?_method=PUT`, form, token);
    expect(updated.status).toBe(200);
    const after = (await json(await fetch(`${a.url}/api/events?page=1`))) as unknown as Listed;
    expect(after.data[0]?.name).toBe('B 改過的');

    const logout = await fetch(`${b.url}/api/logout`, { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(200);
    const check = await fetch(`${a.url}/api/auth/check-token`, { headers: bearer(token) });
    expect(check.status).toBe(401);
  });

  it('login attempts spread over A and B share one limit (5 a minute per e-mail and address)', async () => {
    // An address no earlier test logged in with: its count starts at nothing.
    const other = 'limit@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 ? b.url : a.url;
      statuses.push((await post(`${target}/api/login`, { email: other, password })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
    expect((await post(`${a.url}/api/login`, { email: other, password })).status).toBe(429);
  });

  it('20 parallel registrations of one e-mail across A and B make one account, no 5xx', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(`${i % 2 ? b.url : a.url}/api/register`, {
          name: `同時${i}`,
          email: i % 3 ? 'race@example.com' : 'RACE@example.com',
          password,
          password_confirmation: password,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others: taken (422), or over the per-address registration quota (429).
    expect(statuses.every((s) => s === 201 || s === 422 || s === 429)).toBe(true);
    const exists = await post(`${b.url}/api/check-email`, { email: 'race@example.com' });
    expect((await json(exists)).exists).toBe(true);
  });

  it('chat: a visitor on A and an administrator on B see each other live (LISTEN/NOTIFY)', async () => {
    const started = await fetch(`${a.url}/api/chat/conversations`, { method: 'POST' });
    expect(started.status).toBe(201);
    const { data, visitor_token: visitorToken } = (await started.json()) as {
      data: { id: number };
      visitor_token: string;
    };
    const visitor = { 'x-chat-visitor': visitorToken };
    const chat = `/api/chat/conversations/${data.id}`;
    const login = await post(`${b.url}/api/login`, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const admin = bearer((await json(login)).access_token as string);

    const onA = await openStream(`${a.url}${chat}/events`, visitor);
    const onB = await openStream(`${b.url}${chat}/events`, admin);
    try {
      await onA.next((e) => e.event === 'ready');
      await onB.next((e) => e.event === 'ready');
      expect((await post(`${a.url}${chat}/handoff`, {}, visitor)).status).toBe(200);
      expect((await post(`${b.url}${chat}/takeover`, {}, admin)).status).toBe(200);
      const byAdmin = await post(`${b.url}${chat}/messages`, { body: '您好，我在 B。' }, admin);
      expect(byAdmin.status).toBe(201);
      const seenOnA = await onA.next(
        (e) => e.event === 'message' && (e.data as { sender: string }).sender === 'agent',
      );
      expect(seenOnA.data).toMatchObject({ body: '您好，我在 B。' });
      const byVisitor = await post(`${a.url}${chat}/messages`, { body: '我在 A，謝謝！' }, visitor);
      expect(byVisitor.status).toBe(201);
      const seenOnB = await onB.next(
        (e) => e.event === 'message' && (e.data as { sender: string }).sender === 'visitor',
      );
      expect(seenOnB.data).toMatchObject({ body: '我在 A，謝謝！' });
      // A's stream gets the visitor's own message too, maybe after B's did.
      await onA.next(
        (e) => e.event === 'message' && (e.data as { sender: string }).sender === 'visitor',
      );
      // Both sides saw the same messages, each once, in the same order.
      const ids = (stream: typeof onA) =>
        stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
      expect(ids(onA)).toEqual(ids(onB));
      expect(new Set(ids(onA)).size).toBe(ids(onA).length);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('an image replaced on B: A serves the new one, never its copy of the old (what the database says)', async () => {
    const login = await post(`${a.url}/api/login`, {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    const admin = (await json(login)).access_token as string;
    const fields = eventFields({
      name: '換圖活動',
      start_time: '2998-01-01 10:00:00',
      end_time: '2998-01-01 12:00:00',
    });
    const form = (data: Buffer) =>
      multipart({ ...fields, image_path: { filename: 'x.png', type: 'image/png', data } });
    const first = gradientPng(500, 300, [200, 10, 10], [10, 10, 200]);
    const second = gradientPng(500, 300, [10, 200, 200], [200, 200, 10]);
    const created = await postForm(`${a.url}/api/events`, form(first), admin);
    expect(created.status).toBe(201);
    const { id, image_path: old } = (await json(created)).data as {
      id: number;
      image_path: string;
    };
    const oldCopy = `${old.replace(/\.png$/, '')}.320w.webp`;
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const onPage = async (base: string) =>
      ((await json(await fetch(`${base}/api/events?page=1`))) as unknown as Listed).data.find(
        (e) => e.id === id,
      )?.image_path;
    // Both processes serve the first image and its copy, and keep them: A wrote them, B fetched
    // them into its own folder; both cache the first page naming it.
    for (const p of [a, b]) {
      expect((await bytes(await fetch(`${p.url}/storage/${old}`))).equals(first)).toBe(true);
      expect((await fetch(`${p.url}/storage/${oldCopy}`)).status).toBe(200);
      expect(await onPage(p.url)).toBe(old);
    }

    const replaced = await postForm(`${b.url}/api/events/${id}?_method=PUT`, form(second), admin);
    expect(replaced.status).toBe(200);
    const now = ((await json(replaced)).data as { image_path: string }).image_path;
    expect(now).not.toBe(old);

    // A: the list (its cached page is stale: the version moved) and the event name the new
    // image, which it serves; the old one and its copies are gone although A has its own copy.
    expect(await onPage(a.url)).toBe(now);
    const event = (await json(await fetch(`${a.url}/api/events/${id}`))).data as {
      image_path: string;
      image_variants?: { widths: number[] };
    };
    expect(event.image_path).toBe(now);
    expect(event.image_variants?.widths).toContain(320);
    expect((await bytes(await fetch(`${a.url}/storage/${now}`))).equals(second)).toBe(true);
    for (const p of [a, b]) {
      expect((await fetch(`${p.url}/storage/${old}`)).status).toBe(404);
      expect((await fetch(`${p.url}/storage/${oldCopy}`)).status).toBe(404);
    }
  });

  it('A killed with SIGKILL: B keeps serving', async () => {
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const list = await fetch(`${b.url}/api/events?page=1`);
    expect(list.status).toBe(200);
    expect(((await json(list)) as unknown as Listed).data[0]?.name).toBe('B 改過的');
    const ping = await fetch(`${b.url}/api/ping`);
    expect(ping.status).toBe(200);
  });
});
