import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { expectContract, snapshot, startServer, type TestServer } from './helpers.ts';

/**
 * Input the contract and the server must read alike (docs/adr/0011-secure-defaults-and-limits.md):
 * messages as the contract's table words them. Each refusal is the contract's 422 and changes
 * nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
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
