import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTaipeiTime, MAX_ACTIVE_TASKS, TASK_MESSAGES, taskSenderNote } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '../src/crypto.ts';
import { openDatabase } from '../src/database.ts';
import { M } from '../src/messages.ts';
import {
  bearer,
  createTestDatabase,
  createUser,
  expectContract,
  login,
  outbox,
  snapshot,
  testEngine,
} from './helpers.ts';
import { until } from './accounts.ts';
import { removeDataDir, startProcess, stopAll, stopProcess, type Proc } from './processes.ts';
import { addresses, fastRunner, ownAddresses } from './task-helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The task scheduler (docs/adr/0017) on the engine under test: the operations' rules, the runner
 * sending through the outbox, cancel, and the work surviving a killed process. Waits poll the
 * API until a state is reached (with a generous deadline); nothing asserts on durations.
 */

interface Task {
  id: number;
  recipients: string[];
  state: string;
  sent: number;
  total: number;
  error: string | null;
  start_at: string;
  finished_at: string | null;
}

describe('the task operations', () => {
  const server = serverForSuite({ taskRunner: fastRunner });
  let token = '';
  let other = '';
  let senderEmail = '';
  /** The member's own verified addresses: its account's and two a provider vouched for. */
  let own: string[] = [];

  beforeAll(async () => {
    const a = await createUser(server.app, { name: '王小明' });
    senderEmail = a.email;
    own = [a.email, ...(await ownAddresses(server.app, a.id, 2))];
    const b = await createUser(server.app);
    token = await login(server.app, a.email, a.password);
    other = await login(server.app, b.email, b.password);
  });

  const create = (payload: unknown, as = token) =>
    server.app.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: payload as never,
      headers: bearer(as),
    });
  const get = async (id: number, as = token) =>
    (
      (await expectContract(
        'getTask',
        await server.app.inject({ url: `/api/tasks/${id}`, headers: bearer(as) }),
        200,
      )) as { data: Task }
    ).data;
  const cancel = (id: number, as = token) =>
    server.app.inject({ method: 'POST', url: `/api/tasks/${id}/cancel`, headers: bearer(as) });

  it('runs a task to done; the outbox holds one mail to each recipient', async () => {
    const recipients = own;
    const created = (await expectContract(
      'createTask',
      await create({ recipients, subject: '十一月電子報', content: '各位好\n這是本月的消息。' }),
      201,
    )) as { message: string; data: Task };
    expect(created.message).toBe(TASK_MESSAGES.created);
    expect(created.data).toMatchObject({ state: 'waiting', sent: 0, total: 3, recipients });
    const done = await until(
      () => get(created.data.id),
      (t) => t.state === 'done',
    );
    expect(done).toMatchObject({ sent: 3, total: 3, error: null });
    expect(done.finished_at).not.toBeNull();
    const mails = (await outbox(server.app)).filter((m) => recipients.includes(m.to));
    expect(mails.map((m) => m.to).sort()).toEqual([...recipients].sort());
    expect(mails.every((m) => m.subject === '十一月電子報' && m.text.includes('本月'))).toBe(true);
    // Each mail says who sent it, before the member's text: the site is no anonymous relay.
    const note = taskSenderNote('王小明', senderEmail);
    expect(note).toBe(
      `這封信由 Folio 會員 王小明（${senderEmail}）寄出；如果你不認識寄件人，可以忽略這封信。`,
    );
    for (const mail of mails) expect(mail.text).toBe(`${note}\n\n各位好\n這是本月的消息。`);
    const list = (await expectContract(
      'listTasks',
      await server.app.inject({ url: '/api/tasks', headers: bearer(token) }),
      200,
    )) as { data: Task[] };
    expect(list.data[0]?.id).toBe(created.data.id);
  });

  it('a task for later waits; a cancelled one sends nothing and cannot be cancelled twice', async () => {
    const later = formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
    const created = (await expectContract(
      'createTask',
      await create({
        recipients: own.slice(1),
        subject: '提醒',
        content: '明天開會',
        start_at: later,
      }),
      201,
    )) as { data: Task };
    expect(created.data.start_at).toBe(later);
    expect((await get(created.data.id)).state).toBe('waiting');
    const cancelled = (await expectContract('cancelTask', await cancel(created.data.id), 200)) as {
      message: string;
      data: Task;
    };
    expect(cancelled.message).toBe(TASK_MESSAGES.cancelled);
    expect(cancelled.data).toMatchObject({ state: 'cancelled', sent: 0 });
    const again = (await expectContract('cancelTask', await cancel(created.data.id), 409)) as {
      message: string;
    };
    expect(again.message).toBe(TASK_MESSAGES.alreadyEnded);
  });

  it("another member's task: 403 to read or cancel, and it stays as it was", async () => {
    const later = formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
    const created = (await create({
      recipients: [senderEmail],
      subject: '私人',
      content: '內容',
      start_at: later,
    }).then((r) => r.json())) as { data: Task };
    const read = (await expectContract(
      'getTask',
      await server.app.inject({ url: `/api/tasks/${created.data.id}`, headers: bearer(other) }),
      403,
    )) as { message: string };
    expect(read.message).toBe(TASK_MESSAGES.notOwner);
    await expectContract('cancelTask', await cancel(created.data.id, other), 403);
    expect((await get(created.data.id)).state).toBe('waiting');
    const missing = (await expectContract(
      'getTask',
      await server.app.inject({ url: '/api/tasks/999999', headers: bearer(token) }),
      404,
    )) as { message: string };
    expect(missing.message).toBe(TASK_MESSAGES.notFound);
    await expectContract('cancelTask', await cancel(999999), 404);
    // Cleanup for the limit test below: this member's waiting tasks count against the limit.
    await cancel(created.data.id);
  });

  it('401 without a token, for every operation', async () => {
    await expectContract('listTasks', await server.app.inject({ url: '/api/tasks' }), 401);
    await expectContract(
      'createTask',
      await server.app.inject({ method: 'POST', url: '/api/tasks', payload: {} }),
      401,
    );
    await expectContract('getTask', await server.app.inject({ url: '/api/tasks/1' }), 401);
    await expectContract(
      'cancelTask',
      await server.app.inject({ method: 'POST', url: '/api/tasks/1/cancel' }),
      401,
    );
  });

  it(`refuses a member's task number ${MAX_ACTIVE_TASKS + 1} while ${MAX_ACTIVE_TASKS} wait (409), and nothing changes`, async () => {
    const user = await createUser(server.app);
    const own = await login(server.app, user.email, user.password);
    const later = formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
    const task = { recipients: [user.email], subject: '排程', content: '內容', start_at: later };
    const ids: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_TASKS; i++) {
      ids.push(((await (await create(task, own)).json()) as { data: Task }).data.id);
    }
    const before = await snapshot(server.app, server.dataDir);
    const refused = (await expectContract('createTask', await create(task, own), 409)) as {
      message: string;
    };
    expect(refused.message).toBe(TASK_MESSAGES.limitReached);
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
    // One ended: another may be scheduled.
    await server.app.inject({
      method: 'POST',
      url: `/api/tasks/${ids[0]}/cancel`,
      headers: bearer(own),
    });
    await expectContract('createTask', await create(task, own), 201);
  });

  const later = () => formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
  const valid = () => ({ recipients: own.slice(0, 2), subject: '主旨', content: '內容' });
  const cases: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
    [
      'no recipients',
      () => ({ ...valid(), recipients: [] }),
      { recipients: [TASK_MESSAGES.recipientsRequired] },
    ],
    [
      'recipients missing',
      () => ({ subject: '主旨', content: '內容' }),
      { recipients: [TASK_MESSAGES.recipientsRequired] },
    ],
    [
      'a bad address',
      () => ({ ...valid(), recipients: ['amy@example.com', 'not-an-address'] }),
      { recipients: [TASK_MESSAGES.recipientFormat] },
    ],
    [
      '21 recipients',
      () => ({ ...valid(), recipients: addresses(21) }),
      { recipients: [TASK_MESSAGES.recipientsTooMany] },
    ],
    [
      'the same address twice',
      () => ({ ...valid(), recipients: ['amy@example.com', 'AMY@example.com'] }),
      { recipients: [TASK_MESSAGES.recipientsDuplicate] },
    ],
    [
      'a blank subject',
      () => ({ ...valid(), subject: '   ' }),
      { subject: [TASK_MESSAGES.subjectRequired] },
    ],
    [
      'a subject of 101 characters',
      () => ({ ...valid(), subject: '字'.repeat(101) }),
      { subject: [TASK_MESSAGES.subjectTooLong] },
    ],
    [
      'a subject with CR/LF (it could add a mail header)',
      () => ({ ...valid(), subject: '主旨\r\nBcc: spam@example.com' }),
      { subject: [TASK_MESSAGES.subjectControl] },
    ],
    [
      'a subject with a tab or a NUL',
      () => ({ ...valid(), subject: '主\t旨\u0000' }),
      { subject: [TASK_MESSAGES.subjectControl] },
    ],
    [
      'an address with CR/LF inside',
      () => ({ ...valid(), recipients: ['amy@example.com\r\nBcc: spam@example.com'] }),
      { recipients: [TASK_MESSAGES.recipientControl] },
    ],
    [
      'no content',
      () => ({ ...valid(), content: '' }),
      { content: [TASK_MESSAGES.contentRequired] },
    ],
    [
      'content of 2001 characters',
      () => ({ ...valid(), content: 'x'.repeat(2001) }),
      { content: [TASK_MESSAGES.contentTooLong] },
    ],
    [
      'a start in another format',
      () => ({ ...valid(), start_at: '2026/11/26 09:00' }),
      { start_at: [TASK_MESSAGES.startFormat] },
    ],
    [
      'a start that is no real time',
      () => ({ ...valid(), start_at: '2026-02-30 09:00:00' }),
      { start_at: [TASK_MESSAGES.startFormat] },
    ],
    [
      'a start in the past',
      () => ({ ...valid(), start_at: formatTaipeiTime(new Date(Date.now() - 10 * 60_000)) }),
      { start_at: [TASK_MESSAGES.startPast] },
    ],
    [
      'a start 8 days ahead',
      () => ({ ...valid(), start_at: formatTaipeiTime(new Date(Date.now() + 8 * 86_400_000)) }),
      { start_at: [TASK_MESSAGES.startTooFar] },
    ],
    [
      'an unknown field',
      () => ({ ...valid(), start_at: later(), priority: 1 }),
      { priority: [M.unknownField('priority')] },
    ],
  ];

  it.each(cases)(
    '422 for %s, with its message, and nothing changes',
    async (_name, body, errors) => {
      const before = await snapshot(server.app, server.dataDir);
      const res = (await expectContract('createTask', await create(body()), 422)) as {
        message: string;
        errors: Record<string, string[]>;
      };
      expect(res.errors).toEqual(errors);
      expect(res.message).toBe(Object.values(errors)[0]?.[0]);
      expect(await snapshot(server.app, server.dataDir)).toBe(before);
    },
  );

  it('422 for an id that is not a positive whole number', async () => {
    await expectContract(
      'getTask',
      await server.app.inject({ url: '/api/tasks/x', headers: bearer(token) }),
      422,
    );
    await expectContract('cancelTask', await cancel(0), 422);
  });
});

