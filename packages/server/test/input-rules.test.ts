import { TASK_MESSAGES } from '@folio/rules';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { bearer, eventFields, expectContract, multipart, snapshot, postEvent } from './helpers.ts';
import { signedIn } from './accounts.ts';
import { basicProduct, catalogServer } from './shopping-helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * Input the contract and the server must read alike (docs/adr/0011-secure-defaults-and-limits.md):
 * messages as the contract's table words them, numbers written as numbers, texts that show
 * something and hold no control character, form fields reported by their own names, the bearer
 * scheme in any letter case. Each refusal is the contract's 422 and changes nothing.
 */

const server = serverForSuite({ seed: { events: 1 } });
let token = '';
let eventId = 0;
beforeAll(async () => {
  token = (await signedIn(server.app)).token;
  eventId = await postEvent(server.app, token);
});

/** Sends `request` and expects the contract's 422 with exactly `errors`; nothing changes. */
async function refused(
  operationId: string,
  request: InjectOptions,
  errors: Record<string, string[]>,
) {
  const before = await snapshot(server.app, server.dataDir);
  const res = await server.app.inject(request);
  const body = (await expectContract(operationId, res, 422)) as { errors: object };
  expect(body.errors).toEqual(errors);
  await server.app.folio.settled();
  expect(await snapshot(server.app, server.dataDir)).toBe(before);
}

const eventForm = (fields: Record<string, string> | [string, string][]) => {
  const form = multipart(fields);
  return { payload: form.payload, headers: { ...form.headers, ...bearer(token) } };
};

describe('messages as the contract words them', () => {
  it('says Email 格式錯誤 for a malformed e-mail on login (the table’s row for all operations)', async () => {
    await refused(
      'login',
      { method: 'POST', url: '/api/login', payload: { email: 'nope', password: 'Secret#123' } },
      { email: [M.emailFormat] },
    );
  });

  it('refuses 0@com as the contract’s pattern does, and accepts a@b.co', async () => {
    await refused(
      'checkEmail',
      { method: 'POST', url: '/api/check-email', payload: { email: '0@com' } },
      { email: [M.emailFormat] },
    );
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/check-email',
      payload: { email: 'a@b.co' },
    });
    await expectContract('checkEmail', ok, 200);
  });
});

describe('numbers are written as decimal numbers', () => {
  it('refuses hexadecimal, exponent and padded numbers in paths, queries and forms', async () => {
    for (const id of ['0x1', '1e0', '0b1', '+1', '%201', '1.0e0']) {
      await refused('getEvent', { url: `/api/events/${id}` }, { id: [M.idInvalid] });
    }
    for (const page of ['0x2', '2e0', '%202%20']) {
      await refused('listEvents', { url: `/api/events?page=${page}` }, { page: [M.pageInvalid] });
    }
    // (Form fields are trimmed first, as Laravel's TrimStrings does: ' 16' is 16.)
    for (const price of ['0x10', '1e3', '0x10 ']) {
      await refused(
        'createEvent',
        { method: 'POST', url: '/api/events', ...eventForm(eventFields({ price })) },
        { price: [M.priceNumber] },
      );
    }
    await expectContract(
      'getEvent',
      await server.app.inject({ url: `/api/events/${eventId}` }),
      200,
    );
    const priced = await server.app.inject({
      method: 'POST',
      url: '/api/events',
      ...eventForm(eventFields({ price: '016' })),
    });
    expect(
      ((await expectContract('createEvent', priced, 201)) as { data: { price: number } }).data
        .price,
    ).toBe(16);
  });
});

describe('texts show something and hold no control character', () => {
  it('refuses NUL and other controls in any text field (PostgreSQL cannot store U+0000)', async () => {
    await refused(
      'createEvent',
      { method: 'POST', url: '/api/events', ...eventForm(eventFields({ name: '音樂\u0000祭' })) },
      { name: [M.controlCharacter] },
    );
    await refused(
      'createEvent',
      {
        method: 'POST',
        url: '/api/events',
        ...eventForm(eventFields({ description: '第一行\u0007' })),
      },
      { description: [M.controlCharacter] },
    );
    await refused(
      'register',
      {
        method: 'POST',
        url: '/api/register',
        payload: {
          name: '小\u0000明',
          email: 'nul@example.com',
          password: 'Secret#123',
          password_confirmation: 'Secret#123',
        },
      },
      { name: [M.controlCharacter] },
    );
    await refused(
      'createTask',
      {
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(token),
        payload: { recipients: ['amy@example.com'], subject: '主旨\u0000', content: '內容' },
      },
      // A subject is a header line of each mail: its own words (validation.ts CONTROL_MESSAGES).
      { subject: [TASK_MESSAGES.subjectControl] },
    );
    // Tabs and line breaks are text.
    const lines = await server.app.inject({
      method: 'POST',
      url: '/api/events',
      ...eventForm(eventFields({ description: '第一行\r\n\t第二行' })),
    });
    await expectContract('createEvent', lines, 201);
  });

  it('looks at texts inside lists of objects too, and names them as the 422 does', async () => {
    const catalog = await catalogServer();
    try {
      const before = await catalog.server.app.store.products.imagePaths();
      const body = basicProduct({
        name: '帆布袋',
        variants: [
          { sku: 'BAG-1', price: 500, stock: 3, enabled: true, value_ids: [] },
          { sku: 'BAG\u00002', price: 500, stock: 3, enabled: true, value_ids: [] },
        ],
      });
      const res = await catalog.call('POST', '/api/manage/products', body);
      const answer = (await expectContract('createProduct', res, 422)) as { errors: object };
      expect(answer.errors).toEqual({ 'variants.1.sku': [M.controlCharacter] });
      const list = await catalog.call(
        'GET',
        '/api/manage/products?search=%E5%B8%86%E5%B8%83%E8%A2%8B',
      );
      expect((list.json() as { data: unknown[] }).data).toEqual([]);
      expect(await catalog.server.app.store.products.imagePaths()).toEqual(before);
    } finally {
      await catalog.close();
    }
  });

  it('refuses a name of nothing visible (zero-width or format characters only)', async () => {
    for (const name of ['\u200b\u200b', '\u2060\ufeff\u200d', '\u200b \u200c']) {
      await refused(
        'createEvent',
        { method: 'POST', url: '/api/events', ...eventForm(eventFields({ name })) },
        { name: [M.eventNameInvisible] },
      );
      await refused(
        'register',
        {
          method: 'POST',
          url: '/api/register',
          payload: {
            name,
            email: 'invisible@example.com',
            password: 'Secret#123',
            password_confirmation: 'Secret#123',
          },
        },
        { name: [M.nameInvisible] },
      );
    }
  });
});

describe('multipart fields by their own names', () => {
  it('reports a field named like an object’s own property by that name', async () => {
    for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await refused(
        'createEvent',
        {
          method: 'POST',
          url: '/api/events',
          ...eventForm([...Object.entries(eventFields()), [field, 'x']]),
        },
        { [field]: [M.unknownField(field)] },
      );
    }
  });
});

describe('the bearer scheme', () => {
  it('is read in any letter case (RFC 9110 §11.1)', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await server.app.inject({
        url: '/api/auth/check-token',
        headers: { authorization: `${scheme} ${token}` },
      });
      await expectContract('checkToken', res, 200);
    }
  });
});
