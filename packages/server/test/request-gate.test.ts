import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { M } from '../src/messages.ts';
import { hostnameOf, hostPolicy } from '../src/request-gate.ts';
import {
  bearer,
  createUser,
  eventFields,
  expectContract,
  multipart,
  outbox,
  snapshot,
  startServer,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { signedIn } from './accounts.ts';

/**
 * What every request passes before a route sees it (src/request-gate.ts, src/errors.ts;
 * docs/adr/0011-secure-defaults-and-limits.md decision 9): the Host this server answers to, known
 * methods, no Content-Encoding, a well-formed Expect; and the contract's body and security headers
 * on every refusal.
 */

let port: number;
const server = serverForSuite({ seed: { events: 1 } });
beforeAll(async () => {
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});

/** One request written by hand on a new connection: the status line, headers and body. */
async function rawRequest(text: string, to = port) {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** The security headers every answer carries (security-headers.ts). */
function expectSecurityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

const get = (app: FastifyInstance, url: string, host: string) =>
  app.inject({ url, headers: { host } });
/** Pings with each Host in turn; every answer has `status`. */
async function pingEach(status: number, hosts: string[]) {
  const answers = [];
  for (const host of hosts) {
    const res = await get(server.app, '/api/ping', host);
    expect(res.statusCode, host).toBe(status);
    answers.push(res);
  }
  return answers;
}

describe('Host: a loopback server answers loopback names and APP_URL only (DNS rebinding)', () => {
  it('refuses a page elsewhere that rebinds its name to 127.0.0.1: the outbox stays unread', async () => {
    const user = await createUser(server.app);
    // The attacker's page asks for a reset (it may: any address can), then reads the outbox.
    await server.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    await server.app.folio.settled();
    expect(await outbox(server.app)).toHaveLength(1);
    for (const url of ['/api/dev/mail', '/dev/mail', '/api/events', '/', '/storage/events/x.png']) {
      const res = await get(server.app, url, `rebind.evil.example:${port}`);
      expect(res.statusCode, url).toBe(421);
      expect(res.json()).toEqual({ message: M.hostNotAllowed });
      expect(res.body).not.toContain('reset-password');
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers the names only this machine reaches, and APP_URL’s, whatever the port', async () => {
    await pingEach(200, [
      'localhost',
      `localhost:${port}`,
      'LOCALHOST:5173',
      '127.0.0.1:8080',
      '127.8.9.10',
      '[::1]:8080',
      'folio.localhost:5173',
      'app.test',
      'app.test:443',
    ]);
  });

  it('refuses every other name, and a Host that is not a name', async () => {
    const refused = await pingEach(421, [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'localhost.',
      '[::2]',
      '10.0.0.1',
      'user@localhost',
      'localhost/x',
      'app.test.evil.example',
    ]);
    for (const res of refused) expect(res.json()).toEqual({ message: M.hostNotAllowed });
  });

  it('reads host names as Vite does (unit)', () => {
    expect(hostnameOf('Example.COM:8080')).toBe('example.com');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    expect(hostnameOf('')).toBeNull();
    expect(hostnameOf('a b')).toBeNull();
    const loopback = hostPolicy(loadConfig({ appUrl: 'http://app.test' }, {}));
    expect(['localhost', 'x.localhost', '127.0.0.1', '[::1]', 'app.test'].every(loopback)).toBe(
      true,
    );
    expect(['evil.example', '0.0.0.0', 'localhost.evil'].some(loopback)).toBe(false);
  });
});

describe('Host: an exposed server answers APP_URL’s host (and ALLOWED_HOSTS) only', () => {
  it('refuses loopback names too, and honours X-Forwarded-Host only behind a trusted proxy', async () => {
    const exposed = await startServer({ host: '0.0.0.0', appUrl: 'https://folio.example' });
    const proxied = await startServer({
      host: '0.0.0.0',
      appUrl: 'https://folio.example',
      allowedHosts: ['backend.internal'],
      trustProxy: true,
    });
    try {
      expect((await get(exposed.app, '/api/ping', 'folio.example')).statusCode).toBe(200);
      for (const host of ['localhost', '127.0.0.1:8080', 'backend.internal', 'evil.example']) {
        expect((await get(exposed.app, '/api/ping', host)).statusCode, host).toBe(421);
      }
      // Behind the proxy: the name the client asked for is the forwarded one.
      const via = (host: string, forwarded?: string) =>
        proxied.app.inject({
          url: '/api/ping',
          headers: { host, ...(forwarded && { 'x-forwarded-host': forwarded }) },
        });
      expect((await via('backend.internal')).statusCode).toBe(200);
      expect((await via('backend.internal', 'folio.example')).statusCode).toBe(200);
      expect((await via('backend.internal', 'evil.example')).statusCode).toBe(421);
      expect((await via('evil.example')).statusCode).toBe(421);
    } finally {
      await exposed.close();
      await proxied.close();
    }
  });

  it('reads ALLOWED_HOSTS from the environment', () => {
    const config = loadConfig({}, { ALLOWED_HOSTS: 'Backend.Internal, 10.0.0.5' });
    expect(config.allowedHosts).toEqual(['backend.internal', '10.0.0.5']);
  });
});

describe('requests the framework or Node would answer without our body or headers', () => {
  it('answers a request without Host 400, with the body and headers', async () => {
    for (const version of ['1.1', '1.0']) {
      const res = await rawRequest(`GET /api/ping HTTP/${version}\r\nConnection: close\r\n\r\n`);
      expect(res.status, version).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: M.hostMissing });
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers an Expect other than 100-continue 417, with the body and headers; nothing is read', async () => {
    const before = await snapshot(server.app, server.dataDir);
    const body = JSON.stringify({ name: '小明', email: 'expect@example.com' });
    const res = await rawRequest(
      `POST /api/register HTTP/1.1\r\nHost: localhost\r\nExpect: 200-ok\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.status).toBe(417);
    expect(JSON.parse(res.body)).toEqual({ message: M.expectationFailed });
    expectSecurityHeaders(res.headers);
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
  });

  it('answers a method no resource serves 501 (QUERY, an unknown one), under the API and elsewhere', async () => {
    for (const [method, url] of [
      ['QUERY', '/api/events'],
      ['QUERY', '/'],
      ['PROPFIND', '/api/events'],
      ['FOO', '/api/events'],
      ['FOO', '/storage/events/seed-001.png'],
    ] as const) {
      const res = await rawRequest(
        `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          'Content-Length: 2\r\nConnection: close\r\n\r\n{}',
      );
      expect(res.status, `${method} ${url}`).toBe(501);
      expect(JSON.parse(res.body)).toEqual({ message: M.methodNotImplemented });
      expectSecurityHeaders(res.headers);
    }
    // A method the API knows but the path lacks stays the documented 404.
    const put = await server.app.inject({ method: 'PUT', url: '/api/events/1' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: M.notFound });
  });

  it('answers a body with Content-Encoding 415 and reads nothing; identity is no encoding', async () => {
    const user = await createUser(server.app);
    const before = await snapshot(server.app, server.dataDir);
    for (const encoding of ['gzip', 'br', 'deflate, gzip', 'x-anything']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: JSON.stringify({
          name: '小明',
          email: 'encoded@example.com',
          password: 'Secret#123',
          password_confirmation: 'Secret#123',
        }),
      });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json()).toEqual({ message: M.encodingUnsupported });
      expectSecurityHeaders(res.headers);
    }
    expect(await snapshot(server.app, server.dataDir)).toBe(before);
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-encoding': 'identity' },
      payload: { email: user.email, password: user.password },
    });
    await expectContract('login', plain, 200);
  });
});

