import type { Body } from '../http.ts';
import { without, type Second } from './second.ts';
import { invalid, same, skip, unauthenticated, type CheckContext } from './shared.ts';

/** An Asia/Taipei wall-clock time `minutes` from now, as the contract writes it (UTC+8). */
const taipeiTime = (minutes: number) =>
  new Date(Date.now() + (8 * 60 + minutes) * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** How often the check asks for a running task's state. */
const POLL_MS = 500;

/**
 * A task for now runs: a task without `start_at` "starts now" (openapi.yaml `createTask`), so
 * within the mail wait it is `done` and its one mail reached the check's SMTP sink (the
 * backend's mail goes there, so nothing leaves). A task still `waiting` means no runner works.
 */
async function taskRunsChecks(
  ctx: CheckContext,
  token: string,
  unique: string,
  recipient: string,
): Promise<void> {
  const { client, report, mailbox } = ctx;
  const since = mailbox.received.length;
  const check = 'a task for now runs';
  const created = await client.call(
    'createTask',
    'a task for now',
    {
      token,
      json: { recipients: [recipient], subject: `契約檢查 ${unique}`, content: '立即寄出的檢查' },
    },
    { status: 201 },
  );
  const id = Number((created?.data as Body | undefined)?.id);
  if (!created || !Number.isInteger(id)) {
    report.unreachable('createTask', check, 'no task (create failed)');
    return;
  }
  const started = Date.now();
  let state = String((created.data as Body).state);
  while (state === 'waiting' || state === 'running') {
    if (Date.now() - started > ctx.mailTimeoutMs) {
      report.deviate(
        'createTask',
        check,
        `a task without start_at is still ${state} after ${ctx.mailTimeoutMs} ms: it should start now`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const answer = await client.answer('getTask', check, { token, params: { id } });
    if (!answer) return;
    state = String((answer.body.data as Body | undefined)?.state);
  }
  if (state !== 'done') {
    report.deviate('createTask', check, `a task for now ended ${state}, not done`);
    return;
  }
  report.pass('createTask', `${check}: done within ${Date.now() - started} ms`);
  const mailed = mailbox.received
    .slice(since)
    .some((m) => m.to.includes(recipient) && m.text.includes('立即寄出的檢查'));
  if (mailed) report.pass('createTask', `${check}: its mail reached the SMTP sink`);
  else report.deviate('createTask', check, `done, but no mail to ${recipient} reached the sink`);
}

/**
 * The mail-task scheduler: a task for later (so the check sends no mail), read, listed, refused
 * to another member, cancelled, cancelled again; the refusals on the way (a stranger as
 * recipient among them: tasks mail only the member's own verified address, `email`); then a
 * task for now, which must run.
 */
export async function taskChecks(
  ctx: CheckContext,
  token: string,
  unique: string,
  second: Second,
  email: string,
): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const { contract } = ctx;
  const task = {
    recipients: [email],
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
    invalid(contract, 'createTask', [
      ['recipients', 'format'],
      ['subject', 'required'],
      ['content', 'required'],
      ['start_at', 'pattern'],
    ]),
  );
  // A subject or an address is a header line of each mail: a CR/LF in it is refused, nothing stored.
  await c(
    'createTask',
    'a CR/LF in the subject and an address',
    {
      token,
      json: {
        ...task,
        recipients: [`task-${unique}@example.com\r\nBcc: x@example.com`],
        subject: `契約\r\nBcc: x@example.com`,
      },
    },
    invalid(contract, 'createTask', [
      [
        'recipients',
        'a control character in an address (line breaks and tab too; before the row for all text fields)',
      ],
      [
        'subject',
        'pattern: a control character (line breaks and tab too; before the row for all text fields)',
      ],
    ]),
  );
  // The content may break lines; any other control character is the row for all text fields.
  const textControl = contract.message(
    'createTask',
    '{text field}',
    'a control character (U+0000 to U+001F but tab and line breaks, U+007F)',
  );
  await c(
    'createTask',
    'a control character in the content',
    { token, json: { ...task, content: '第一行\n第二\u0007行' } },
    {
      status: 422,
      check: (b) => {
        const content = ((b.errors ?? {}) as Record<string, string[] | undefined>).content;
        return content?.includes(textControl)
          ? []
          : [`errors.content is ${JSON.stringify(content ?? null)}, expected "${textControl}"`];
      },
    },
  );
  await c(
    'createTask',
    'a stranger as recipient',
    { token, json: { ...task, recipients: [email, `stranger-${unique}@example.com`] } },
    invalid(contract, 'createTask', [
      ['recipients', "an address that is not the member's own verified one"],
    ]),
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
  const other = "another member's task";
  if (second.token) {
    // Refused, and unchanged (the first member reads it as created below).
    const as = { token: second.token, params: { id } };
    await c('getTask', other, as, { status: [403, 404] });
    await c('cancelTask', other, as, { status: [403, 404] });
    await c(
      'listTasks',
      other,
      { token: second.token },
      { status: 200, check: without('task', id) },
    );
  } else {
    skip(ctx, ['getTask', 'cancelTask', 'listTasks'], second.why, other);
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
    invalid(contract, 'getTask', [['id', 'any rule']]),
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
  // The operator's view is for administrators: a member is refused, nothing read or changed.
  await c('listManagedTasks', 'a member', { token }, { status: 403 });
  await c('listManagedTasks', 'no token', {}, { status: 401, check: unauthenticated });
  await c('retryManagedTask', 'a member', { token, params: { id } }, { status: 403 });
  await taskRunsChecks(ctx, token, unique, email);
}
