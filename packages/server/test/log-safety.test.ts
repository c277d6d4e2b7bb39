import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/logging.ts';
import { bearer, createUser, lastMailTo, login } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/** The JSON lines the server logs, as parsed objects and as text. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

// Every request logged (LOG_REQUESTS=1), at the lowest level: the most a line could tell.
const server = serverForSuite({ logger: { level: 'trace', stream }, logRequests: true });

describe('request ids (docs/operations.md "Observe")', () => {
  it('gives each request an id, echoes it, and puts it on every line of that request', async () => {
    lines.length = 0;
    const res = await server.app.inject({ url: '/api/events?page=1' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = parsed();
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of mine) expect(line.reqId).toBe(id);
    const other = await server.app.inject({ url: '/api/health/live' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a proxy’s X-Request-Id only when it is a safe short token', async () => {
    const kept = await server.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-7f3a.91:2' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.91:2');
    for (const unsafe of ['a b', 'x'.repeat(65), 'id"}{"level":60', 'é']) {
      lines.length = 0;
      const res = await server.app.inject({
        url: '/api/health/live',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('\n')).not.toContain(unsafe);
    }
  });

  it('names the request of an error answer and of a 404', async () => {
    const missing = await server.app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBeTruthy();
    const bad = await server.app.inject({ url: '/api/events?page=0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['x-request-id']).toBeTruthy();
  });
});

describe('no secret in any log line', () => {
  it('logs a login, a reset, a verification link and a request with Authorization and a cookie without their secrets', async () => {
    lines.length = 0;
    const password = 'Pw-Sentinel#4711';
    const user = await createUser(server.app, { password });
    const token = await login(server.app, user.email, password);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Wrong-Sentinel#0815' },
    });
    expect(wrong.statusCode).toBe(422);
    await server.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    await server.app.folio.settled();
    const { link } = await lastMailTo(server.app, user.email);
    const resetToken = link.searchParams.get('token') ?? '';
    expect(resetToken.length).toBeGreaterThan(10);
    const newPassword = 'Reset-Sentinel#2024';
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token: resetToken,
        email: user.email,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });
    expect(reset.statusCode).toBe(200);
    // The reset page's own URL, as a browser would ask for it, carries the token too.
    await server.app.inject({ url: `/reset-password?token=${resetToken}&email=x%40y.z` });
    const cookie = 'session=Cookie-Sentinel-5150';
    await server.app.inject({
      url: '/api/user',
      headers: { ...bearer(token), cookie, 'x-cart-token': 'Cart-Sentinel-6060' },
    });
    await server.app.inject({
      url: '/api/email/verify/1/0123456789abcdef0123456789abcdef01234567?expires=1&signature=Sig-Sentinel-99',
    });
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const secret = token.split('|')[1] ?? token;
    for (const leak of [
      password,
      'Wrong-Sentinel',
      newPassword,
      resetToken,
      secret,
      'Cookie-Sentinel',
      'Cart-Sentinel',
      '0123456789abcdef0123456789abcdef01234567',
      'Sig-Sentinel',
    ])
      expect(text, leak).not.toContain(leak);
    // What is logged still says which request it was.
    expect(text).toContain('/api/email/verify/1/***?expires=***&signature=***');
  });
});

describe('loggedUrl', () => {
  it('keeps what helps and hides what opens an account', () => {
    expect(loggedUrl('/api/events?page=3&q=%E9%9F%B3')).toBe('/api/events?page=3&q=%E9%9F%B3');
    expect(loggedUrl('/reset-password?token=abc&email=a%40b.c')).toBe(
      '/reset-password?token=***&email=***',
    );
    expect(loggedUrl('/api/payments/sandbox/sessions/tok123/complete')).toBe(
      '/api/payments/sandbox/sessions/***/complete',
    );
    expect(loggedUrl('/shopping/changeweb?session=1&access%5Ftoken=z')).toBe(
      '/shopping/changeweb?session=1&access%5Ftoken=***',
    );
  });
});
