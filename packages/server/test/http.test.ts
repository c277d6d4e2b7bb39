import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser, startServer } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

const server = serverForSuite({ appUrl: null });

describe('security headers', () => {
  it('serves a CSP without inline scripts, nosniff and no framing', async () => {
    const res = await server.app.inject({ url: '/api/ping' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('relaxes the CSP for the self-contained API reference only', async () => {
    const docsDir = path.join(server.dataDir, '..', 'no-docs');
    mkdirSync(docsDir, { recursive: true });
    writeFileSync(path.join(docsDir, 'index.html'), '<script>1</script>');
    await server.restart();
    const docs = await server.app.inject({ url: '/docs/api/', headers: { accept: 'text/html' } });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'unsafe-inline'/,
    );
    expect(String(docs.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const api = await server.app.inject({ url: '/api/ping' });
    expect(String(api.headers['content-security-policy'])).not.toContain("unsafe-inline'; style");
    expect(String(api.headers['content-security-policy'])).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
  });

  it('serves stored images with their type and never files outside storage', async () => {
    for (const url of [
      '/storage/../app.key',
      '/storage/%2e%2e/app.key',
      '/storage/events/../../folio.sqlite',
      '/storage/.hidden',
    ]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('mail outbox', () => {
  it('never builds links from Host: APP_URL, else http://localhost:PORT; newest first on /dev/mail', async () => {
    const local = await startServer({ appUrl: null, port: 4419 });
    try {
      const user = await createUser(local.app, { name: '<b>粗體</b>' });
      // Names this server answers that are not APP_URL's, and a forwarded one it does not trust.
      for (const host of ['127.0.0.1:8080', 'folio.localhost:5173']) {
        await local.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: user.email },
          headers: { host, 'x-forwarded-host': 'evil.example' },
        });
      }
      const json = (await local.app.inject({ url: '/api/dev/mail' })).json() as {
        data: { links: string[]; text: string }[];
      };
      expect(json.data).toHaveLength(2);
      for (const mail of json.data) {
        expect(mail.links[0]).toMatch(/^http:\/\/localhost:4419\/reset-password\?token=/);
        expect(mail.text).not.toContain('example/');
      }
      const page = await local.app.inject({ url: '/dev/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<a href="http://localhost:4419/reset-password?token=');
      expect(page.body).not.toContain('<b>粗體</b>');
      expect(page.body).toContain('&#60;b&#62;粗體&#60;/b&#62;');
      expect(page.body).not.toContain('<script');
      expect(page.body).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });

  it('is off when SMTP_URL is set', async () => {
    const smtp = await startServer({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect((await smtp.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await smtp.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('unknown routes', () => {
  it('answers 404 JSON for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['DELETE', '/api/events/1'],
      ['PUT', '/api/events/1'],
    ] as const) {
      const res = await server.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});
