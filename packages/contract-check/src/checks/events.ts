import type { Body } from '../http.ts';
import { invalid, PNG, same, skip, unauthenticated, type CheckContext } from './shared.ts';

type Fields = Record<string, string>;

function eventForm(fields: Fields, image?: Buffer): () => FormData {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image_path', new Blob([image], { type: 'image/png' }), 'event.png');
    return form;
  };
}

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

/**
 * A member's events: create (refusals, then with an image, served at /storage), read, update by
 * both spellings of `_method=PUT`, and find it by search.
 */
export async function eventChecks(
  ctx: CheckContext,
  token: string,
  unique: string,
): Promise<{ id: number; fields: () => FormData } | null> {
  const { contract, client, report } = ctx;
  const c = client.call.bind(client);
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
    invalid(contract, 'createEvent', [
      ['name', 'required'],
      ['start_time', 'pattern'],
      ['price', 'any other rule'],
    ]),
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
    invalid(contract, 'createEvent', [['image_path', 'not a PNG, JPEG, GIF or WebP image']]),
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
      invalid(contract, 'updateEvent', [['_method', 'missing, or not PUT']]),
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
    return { id, fields: eventForm(eventFields(`${name}（他人）`)) };
  }
  skip(ctx, ['getEvent', 'updateEvent'], 'no event (create failed)');
  return null;
}

/** The public event checks that need no account. */
export async function eventChecksWithoutToken(ctx: CheckContext, unique: string): Promise<void> {
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
    invalid(contract, 'listEvents', [['page', 'any rule']]),
  );
  await c(
    'getEvent',
    'non-numeric id',
    { params: { id: 'abc' } },
    invalid(contract, 'getEvent', [['id', 'any rule']]),
  );
  await c('getEvent', 'unknown id', { params: { id: 2147480000 } }, { status: 404 });
}