describe('long path parameters reach their schema', () => {
  it('answers a 4 096-character id with the 422 of `id`, on every operation with one', async () => {
    const token = (await signedIn(server.app)).token;
    const id = '9'.repeat(4096);
    const cases = [
      ['getEvent', 'GET', `/api/events/${id}`],
      ['updateEvent', 'POST', `/api/events/${id}?_method=PUT`],
      ['cancelBooking', 'DELETE', `/api/bookings/${id}`],
      ['getTask', 'GET', `/api/tasks/${id}`],
      ['cancelTask', 'POST', `/api/tasks/${id}/cancel`],
    ] as const;
    const form = multipart(eventFields());
    for (const [operationId, method, url] of cases) {
      const res = await server.app.inject({
        method,
        url,
        ...(operationId === 'updateEvent'
          ? { payload: form.payload, headers: { ...form.headers, ...bearer(token) } }
          : { headers: bearer(token) }),
      });
      const body = (await expectContract(operationId, res, 422)) as { errors: object };
      expect(body.errors, operationId).toEqual({ id: [M.idInvalid] });
    }
    const hash = 'a'.repeat(4096);
    const verify = await server.app.inject({
      url: `/api/email/verify/1/${hash}?expires=1&signature=${'0'.repeat(64)}`,
    });
    expect(
      ((await expectContract('verifyEmail', verify, 422)) as { errors: object }).errors,
    ).toEqual({ hash: [M.invalidField('hash')] });
  });

  it('answers a /storage name no image can have 404 without touching the disk', async () => {
    for (const name of ['a'.repeat(4096) + '.png', '..%2Fapp.key', '.upload-x.png', 'x']) {
      const res = await server.app.inject({ url: `/storage/events/${name}` });
      expect(res.statusCode, name.slice(0, 20)).toBe(404);
      expect(res.json()).toEqual({ message: M.notFound });
      expectSecurityHeaders(res.headers);
    }
    const seeded = await server.app.inject({ url: '/storage/events/seed-001.png' });
    expect(seeded.statusCode).toBe(200);
  });
});