describe("a member's mails in 24 hours", () => {
  const DAY = 24 * 60 * 60_000;
  let clock = Date.parse('2026-11-25T02:00:00Z');
  // No runner: the tasks stay as created, and the clock is the test's.
  const server = serverForSuite({
    taskRunner: false,
    now: () => clock,
    rateLimits: { taskMails: { limit: 5, windowMs: DAY } },
  });
  let token = '';
  /** Four addresses of the member's own: the account's and three a provider vouched for. */
  let own: string[] = [];
  beforeAll(async () => {
    const member = await createUser(server.app);
    own = [member.email, ...(await ownAddresses(server.app, member.id, 3))];
    token = await login(server.app, member.email, member.password);
  });

  const later = () => formatTaipeiTime(new Date(clock + 60 * 60_000));
  const create = (n: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(token),
      payload: { recipients: own.slice(0, n), subject: '通知', content: '內容', start_at: later() },
    });

  it('refuses a task that would go over the cap (429, Retry-After), and nothing changes', async () => {
    const first = (await expectContract('createTask', await create(3), 201)) as {
      data: Task;
    };
    clock += 60 * 60_000;
    const before = await snapshot(server.app, server.dataDir);
    const over = await create(3);
    expect(await expectContract('createTask', over, 429)).toEqual({
      message: TASK_MESSAGES.dailyLimit,
    });
    // The first task's three mails leave the window 24 hours after it was created.
    expect(over.headers['retry-after']).toBe(String(23 * 60 * 60));
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
    await expectContract('createTask', await create(2), 201);
    await expectContract('createTask', await create(1), 429);

    // A cancelled task gives back the mails it did not send.
    const cancel = await server.app.inject({
      method: 'POST',
      url: `/api/tasks/${first.data.id}/cancel`,
      headers: bearer(token),
    });
    await expectContract('cancelTask', cancel, 200);
    await expectContract('createTask', await create(3), 201);
    await expectContract('createTask', await create(1), 429);

    // A day after the last tasks, the member mails again.
    clock += DAY;
    await expectContract('createTask', await create(4), 201);
  });
});

