import type { Body } from '../http.ts';
import { messages, same, unauthenticated, type CheckContext } from './shared.ts';

/** An Asia/Taipei wall-clock time `minutes` from now, as the contract writes it (UTC+8). */
const taipeiTime = (minutes: number) =>
  new Date(Date.now() + (8 * 60 + minutes) * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The mail-task scheduler: a task for later (so the check sends no mail), read, listed,
 * cancelled, cancelled again; the refusals on the way.
 */
export async function taskChecks(ctx: CheckContext, token: string, unique: string): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const { contract } = ctx;
  const task = {
    recipients: [`task-${unique}@example.com`],
    subject: `契約檢查 ${unique}`,
    content: '排程寄信的檢查',
    start_at: taipeiTime(24 * 60),
  };
  await c('listTasks', 'no token', {}, { status: 401, check: unauthenticated });
  await c('createTask', 'no token', { json: task }, { status: 401, check: unauthenticated });
  await c(
    'createTask',
    'invalid fields',
    { token, json: { recipients: ['not-an-email'], subject: '', content: '', start_at: 'soon' } },
    {
      status: 422,
      check: messages(contract, 'createTask', [
        ['recipients', 'format'],
        ['subject', 'required'],
        ['content', 'required'],
        ['start_at', 'pattern'],
      ]),
    },
  );
  const created = await c(
    'createTask',
    'a task for tomorrow',
    { token, json: task },
    {
      status: 201,
      check: (b) => {
        const data = (b.data ?? {}) as Body;
        return [
          ...same('data.state', data.state, 'waiting'),
          ...same('data.start_at', data.start_at, task.start_at),
          ...same('data.total', data.total, 1),
        ];
      },
    },
  );
  const id = Number((created?.data as Body | undefined)?.id);
  if (!created || !Number.isInteger(id)) {
    ctx.report.unreachable('getTask', 'journey', 'no task (create failed)');
    ctx.report.unreachable('cancelTask', 'journey', 'no task (create failed)');
    return;
  }
  await c(
    'listTasks',
    'own tasks',
    { token },
    {
      status: 200,
      check: (b) => same('data[0].id', ((b.data ?? []) as Body[])[0]?.id, id),
    },
  );
  await c(
    'getTask',
    'created task',
    { token, params: { id } },
    { status: 200, check: (b) => same('data', b.data, created.data) },
  );
  await c('getTask', 'no token', { params: { id } }, { status: 401, check: unauthenticated });
  await c('getTask', 'unknown id', { token, params: { id: 2147480000 } }, { status: 404 });
  await c(
    'getTask',
    'non-numeric id',
    { token, params: { id: 'abc' } },
    { status: 422, check: messages(contract, 'getTask', [['id', 'any rule']]) },
  );
  await c(
    'cancelTask',
    'waiting task',
    { token, params: { id } },
    {
      status: 200,
      check: (b) => same('data.state', (b.data as Body | undefined)?.state, 'cancelled'),
    },
  );
  await c('cancelTask', 'cancelled task', { token, params: { id } }, { status: 409 });
}
