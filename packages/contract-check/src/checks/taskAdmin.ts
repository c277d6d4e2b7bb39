import type { Body } from '../http.ts';
import { adminSession, invalid, same, type CheckContext } from './shared.ts';

/** How often the check asks for a task's state while it waits for it to end. */
const POLL_MS = 300;

/** The operator's view of the tasks (openapi.yaml `/manage/tasks`). */
const MANAGED = ['listManagedTasks', 'retryManagedTask'];

/** The task of a `ManagedTask` (`{task, member, wait_seconds, run_seconds}`). */
const taskOf = (item: unknown) => ((item ?? {}) as Body).task as Body | undefined;

/**
 * Polls the member's `getTask` until the task leaves `waiting` and `running`, or the mail wait
 * ends; resolves with its last state (null: no answer).
 */
async function settle(
  ctx: CheckContext,
  check: string,
  token: string,
  id: number,
): Promise<string | null> {
  const started = Date.now();
  for (;;) {
    const answer = await ctx.client.answer('getTask', check, { token, params: { id } });
    if (!answer || answer.status !== 200) return null;
    const state = String(((answer.body.data ?? {}) as Body).state);
    if (!['waiting', 'running'].includes(state) || Date.now() - started > ctx.mailTimeoutMs)
      return state;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * A task that fails for real: its mail, to the member's own address, is refused by the check's
 * SMTP sink (a `550`), so the backend's runner cannot send it. Resolves with its id once it is
 * `failed`, else with why not (the refusal stays until `release` is called).
 */
async function failedTask(
  ctx: CheckContext,
  token: string,
  unique: string,
  email: string,
): Promise<{ id: number; release: () => void } | { why: string }> {
  const marker = `refuse-${unique}`;
  const release = ctx.mailbox.refuse(marker);
  const created = await ctx.client.call(
    'createTask',
    'a task whose mail the SMTP sink refuses',
    {
      token,
      json: { recipients: [email], subject: `契約檢查 ${unique}`, content: `寄不出去 ${marker}` },
    },
    { status: 201 },
  );
  const id = Number((created?.data as Body | undefined)?.id);
  if (!Number.isInteger(id)) {
    release();
    return { why: 'no task to fail (create failed)' };
  }
  const state = await settle(ctx, 'a task whose mail is refused', token, id);
  if (state === 'failed') return { id, release };
  release();
  return {
    why: `no failed task: the task whose mail the SMTP sink refused (550) is ${state ?? 'unread'} after ${ctx.mailTimeoutMs} ms`,
  };
}

/**
 * The administrators' view of every member's tasks (`/manage/tasks`), as the administrator the
 * check is given: a task made to fail for real is listed as `failed` (and under `?state=failed`,
 * with the counts), its retry answers `200` with the task `waiting` again, a second retry `409`,
 * and the retried task runs to `done` with its mail. Without an administrator's login, both
 * operations could not run, whatever their refusals of a member showed.
 */
export async function managedTaskChecks(
  ctx: CheckContext,
  memberToken: string,
  unique: string,
  email: string,
): Promise<void> {
  const { client, contract, report } = ctx;
  const c = client.call.bind(client);
  const session = await adminSession(ctx);
  if ('why' in session) {
    for (const id of MANAGED) report.unreachable(id, 'as an administrator', session.why);
    return;
  }
  const as = { token: session.token };
  await c(
    'listManagedTasks',
    'an unknown state',
    { ...as, query: { state: 'lost' } },
    invalid(contract, 'listManagedTasks', [['state', 'any rule']]),
  );
  await c(
    'retryManagedTask',
    'no such task',
    { ...as, params: { id: 2147480000 } },
    { status: 404 },
  );
  const failed = await failedTask(ctx, memberToken, unique, email);
  if ('why' in failed) {
    await c('listManagedTasks', 'every task', as, { status: 200 });
    report.unreachable('retryManagedTask', 'a failed task retried', failed.why);
    return;
  }
  const { id, release } = failed;
  const listed = (state: string) => (b: Body) => {
    const item = ((b.data ?? []) as unknown[]).find((m) => taskOf(m)?.id === id) as Body;
    const counts = (b.counts ?? {}) as Body;
    return [
      ...(item ? [] : [`task ${id} is not in data`]),
      ...same(`task ${id}'s state`, taskOf(item)?.state, state),
      ...same(`task ${id}'s member.email`, ((item?.member ?? {}) as Body).email, email),
      ...(Number(counts[state]) >= 1 ? [] : [`counts.${state} is ${String(counts[state])}`]),
    ];
  };
  await c('listManagedTasks', 'a failed task', as, { status: 200, check: listed('failed') });
  await c(
    'listManagedTasks',
    'only failed tasks',
    { ...as, query: { state: 'failed' } },
    {
      status: 200,
      check: (b) => [
        ...listed('failed')(b),
        ...((b.data ?? []) as unknown[])
          .filter((m) => taskOf(m)?.state !== 'failed')
          .map((m) => `data holds task ${String(taskOf(m)?.id)}, ${String(taskOf(m)?.state)}`),
      ],
    },
  );
  // The sink takes its mail again, so the retried task can end done, and a second retry finds
  // it waiting, running or done: never failed again.
  release();
  const since = ctx.mailbox.received.length;
  await c(
    'retryManagedTask',
    'a failed task',
    { ...as, params: { id } },
    {
      status: 200,
      check: (b) => {
        const task = taskOf(b.data);
        return [
          ...same('data.task.id', task?.id, id),
          ...(['waiting', 'running', 'done'].includes(String(task?.state))
            ? []
            : [`data.task.state is ${JSON.stringify(task?.state)}, expected waiting again`]),
          ...same('data.task.error', task?.error, null),
        ];
      },
    },
  );
  await c('retryManagedTask', 'a task retried already', { ...as, params: { id } }, { status: 409 });
  const check = 'a retried task runs';
  const state = await settle(ctx, check, memberToken, id);
  if (state === 'done' && ctx.mailbox.received.slice(since).some((m) => m.to.includes(email)))
    report.pass('retryManagedTask', `${check}: done, its mail at the SMTP sink`);
  else if (state === 'done')
    report.deviate('retryManagedTask', check, `done, but no mail to ${email} reached the sink`);
  else if (state !== null)
    report.deviate(
      'retryManagedTask',
      check,
      `the retried task is ${state} after ${ctx.mailTimeoutMs} ms, not done`,
    );
}
