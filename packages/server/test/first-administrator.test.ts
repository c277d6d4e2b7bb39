import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_ADMIN } from '@folio/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { administratorProblems, setAdministrator } from '../src/administrators.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { bearer, createUser, login, startServer, type TestServer } from './helpers.ts';

/**
 * The demo administrator's password is published (README, /login-demo): a server others can reach
 * must never have it (docs/adr/0011-secure-defaults-and-limits.md, "The first administrator").
 */

const EXPOSED = { host: '0.0.0.0', appUrl: 'https://folio.example' } as const;
const OWN = { email: 'owner@folio.example', name: '站長', password: 'Owner#Pass2026' };
const repoRoot = path.resolve(import.meta.dirname, '../../..');

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function loginStatus(s: TestServer, email: string, password: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/login',
    // The name an exposed server answers to (APP_URL's host); loopback ones answer it too.
    headers: { host: new URL(s.app.folio.config.appUrl).host },
    payload: { email, password },
  });
  return { status: res.statusCode, body: res.json() as { user?: { role: string } } };
}

describe('an exposed server and the demo administrator', () => {
  it('seeds the sample events but not the demo administrator', async () => {
    server = await startServer({ ...EXPOSED, seed: { events: 2 } });
    expect(await server.app.store.events.count()).toBe(2);
    expect(await server.app.store.users.byEmail(DEMO_ADMIN.email)).toBeUndefined();
    expect((await loginStatus(server, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(422);
  });

  it('seeds it on loopback, where only this machine can use it', async () => {
    server = await startServer({ seed: { events: 1 } });
    const demo = await loginStatus(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(demo.status).toBe(200);
    expect(demo.body.user?.role).toBe('admin');
  });

  it('refuses to start exposed while the demo administrator keeps its published password', async () => {
    server = await startServer({ seed: { events: 1 } });
    const restart = server.restart(EXPOSED);
    await expect(restart).rejects.toThrow(ConfigError);
    await expect(restart).rejects.toThrow(/admin:create --email admin@example\.com/);
  });

  it('starts exposed once the demo administrator has a password of its own, signed out everywhere', async () => {
    server = await startServer({ seed: { events: 1 } });
    const oldToken = await login(server.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const newPassword = 'Changed#2026!';
    expect(await setAdministrator(server.app.store, { ...DEMO_ADMIN, password: newPassword })).toBe(
      'updated',
    );
    await server.restart(EXPOSED);
    expect((await loginStatus(server, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(422);
    expect((await loginStatus(server, DEMO_ADMIN.email, newPassword)).status).toBe(200);
    const old = await server.app.inject({
      url: '/api/auth/check-token',
      headers: { ...bearer(oldToken), host: 'folio.example' },
    });
    expect(old.statusCode).toBe(401);
  });
});

describe('the operator’s first administrator', () => {
  it('is created verified from ADMIN_EMAIL / ADMIN_PASSWORD and can log in as administrator', async () => {
    server = await startServer({ ...EXPOSED, seed: { events: 1 }, firstAdmin: OWN });
    const own = await loginStatus(server, OWN.email, OWN.password);
    expect(own.status).toBe(200);
    expect(own.body.user?.role).toBe('admin');
  });

  it('is never reset by a restart: a password changed since stays', async () => {
    server = await startServer({ ...EXPOSED, firstAdmin: OWN });
    await setAdministrator(server.app.store, { ...OWN, password: 'Later#Pass2027' });
    await server.restart({ ...EXPOSED, firstAdmin: OWN });
    expect((await loginStatus(server, OWN.email, OWN.password)).status).toBe(422);
    expect((await loginStatus(server, OWN.email, 'Later#Pass2027')).status).toBe(200);
  });

  it('promotes an existing member only through setAdministrator, never by registering', async () => {
    server = await startServer();
    const member = await createUser(server.app);
    expect((await loginStatus(server, member.email, member.password)).body.user?.role).toBe(
      'member',
    );
    await setAdministrator(server.app.store, { ...member, password: 'Promoted#2026' });
    expect((await loginStatus(server, member.email, 'Promoted#2026')).body.user?.role).toBe(
      'admin',
    );
  });

  it('refuses the demo password, a weak one, a bad address or name, and writes nothing', async () => {
    server = await startServer();
    const bad = [
      { ...OWN, password: DEMO_ADMIN.password },
      { ...OWN, password: 'short' },
      { ...OWN, email: 'not-an-address' },
      { ...OWN, name: ' 站 ' },
    ];
    expect(bad.map((input) => administratorProblems(input))).toEqual([
      ['the password is the demo administrator’s, which is public'],
      ['the password needs at least 8 characters, an uppercase letter, a special symbol'],
      ['"not-an-address" is not an e-mail address'],
      ['the name needs at least 2 characters'],
    ]);
    for (const input of bad) {
      await expect(setAdministrator(server.app.store, input)).rejects.toThrow();
    }
    expect(await server.app.store.users.count()).toBe(0);
  });

  it('says what is wrong with ADMIN_EMAIL / ADMIN_PASSWORD before anything starts', () => {
    const env = (values: Record<string, string>) => ({ DATA_DIR: '/nonexistent', ...values });
    expect(() => loadConfig({ appKey: Buffer.alloc(32) }, env({ ADMIN_EMAIL: OWN.email }))).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
    expect(() =>
      loadConfig(
        { appKey: Buffer.alloc(32) },
        env({ ADMIN_EMAIL: OWN.email, ADMIN_PASSWORD: DEMO_ADMIN.password }),
      ),
    ).toThrow(/demo administrator’s, which is public/);
    expect(
      loadConfig(
        { appKey: Buffer.alloc(32) },
        env({ ADMIN_EMAIL: OWN.email, ADMIN_PASSWORD: OWN.password }),
      ).firstAdmin,
    ).toEqual({ email: OWN.email, password: OWN.password, name: '管理員' });
  });
});

describe('pnpm admin:create', () => {
  const run = (s: TestServer, args: string[], env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'packages/server/scripts/admin-create.ts'), ...args],
      {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: s.dataDir,
          ...(s.databaseUrl && { DATABASE_URL: s.databaseUrl }),
          ...env,
        },
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );

  it('creates an administrator from ADMIN_PASSWORD, and gives the demo account a new password', async () => {
    server = await startServer({ seed: { events: 1 } });
    const created = run(server, ['--email', OWN.email, '--name', OWN.name], {
      ADMIN_PASSWORD: OWN.password,
    });
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`Created the administrator ${OWN.email}.`);
    const updated = run(server, ['--email', DEMO_ADMIN.email], { ADMIN_PASSWORD: 'Mine#2026!' });
    expect(updated.stdout).toContain('signed out');
    expect((await loginStatus(server, OWN.email, OWN.password)).body.user?.role).toBe('admin');
    await server.restart(EXPOSED);
    expect((await loginStatus(server, DEMO_ADMIN.email, 'Mine#2026!')).status).toBe(200);
  });

  it('refuses with a clear line and changes nothing: no password, a weak one, no address', async () => {
    server = await startServer();
    const noPassword = run(server, ['--email', OWN.email], {});
    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr).toMatch(/set ADMIN_PASSWORD/);
    const weak = run(server, ['--email', OWN.email], { ADMIN_PASSWORD: 'password' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/password needs .*Nothing changed/);
    const noEmail = run(server, [], { ADMIN_PASSWORD: OWN.password });
    expect(noEmail.status).toBe(1);
    expect(noEmail.stderr).toMatch(/--email/);
    expect(await server.app.store.users.count()).toBe(0);
  });
});
