import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import {
  bearer,
  createUser,
  eventFields,
  expectContract,
  login,
  multipart,
  snapshot,
  startServer,
  type TestServer,
} from './helpers.ts';

/**
 * Input the contract and the server must read alike (docs/adr/0011-secure-defaults-and-limits.md):
 * messages as the contract's table words them, numbers written as numbers, the bearer scheme in
 * any letter case. Each refusal is the contract's 422 and changes nothing.
 */

let server: TestServer;
let token = '';
let eventId = 0;
beforeAll(async () => {
  server = await startServer({ seed: { events: 1 } });
  const user = await createUser(server.app);
  token = await login(server.app, user.email, user.password);
  const form = multipart(eventFields());
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  eventId = (created.json() as { data: { id: number } }).data.id;
});
afterAll(() => server.close());

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