describe('nobody mails a stranger (docs/adr/0011 decision 12)', () => {
  const server = serverForSuite({ taskRunner: fastRunner });
  let member: Awaited<ReturnType<typeof createUser>>;
  let token = '';

  beforeAll(async () => {
    member = await createUser(server.app, { name: '林小華' });
    token = await login(server.app, member.email, member.password);
  });

  const create = (recipients: string[], as = token) =>
    server.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(as),
      payload: { recipients, subject: '找你', content: '點這裡 https://evil.example' },
    });

  it('refuses any address the member has not proved (422), and the stranger gets nothing', async () => {
    const stranger = `stranger-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // An identity whose provider did not vouch for the e-mail proves nothing.
    const unverified = `unverified-${member.id}@example.com`;
    const identity = { provider: 'line', subject: `s-${unverified}`, email: unverified };
    await server.app.store.identities.link(member.id, {
      ...identity,
      emailVerified: false,
      name: null,
    });
    const before = await snapshot(server.app, server.dataDir);
    for (const recipients of [[stranger], [member.email, stranger], [unverified]]) {
      const res = (await expectContract('createTask', await create(recipients), 422)) as {
        message: string;
        errors: Record<string, string[]>;
      };
      expect(res).toEqual({
        message: TASK_MESSAGES.recipientNotOwn,
        errors: { recipients: [TASK_MESSAGES.recipientNotOwn] },
      });
    }
    expect(await snapshot(server.app, server.dataDir)).toBe(before);

    // The member's own address (in any letter case) is mailed; by then the stranger has nothing.
    const created = (await expectContract(
      'createTask',
      await create([member.email.toUpperCase()]),
      201,
    )) as { data: Task };
    await until(
      () =>
        server.app
          .inject({ url: `/api/tasks/${created.data.id}`, headers: bearer(token) })
          .then((r) => (r.json() as { data: Task }).data),
      (t) => t.state === 'done',
    );
    const mails = await outbox(server.app);
    expect(mails.filter((m) => m.to === stranger || m.to === unverified)).toEqual([]);
    expect(mails.filter((m) => m.subject === '找你')).toHaveLength(1);
  });

  it('a member whose own e-mail is not verified mails nobody, not even it', async () => {
    const user = await createUser(server.app, { verified: false });
    const secret = randomToken(40);
    const id = await server.app.store.tokens.issue(user.id, sha256Hex(secret));
    const res = await create([user.email], `${id}|${secret}`);
    const body = (await expectContract('createTask', res, 422)) as { message: string };
    expect(body.message).toBe(TASK_MESSAGES.recipientNotOwn);
  });
});

describe('a running task', () => {
  // Slow enough to watch: one mail a second.
  const server = serverForSuite({ taskRunner: { tickMs: 20, mailsPerMinute: 60 } });
  let token = '';
  let own: string[] = [];

  beforeAll(async () => {
    const a = await createUser(server.app);
    own = [a.email, ...(await ownAddresses(server.app, a.id, 3))];
    token = await login(server.app, a.email, a.password);
  });

  const get = async (id: number) =>
    (
      (await server.app
        .inject({ url: `/api/tasks/${id}`, headers: bearer(token) })
        .then((r) => r.json())) as { data: Task }
    ).data;

  it('shows its progress while it runs; cancelled midway, it sends no more', async () => {
    const recipients = own;
    const created = (await server.app
      .inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(token),
        payload: { recipients, subject: '進度', content: '內容' },
      })
      .then((r) => r.json())) as { data: Task };
    const midway = await until(
      () => get(created.data.id),
      (t) => t.state === 'running' && t.sent >= 1,
    );
    expect(midway.sent).toBeLessThan(4);
    const cancelled = (await server.app
      .inject({
        method: 'POST',
        url: `/api/tasks/${created.data.id}/cancel`,
        headers: bearer(token),
      })
      .then((r) => r.json())) as { data: Task };
    expect(cancelled.data.state).toBe('cancelled');
    // A later task runs after it (one runner, one task at a time): by then the first is over.
    const next = (await server.app
      .inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(token),
        payload: { recipients: own.slice(0, 1), subject: '之後', content: '內容' },
      })
      .then((r) => r.json())) as { data: Task };
    await until(
      () => get(next.data.id),
      (t) => t.state === 'done',
    );
    const final = await get(created.data.id);
    expect(final.state).toBe('cancelled');
    expect(final.sent).toBeLessThan(4);
    const mailed = (await outbox(server.app)).filter(
      (m) => recipients.includes(m.to) && m.subject === '進度',
    );
    // Exactly the mails counted, to the first recipients in order.
    expect(mailed.map((m) => m.to).sort()).toEqual(recipients.slice(0, final.sent).sort());
  });
});

/** src/main.ts as deployed (test/processes.ts), with a slow runner and a short lease. */
const startRunner = (dataDir: string, databaseUrl: string | null, started: Proc[]) =>
  startProcess(databaseUrl, {
    dataDir,
    started,
    env: { TASK_TICK_MS: '50', TASK_MAILS_PER_MINUTE: '120', TASK_LEASE_MS: '1500' },
  });

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });

/**
 * Registers, verifies (the outbox link) and logs in a member; returns its token and its own
 * verified addresses (the account's and three a provider vouched for, written to the database
 * the process uses: tasks mail only those, docs/adr/0011 decision 12).
 */
async function member(url: string, dataDir: string, databaseUrl: string | null) {
  const email = `m-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Secret#123';
  await post(`${url}/api/register`, {
    name: '排程',
    email,
    password,
    password_confirmation: password,
  });
  const mails = (
    (await (await fetch(`${url}/api/dev/mail`)).json()) as {
      data: { to: string; links: string[] }[];
    }
  ).data;
  const link = new URL(mails.find((m) => m.to === email)?.links[0] ?? '');
  const p = Object.fromEntries(link.searchParams);
  await fetch(
    `${url}/api/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`,
  );
  const res = await post(`${url}/api/login`, { email, password });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const handle = await openDatabase({ dataDir, databaseUrl });
  const own = [email];
  try {
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    for (const provider of ['line', 'google', 'dev']) {
      const address = `${provider}-${email}`;
      own.push(address);
      await handle.db
        .insertInto('user_identities')
        .values({
          provider,
          subject: `s-${address}`,
          user_id: user.id,
          email: address,
          email_verified: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  } finally {
    await handle.close();
  }
  return { token, own };
}

const taskOf = async (url: string, token: string, id: number) =>
  (
    (await (await fetch(`${url}/api/tasks/${id}`, { headers: bearer(token) })).json()) as {
      data: Task;
    }
  ).data;

/** The task mails (not the site's own, `Folio：…`) to `recipients`, by recipient. */
const mailsTo = async (url: string, recipients: string[]) =>
  (
    (await (await fetch(`${url}/api/dev/mail`)).json()) as {
      data: { to: string; subject: string }[];
    }
  ).data
    .filter((m) => recipients.includes(m.to) && !m.subject.startsWith('Folio：'))
    .map((m) => m.to);

describe('a task interrupted by a killed process', () => {
  let dir = '';
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const started: Proc[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-tasks-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stopAll(started);
    await database?.drop();
    removeDataDir(dir);
  });

  it('is resumed after a restart from its stored progress: each recipient mailed exactly once', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await startRunner(dataDir, database?.url ?? null, started);
    const { token, own: recipients } = await member(first.url, dataDir, database?.url ?? null);
    const created = (await (
      await post(`${first.url}/api/tasks`, { recipients, subject: '重啟', content: '內容' }, token)
    ).json()) as { data: Task };
    await until(
      () => taskOf(first.url, token, created.data.id),
      (t) => t.sent >= 2,
    );
    await stopProcess(first, 'SIGKILL');

    const second = await startRunner(dataDir, database?.url ?? null, started);
    const done = await until(
      () => taskOf(second.url, token, created.data.id),
      (t) => t.state !== 'running',
    );
    expect(done).toMatchObject({ state: 'done', sent: 4, error: null });
    expect((await mailsTo(second.url, recipients)).sort()).toEqual([...recipients].sort());
  }, 120_000);
});

describe.skipIf(testEngine !== 'postgres')('two processes on one PostgreSQL database', () => {
  let dir = '';
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const started: Proc[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-tasks-pg-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stopAll(started);
    await database?.drop();
    removeDataDir(dir);
  });

  it('run every task exactly once: each recipient of each task mailed once', async () => {
    const url = database?.url ?? null;
    const a = await startRunner(path.join(dir, 'a'), url, started);
    const b = await startRunner(path.join(dir, 'b'), url, started);
    const { token, own } = await member(a.url, path.join(dir, 'a'), url);
    const all: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < MAX_ACTIVE_TASKS; i++) {
      const recipients = own;
      all.push(...recipients);
      const target = i % 2 === 0 ? a.url : b.url;
      const created = (await (
        await post(
          `${target}/api/tasks`,
          { recipients, subject: `任務 ${i}`, content: '內容' },
          token,
        )
      ).json()) as { data: Task };
      ids.push(created.data.id);
    }
    for (const id of ids) {
      await until(
        () => taskOf(b.url, token, id),
        (t) => t.state === 'done',
      );
    }
    // Each task mails the member's four addresses once: each address five mails in all.
    expect((await mailsTo(a.url, own)).sort()).toEqual([...all].sort());
  }, 120_000);
});
