import { catalogChecks } from './catalogChecks.ts';
import type { CheckContext } from './context.ts';
import { chatChecks } from './chatChecks.ts';
import type { Contract } from './contract.ts';
import type { Body } from './http.ts';
import { signinChecks } from './signinChecks.ts';

/** A 1×1 PNG, the event image of the journey. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Fields = Record<string, string>;

function eventForm(fields: Fields, image?: Buffer): () => FormData {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image_path', new Blob([image], { type: 'image/png' }), 'event.png');
    return form;
  };
}

const same = (what: string, actual: unknown, expected: unknown): string[] =>
  JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];

/**
 * A check of a 422 body: every listed field has its documented message (the contract's
 * "Validation messages" table) among its errors.
 */
function messages(
  contract: Contract,
  operationId: string,
  expected: [field: string, rule: string][],
): (body: Body) => string[] {
  return (body) => {
    const errors = (body.errors ?? {}) as Record<string, string[]>;
    const problems: string[] = [];
    for (const [field, rule] of expected) {
      const message = contract.message(operationId, field, rule).replace('{field}', field);
      if (!errors[field]?.includes(message))
        problems.push(
          `errors.${field} is ${JSON.stringify(errors[field] ?? null)}, expected to hold "${message}" (${rule})`,
        );
    }
    return problems;
  };
}

/** The 401 body of the contract's Conventions. */
const unauthenticated = (body: Body) => same('message', body.message, 'Unauthenticated.');

/** Events in the contract's order: `start_time` descending, then `id` descending. */
function ordered(data: Body[]): string[] {
  for (let i = 1; i < data.length; i++) {
    const [a, b] = [data[i - 1] ?? {}, data[i] ?? {}];
    const before = String(a.start_time) > String(b.start_time);
    const tie = a.start_time === b.start_time && Number(a.id) > Number(b.id);
    if (!before && !tie) return [`data[${i - 1}] and data[${i}] are not in start_time, id order`];
  }
  return [];
}

const eventFields = (name: string): Fields => ({
  name,
  description: 'contract check 的活動',
  start_time: '2030-01-02 18:00:00',
  end_time: '2030-01-02T21:30',
  price: '1200',
});

