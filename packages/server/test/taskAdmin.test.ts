import { formatTaipeiTime, TASK_MESSAGES } from '@folio/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, expectContract, login, outbox, snapshot } from './helpers.ts';
import { until } from './accounts.ts';
import { fastRunner, ownAddresses } from './task-helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The operator's view of the task runner (docs/adr/0017 "The operator's view") on the engine under
 * test: every member's tasks with counts, wait and run times, the state filter, a failed task's
 * retry (once, from its first unsent recipient), and 403 for members.
 */

interface Managed {
  task: { id: number; state: string; sent: number; total: number; error: string | null };
  member: { id: number; name: string; email: string };
  wait_seconds: number | null;
  run_seconds: number | null;
}
interface ManagedList {
  data: Managed[];
  counts: Record<string, number>;
}

describe("the administrators' view of the tasks", () => {
  const server = serverForSuite({ taskRunner: fastRunner });
  let admin = '';
  let member = '';
  let memberId = 0;
  let own: string[] = [];

  beforeAll(async () => {
    const a = await createUser(server.app, { name: '管理員' });
    await server.app.store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', a.id)
      .execute();
    admin = await login(server.app, a.email, a.password);
    const m = await createUser(server.app, { name: '王小明' });
    memberId = m.id;
    member = await login(server.app, m.email, m.password);
    // Tasks mail only the member's own verified addresses (docs/adr/0011 decision 12).
    own = [m.email, ...(await ownAddresses(server.app, m.id, 2))];
  });

  const list = async (query = '', as = admin, status = 200) =>
    (await expectContract(
      'listManagedTasks',
      await server.app.inject({ url: `/api/manage/tasks${query}`, headers: bearer(as) }),
      status,
    )) as ManagedList;
  const retry = (id: number, as = admin) =>
    server.app.inject({
      method: 'POST',
      url: `/api/manage/tasks/${id}/retry`,
      headers: bearer(as),
    });
  const create = async (recipients: string[], startAt?: string, as = member) =>
    (
      (await expectContract(
        'createTask',
        await server.app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: bearer(as),
          payload: { recipients, subject: '營運', content: '內容', start_at: startAt ?? null },
        }),
        201,
      )) as { data: Managed['task'] }
    ).data;
  const later = () => formatTaipeiTime(new Date(Date.now() + 60 * 60_000));

  it('403 for a member (with its words) and 401 without a token; nothing is read', async () => {
    const refused = (await list('', member, 403)) as unknown as { message: string };
    expect(refused.message).toBe(TASK_MESSAGES.adminOnly);
    const mine = await create(own.slice(0, 1), later());
    const res = await expectContract('retryManagedTask', await retry(mine.id, member), 403);
    expect(res).toEqual({ message: TASK_MESSAGES.adminOnly });
    await expectContract(
      'listManagedTasks',
      await server.app.inject({ url: '/api/manage/tasks' }),
      401,
    );
  });

  it("lists every member's tasks with their member, counts per state and times", async () => {
    const done = await create(own.slice(0, 2));
    await until(
      () => list(),
      (l) => l.data.find((m) => m.task.id === done.id)?.task.state === 'done',
    );
    const waiting = await create(own.slice(0, 1), later());
    const all = await list();
    const ran = all.data.find((m) => m.task.id === done.id);
    expect(ran?.member).toMatchObject({ id: memberId, name: '王小明' });
    expect(ran?.wait_seconds).toBeGreaterThanOrEqual(0);
    expect(ran?.run_seconds).toBeGreaterThanOrEqual(0);
    // Not due yet: no wait, no run.
    const notDue = all.data.find((m) => m.task.id === waiting.id);
    expect(notDue).toMatchObject({ wait_seconds: null, run_seconds: null });
    expect(all.counts.done).toBeGreaterThanOrEqual(1);
    expect(all.counts.waiting).toBeGreaterThanOrEqual(1);
    const sum = Object.values(all.counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(all.data.length); // fewer than 50 tasks here: the list is all of them
    // The filter: only the state asked; the counts stay every state's.
    const onlyDone = await list('?state=done');
    expect(onlyDone.data.every((m) => m.task.state === 'done')).toBe(true);
    expect(onlyDone.data.length).toBe(all.counts.done);
    expect(onlyDone.counts).toEqual(all.counts);
  });

  it('422 for a state that is no task state', async () => {
    const res = (await expectContract(
      'listManagedTasks',
      await server.app.inject({ url: '/api/manage/tasks?state=lost', headers: bearer(admin) }),
      422,
    )) as { errors: Record<string, string[]> };
    expect(res.errors).toEqual({ state: [TASK_MESSAGES.stateFilterInvalid] });
  });

  it('retries a failed task once: two retries at once, one 200 and one 409; unsent mails go once', async () => {
    // A member of its own, so that the outbox holds only this task's mails to its addresses.
    const m = await createUser(server.app, { name: '陳美玲' });
    const recipients = [m.email, ...(await ownAddresses(server.app, m.id, 2))];
    const task = await create(recipients, later(), await login(server.app, m.email, m.password));
    // The mail layer refused the second mail: one sent, failed (as taskRunner.ts ends it).
    await server.app.store.db
      .updateTable('mail_tasks')
      .set({
        state: 'failed',
        sent: 1,
        error: TASK_MESSAGES.sendFailed,
        finished_at: new Date().toISOString(),
        started_at: Date.now(),
      })
      .where('id', '=', task.id)
      .execute();
    const failed = await list('?state=failed');
    expect(failed.data.map((m) => m.task.id)).toContain(task.id);
    const answers = await Promise.all([retry(task.id), retry(task.id)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const ok = answers.find((r) => r.statusCode === 200);
    const no = answers.find((r) => r.statusCode === 409);
    if (!ok || !no) throw new Error('no 200 and 409');
    const saved = (await expectContract('retryManagedTask', ok, 200)) as {
      message: string;
      data: Managed;
    };
    expect(saved.message).toBe(TASK_MESSAGES.retried);
    // The answer is the task as it stands: the runner may already have sent the next mail. That
    // the retry kept the progress (no mail twice) is what the outbox shows below.
    expect(saved.data.task).toMatchObject({ id: task.id, error: null });
    expect(saved.data.task.sent).toBeGreaterThanOrEqual(1);
    expect(await expectContract('retryManagedTask', no, 409)).toEqual({
      message: TASK_MESSAGES.retryNotFailed,
    });
    const end = await until(
      () => list(),
      (l) => l.data.find((m) => m.task.id === task.id)?.task.state === 'done',
    );
    expect(end.data.find((m) => m.task.id === task.id)?.task).toMatchObject({ sent: 3 });
    // The first recipient had its mail before the failure: the retry mails only the other two.
    const mailed = (await outbox(server.app))
      .map((m) => m.to)
      .filter((to) => recipients.includes(to));
    expect(mailed.sort()).toEqual(recipients.slice(1).sort());
    // A done task is no failed one: 409, nothing changes.
    const before = await snapshot(server.app, server.dataDir);
    await expectContract('retryManagedTask', await retry(task.id), 409);
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
  });

  it('404 for no such task, 422 for an id that is no positive whole number', async () => {
    await expectContract('retryManagedTask', await retry(2_147_480_000), 404);
    await expectContract(
      'retryManagedTask',
      await server.app.inject({
        method: 'POST',
        url: '/api/manage/tasks/x/retry',
        headers: bearer(admin),
      }),
      422,
    );
  });
});