/** Every check, in journey order: each step uses what the ones before it produced. */
export async function runChecks(ctx: CheckContext): Promise<void> {
  const { contract, client, report, mailbox } = ctx;
  const c = client.call.bind(client);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `check-${unique}@example.com`;
  const password = 'Check#2024a';
  const newPassword = 'Check#2024b';
  const resetPassword = 'Check#2024c';
  const skip = (ids: string[], why: string) => {
    for (const id of ids) report.unreachable(id, 'journey', why);
  };

  // ── system and conventions ──
  await c('ping', 'health check', {}, { status: 200 });
  const unknown = await client.fetch(client.url(`/no-such-route-${unique}`));
  if (typeof unknown === 'string') report.unreachable('(unknown route)', 'GET', unknown);
  else {
    report.entry('(unknown route)').answered++;
    const body = (await unknown.json().catch(() => null)) as Body | null;
    if (unknown.status !== 404 || typeof body?.message !== 'string')
      report.deviate(
        '(unknown route)',
        'GET of a path outside the contract',
        `expected 404 with a JSON {"message"}, got ${unknown.status} ${unknown.headers.get('content-type') ?? ''}`,
      );
    else report.pass('(unknown route)', 'GET of a path outside the contract: 404 {message}');
  }

  // ── registration ──
  await c(
    'checkEmail',
    'free address',
    { json: { email } },
    { status: 200, check: (b) => same('exists', b.exists, false) },
  );
  await c(
    'checkEmail',
    'field not in the schema',
    { json: { email, nickname: 'x' } },
    { status: 422, check: messages(contract, 'checkEmail', [['nickname', 'not in the schema']]) },
  );
  await c(
    'checkEmail',
    'malformed JSON',
    { raw: { type: 'application/json', body: '{"email": ' } },
    { status: 422, check: messages(contract, 'checkEmail', [['body', 'malformed JSON']]) },
  );
  await c(
    'checkEmail',
    'another media type',
    { raw: { type: 'text/plain', body: email } },
    {
      status: 422,
      check: (b) => {
        const errors = (b.errors ?? {}) as Record<string, string[]>;
        const prefix = contract.message('checkEmail', 'body', 'another media type').split('{')[0];
        return errors.body?.some((m) => m.startsWith(prefix ?? ''))
          ? []
          : [`errors.body is ${JSON.stringify(errors.body ?? null)}, expected "${prefix}…"`];
      },
    },
  );
  await c(
    'register',
    'invalid fields',
    { json: { name: 'x', email: 'not-an-email', password: 'short', password_confirmation: 'x' } },
    {
      status: 422,
      check: messages(contract, 'register', [
        ['name', 'minLength'],
        ['email', 'format'],
        ['password', 'minLength'],
      ]),
    },
  );
  const mailsBefore = mailbox.received.length;
  const registered = await c(
    'register',
    'new account',
    { json: { name: '檢查員', email, password, password_confirmation: password } },
    { status: 201 },
  );
  await c(
    'checkEmail',
    'registered address',
    { json: { email } },
    { status: 200, check: (b) => same('exists', b.exists, true) },
  );
  await c(
    'register',
    'address already registered',
    { json: { name: '檢查員', email, password, password_confirmation: password } },
    { status: 422, check: messages(contract, 'register', [['email', 'already registered']]) },
  );
  if (!registered) {
    skip(['verifyEmail', 'login', 'checkToken', 'logout', 'changePassword'], 'register failed');
  }

  // ── e-mail verification ──
  await c(
    'login',
    'unverified account (the legacy 500)',
    { json: { email, password } },
    { status: 500 },
  );
  await c(
    'login',
    'missing fields',
    { json: { email: '', password: '' } },
    {
      status: 422,
      check: messages(contract, 'login', [
        ['email', 'required'],
        ['password', 'required'],
      ]),
    },
  );
  await c(
    'resendVerificationEmail',
    'unverified account',
    { json: { email, password } },
    { status: 200 },
  );
  const verifyLink = registered
    ? await mailbox.waitForLink(email, /\/email-verify$/, mailsBefore, ctx.mailTimeoutMs)
    : null;
  if (registered && !verifyLink)
    report.deviate(
      'register',
      'verification mail',
      `no mail with an /email-verify link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
    );
  if (verifyLink) {
    report.pass('register', 'verification mail with an /email-verify link');
    const q = Object.fromEntries(verifyLink.searchParams);
    const params = { id: q.id ?? '', hash: q.hash ?? '' };
    const query = { expires: q.expires ?? '', signature: q.signature ?? '' };
    const tampered = query.signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0'));
    await c(
      'verifyEmail',
      'tampered signature',
      { params, query: { ...query, signature: tampered } },
      { status: 403 },
    );
    await c(
      'verifyEmail',
      'malformed expires',
      { params, query: { ...query, expires: 'soon' } },
      { status: 422, check: messages(contract, 'verifyEmail', [['expires', 'malformed']]) },
    );
    await c('verifyEmail', 'link from the mail', { params, query }, { status: 200 });
  } else skip(['verifyEmail'], 'no verification link');

  // ── session ──
  await c(
    'login',
    'wrong credentials',
    { json: { email: `nobody-${unique}@example.com`, password } },
    { status: 422, check: messages(contract, 'login', [['email', 'no account matches']]) },
  );
  const login = await c(
    'login',
    'verified account',
    { json: { email, password } },
    {
      status: 200,
      check: (b) => same('user.email', (b.user as Body | undefined)?.email, email),
    },
  );
  const token = typeof login?.access_token === 'string' ? login.access_token : null;
  await c(
    'resendVerificationEmail',
    'already verified',
    { json: { email, password } },
    {
      status: 200,
      check: (b) => (verifyLink ? same('message', b.message, 'Email 已經驗證過了') : []),
    },
  );
  await c('checkToken', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'checkToken',
    'unknown token',
    { token: '999999|nosuchtoken' },
    { status: 401, check: unauthenticated },
  );
  if (!token) {
    skip(
      ['checkToken', 'createEvent', 'updateEvent', 'changePassword', 'logout'],
      'no token (login failed)',
    );
    await eventChecksWithoutToken(ctx, unique);
    await bookingChecks(ctx, null);
    await signinChecks(ctx, null);
    await forgotChecks(ctx, email, resetPassword, null, false);
    return;
  }
  await c(
    'checkToken',
    'valid token',
    { token },
    { status: 200, check: (b) => same('user.email', (b.user as Body | undefined)?.email, email) },
  );

  // ── events ──
  const name = `契約檢查 ${unique}`;
  await c(
    'createEvent',
    'no token',
    { form: eventForm(eventFields(name)) },
    { status: 401, check: unauthenticated },
  );
  await c(
    'createEvent',
    'invalid fields',
    {
      token,
      form: eventForm({ ...eventFields(name), name: '   ', start_time: 'tomorrow', price: 'abc' }),
    },
    {
      status: 422,
      check: messages(contract, 'createEvent', [
        ['name', 'required'],
        ['start_time', 'pattern'],
        ['price', 'any rule'],
      ]),
    },
  );
  await c(
    'createEvent',
    'a text file as image',
    {
      token,
      form: () => {
        const form = eventForm(eventFields(name))();
        form.append('image_path', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
        return form;
      },
    },
    {
      status: 422,
      check: messages(contract, 'createEvent', [
        ['image_path', 'not a PNG, JPEG, GIF or WebP image'],
      ]),
    },
  );
  const created = await c(
    'createEvent',
    'with an image',
    { token, form: eventForm(eventFields(name), PNG) },
    {
      status: 201,
      check: (b) => {
        const data = (b.data ?? {}) as Body;
        return [
          ...same('data.name', data.name, name),
          ...same('data.start_time', data.start_time, '2030-01-02 18:00:00'),
          ...same('data.end_time', data.end_time, '2030-01-02 21:30:00'),
          ...same('data.price', data.price, 1200),
          ...(typeof data.image_path === 'string' ? [] : ['data.image_path is not a path']),
        ];
      },
    },
  );
  const event = (created?.data ?? null) as Body | null;
  if (event && typeof event.image_path === 'string') {
    // Images live outside the API, at /storage/<image_path> on the same host.
    const image = await client.fetch(new URL(`/storage/${event.image_path}`, client.url('/')), {
      headers: { Accept: 'image/*' },
    });
    if (typeof image === 'string') report.deviate('createEvent', 'stored image', image);
    else if (image.status !== 200 || !image.headers.get('content-type')?.startsWith('image/'))
      report.deviate(
        'createEvent',
        'stored image',
        `GET /storage/${event.image_path} answered ${image.status} ${image.headers.get('content-type') ?? ''}`,
      );
    else report.pass('createEvent', 'image served at /storage/<image_path>');
  }
  if (event) {
    const id = Number(event.id);
    await c(
      'getEvent',
      'created event',
      { params: { id } },
      { status: 200, check: (b) => same('data', b.data, event) },
    );
    const renamed = `${name}（更新）`;
    await c(
      'updateEvent',
      '_method=PUT as query parameter',
      { token, params: { id }, query: { _method: 'PUT' }, form: eventForm(eventFields(renamed)) },
      {
        status: 200,
        check: (b) => {
          const data = (b.data ?? {}) as Body;
          return [
            ...same('data.name', data.name, renamed),
            ...same('data.image_path (kept)', data.image_path, event.image_path),
          ];
        },
      },
    );
    await c(
      'updateEvent',
      '_method=PUT as multipart field',
      {
        token,
        params: { id },
        form: eventForm({ ...eventFields(name), _method: 'PUT' }),
      },
      { status: 200, check: (b) => same('data.name', (b.data as Body | undefined)?.name, name) },
    );
    await c(
      'updateEvent',
      'no _method',
      { token, params: { id }, form: eventForm(eventFields(name)) },
      {
        status: 422,
        check: messages(contract, 'updateEvent', [['_method', 'missing, or not PUT']]),
      },
    );
    await c(
      'updateEvent',
      'no token',
      { params: { id }, query: { _method: 'PUT' }, form: eventForm(eventFields(name)) },
      { status: 401, check: unauthenticated },
    );
    await c(
      'listEvents',
      'search for the new event',
      { query: { search: unique } },
      {
        status: 200,
        check: (b) => {
          const data = (b.data ?? []) as Body[];
          const meta = (b.meta ?? {}) as Body;
          return [
            ...same(
              'data[].id',
              data.map((e) => e.id),
              [id],
            ),
            ...same('meta.total', meta.total, 1),
            ...same('meta.per_page', meta.per_page, 10),
          ];
        },
      },
    );
  } else skip(['getEvent', 'updateEvent'], 'no event (create failed)');
  await eventChecksWithoutToken(ctx, unique);
  await bookingChecks(ctx, token);
  await taskChecks(ctx, token, unique);
  await catalogChecks(ctx, token, unique);
  await signinChecks(ctx, token);
  await chatChecks(ctx, token);

  // ── password change and logout ──
  await c(
    'changePassword',
    'wrong current password',
    {
      token,
      json: {
        password: 'Wrong#0000',
        new_password: newPassword,
        new_password_confirmation: newPassword,
      },
    },
    {
      status: 422,
      check: messages(contract, 'changePassword', [['password', 'not the current password']]),
    },
  );
  const changed = await c(
    'changePassword',
    'current password',
    {
      token,
      json: { password, new_password: newPassword, new_password_confirmation: newPassword },
    },
    { status: 200 },
  );
  await c('logout', 'the token used for the change', { token }, { status: 200 });
  await c('checkToken', 'revoked token', { token }, { status: 401, check: unauthenticated });
  await c('logout', 'revoked token', { token }, { status: 401, check: unauthenticated });
  const current = changed ? newPassword : password;
  const again = await c(
    'login',
    changed ? 'new password' : 'password (unchanged)',
    { json: { email, password: current } },
    { status: 200 },
  );
  const second = typeof again?.access_token === 'string' ? again.access_token : null;

  await forgotChecks(ctx, email, resetPassword, second, Boolean(changed));
}

/** A day in Asia/Taipei (UTC+8 all year, openapi.yaml Conventions) `days` after today, `YYYY-MM-DD`. */
const taipeiDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The booking system: slots (public), then with a token a booking of a free slot, the same slot
 * again (409), its listing and its cancellation. The slot is the last open one of the furthest
 * bookable day, the one least likely to be wanted on a live backend; it is cancelled at once.
 */
async function bookingChecks(ctx: CheckContext, token: string | null) {
  const { contract, client } = ctx;
  const c = client.call.bind(client);
  const far = taipeiDate(14);
  const day = await c(
    'listSlots',
    'the furthest bookable day',
    { query: { date: far } },
    {
      status: 200,
      check: (b) => {
        const data = (b.data ?? []) as Body[];
        return same(
          'data[].start',
          data.map((s) => s.start),
          ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
        );
      },
    },
  );
  await c(
    'listSlots',
    'yesterday',
    { query: { date: taipeiDate(-1) } },
    {
      status: 422,
      check: messages(contract, 'listSlots', [['date', 'before today (Asia/Taipei)']]),
    },
  );
  await c(
    'listSlots',
    'beyond 14 days',
    { query: { date: taipeiDate(15) } },
    {
      status: 422,
      check: messages(contract, 'listSlots', [['date', 'more than 14 days ahead']]),
    },
  );
  await c('listMyBookings', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'createBooking',
    'no token',
    { json: { date: far, start: '16:00' } },
    { status: 401, check: unauthenticated },
  );
  await c(
    'cancelBooking',
    'no token',
    { params: { id: 1 } },
    { status: 401, check: unauthenticated },
  );
  if (!token) {
    for (const id of ['listMyBookings', 'createBooking', 'cancelBooking'])
      ctx.report.unreachable(id, 'journey', 'no token (login failed)');
    return;
  }
  await c(
    'createBooking',
    'empty fields',
    { token, json: { date: '', start: ' ' } },
    {
      status: 422,
      check: messages(contract, 'createBooking', [
        ['date', 'required'],
        ['start', 'required'],
      ]),
    },
  );
  await c(
    'cancelBooking',
    'id 0',
    { token, params: { id: 0 } },
    { status: 422, check: messages(contract, 'cancelBooking', [['id', 'any rule']]) },
  );
  const open = ((day?.data ?? []) as Body[]).filter((s) => s.status === 'open').pop();
  if (!open) {
    ctx.report.unreachable('createBooking', 'a free slot', `no open slot on ${far}`);
    return;
  }
  const slot = { date: far, start: String(open.start) };
  const saved = await c(
    'createBooking',
    'a free slot',
    { token, json: slot },
    {
      status: 201,
      check: (b) => [
        ...same('data.date', (b.data as Body | undefined)?.date, slot.date),
        ...same('data.start', (b.data as Body | undefined)?.start, slot.start),
      ],
    },
  );
  const id = Number((saved?.data as Body | undefined)?.id);
  if (!saved || !Number.isInteger(id)) return;
  await c('createBooking', 'the same slot again', { token, json: slot }, { status: 409 });
  await c(
    'listMyBookings',
    'with the new booking',
    { token },
    {
      status: 200,
      check: (b) =>
        ((b.data ?? []) as Body[]).some((x) => x.id === id) ? [] : [`data has no booking ${id}`],
    },
  );
  await c('cancelBooking', 'the new booking', { token, params: { id } }, { status: 200 });
  await c('cancelBooking', 'the cancelled booking', { token, params: { id } }, { status: 404 });
  await c(
    'listSlots',
    'the cancelled slot is free',
    { query: { date: far } },
    {
      status: 200,
      check: (b) => {
        const again = ((b.data ?? []) as Body[]).find((s) => s.start === slot.start);
        return same('status of the cancelled slot', again?.status, 'open');
      },
    },
  );
}

/** An Asia/Taipei wall-clock time `minutes` from now, as the contract writes it (UTC+8). */
const taipeiTime = (minutes: number) =>
  new Date(Date.now() + (8 * 60 + minutes) * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The mail-task scheduler: a task for later (so the check sends no mail), read, listed,
 * cancelled, cancelled again; the refusals on the way.
 */
async function taskChecks(ctx: CheckContext, token: string, unique: string) {
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

/** The public event checks that need no account. */
async function eventChecksWithoutToken(ctx: CheckContext, unique: string) {
  const c = ctx.client.call.bind(ctx.client);
  const { contract } = ctx;
  const first = await c(
    'listEvents',
    'first page',
    {},
    {
      status: 200,
      check: (b) => {
        const data = (b.data ?? []) as Body[];
        const meta = (b.meta ?? {}) as Body;
        return data.length > 10
          ? [`${data.length} events on one page (at most 10)`]
          : [...same('meta.current_page', meta.current_page, 1), ...ordered(data)];
      },
    },
  );
  const last = Number((first?.meta as Body | undefined)?.last_page ?? 1);
  await c(
    'listEvents',
    'page past the last',
    { query: { page: last + 1 } },
    {
      status: 200,
      check: (b) => [
        ...same('data', b.data, []),
        ...same('meta.from', (b.meta as Body | undefined)?.from, null),
      ],
    },
  );
  await c(
    'listEvents',
    'search without a match',
    { query: { search: `no match ${unique}` } },
    { status: 200, check: (b) => same('meta.total', (b.meta as Body | undefined)?.total, 0) },
  );
  await c(
    'listEvents',
    'page=0',
    { query: { page: 0 } },
    { status: 422, check: messages(contract, 'listEvents', [['page', 'any rule']]) },
  );
  await c(
    'getEvent',
    'non-numeric id',
    { params: { id: 'abc' } },
    { status: 422, check: messages(contract, 'getEvent', [['id', 'any rule']]) },
  );
  await c('getEvent', 'unknown id', { params: { id: 2147480000 } }, { status: 404 });
}

/** Forgot → mail → reset; then the reset password logs in and old tokens are revoked. */
async function forgotChecks(
  ctx: CheckContext,
  email: string,
  resetPassword: string,
  token: string | null,
  canLogIn: boolean,
) {
  const c = ctx.client.call.bind(ctx.client);
  const { contract, mailbox, report } = ctx;
  await c(
    'forgotPassword',
    'malformed address',
    { json: { email: 'not-an-email' } },
    { status: 422, check: messages(contract, 'forgotPassword', [['email', 'format']]) },
  );
  const before = mailbox.received.length;
  const sent = await c(
    'forgotPassword',
    'registered address',
    { json: { email } },
    { status: 200 },
  );
  await c(
    'forgotPassword',
    'address without an account (same answer)',
    { json: { email: `nobody-${email}` } },
    { status: 200, check: (b) => (sent ? same('message', b.message, sent.message) : []) },
  );
  await c(
    'resetPassword',
    'invalid token',
    {
      json: { token: 'nope', email, password: resetPassword, password_confirmation: resetPassword },
    },
    { status: 422, check: messages(contract, 'resetPassword', [['email', 'invalid token']]) },
  );
  const link = sent
    ? await mailbox.waitForLink(email, /\/reset-password$/, before, ctx.mailTimeoutMs)
    : null;
  if (sent && !link) {
    report.deviate(
      'forgotPassword',
      'reset mail',
      `no mail with a /reset-password link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
    );
  }
  if (!link) {
    report.unreachable('resetPassword', 'journey', 'no reset link');
    return;
  }
  report.pass('forgotPassword', 'reset mail with a /reset-password link');
  const resetToken = link.searchParams.get('token') ?? '';
  const linkEmail = link.searchParams.get('email') ?? '';
  await c(
    'resetPassword',
    'weak password',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: 'weakpass',
        password_confirmation: 'weakpass',
      },
    },
    {
      status: 422,
      check: messages(contract, 'resetPassword', [['password', 'no upper-case letter']]),
    },
  );
  const reset = await c(
    'resetPassword',
    'token from the mail',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: resetPassword,
        password_confirmation: resetPassword,
      },
    },
    { status: 200 },
  );
  if (!reset) return;
  await c(
    'resetPassword',
    'token used twice',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: resetPassword,
        password_confirmation: resetPassword,
      },
    },
    { status: 422 },
  );
  if (token)
    await c(
      'checkToken',
      'token issued before a reset',
      { token },
      { status: 401, check: unauthenticated },
    );
  if (!canLogIn) return;
  const login = await c(
    'login',
    'reset password',
    { json: { email, password: resetPassword } },
    { status: 200 },
  );
  if (typeof login?.access_token === 'string')
    await c('logout', 'after the reset', { token: login.access_token }, { status: 200 });
}
