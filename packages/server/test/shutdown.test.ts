import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { testEngine } from './helpers.ts';
import { freePort } from './processes.ts';

/**
 * SIGTERM, as a process manager sends it (docs/operations.md "Stopping"): idle keep-alive
 * connections are closed at once, a request in progress gets its answer, a request after it gets
 * the contract's 503, and the process exits 0 (the 10 s fallback exits 1). The engine does not
 * matter here: SQLite only.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

const started: { child: ChildProcess; dir: string }[] = [];
afterEach(() => {
  for (const { child, dir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts `args` (main.ts, or `pnpm start`'s script) on a free port; resolves once it answers. */
async function start(args: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG: 'silent',
      DATABASE_URL: '',
      WORKERS: '',
      DEV_SIGNIN: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push({ child, dir });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, url, exited };
    if (tries > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Everything a socket receives until it closes. */
const received = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
  });

const request = (lines: string[], body = '') => `${lines.join('\r\n')}\r\n\r\n${body}`;

describe.runIf(testEngine === 'sqlite')('SIGTERM', () => {
  it('closes idle keep-alive connections, finishes the busy one, then exits 0', async () => {
    const server = await start(['--import', 'tsx', 'packages/server/src/main.ts']);
    // An idle keep-alive connection: one answered request, then nothing.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await new Promise<Socket>((resolve, reject) => {
      const req = http.get(`${server.url}/api/health/live`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.socket as Socket));
      });
      req.on('error', reject);
    });
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    // A busy connection: a request whose body is still being sent.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Secret#123' });
    const busy = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => busy.once('connect', resolve));
    const answers = received(busy);
    busy.write(
      request(
        [
          'POST /api/login HTTP/1.1',
          `Host: 127.0.0.1:${server.port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
        ],
        body.slice(0, 10),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    await idleClosed;
    // The rest of the body, and a second request on the same connection behind it.
    busy.write(
      body.slice(10) + request(['GET /api/health/live HTTP/1.1', `Host: 127.0.0.1:${server.port}`]),
    );
    const text = await answers;
    agent.destroy();
    expect(await server.exited).toBe(0);
    // The login in progress got its own answer. The request behind it is either answered the
    // contract's 503 or, when Node closes the connection after the first answer, not read at
    // all (which of the two depends on when its bytes are parsed): never anything else.
    const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);
    expect(statuses[0]).toBe('422');
    expect(statuses.slice(1)).toEqual(statuses.length > 1 ? ['503'] : []);
    if (statuses.length > 1) {
      const [, afterward = ''] = text.split('HTTP/1.1 503');
      expect(afterward).toMatch(/^retry-after: 1$/im);
      expect(afterward).toMatch(/^connection: close$/im);
      expect(afterward).toContain(JSON.stringify({ message: M.unavailable }));
    }
  });

  it('reaches the server through `pnpm start`’s script, which exits with its code', async () => {
    const server = await start(['scripts/start.mjs'], { SKIP_BUILD: '1' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The server itself is gone too, not left running without its parent.
    const answered = await fetch(`${server.url}/api/health/live`).then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
  });
});

describe.runIf(testEngine === 'sqlite')('a DATABASE_URL that cannot be used', () => {
  it('waits PG_CONNECT_RETRY_MS, then says so in one line without the password', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-start-'));
    const port = await freePort(); // nothing listens there
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        DATA_DIR: path.join(dir, 'data'),
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        LOG: 'silent',
        WORKERS: '',
        DATABASE_URL: `postgres://folio:s3cret-Pw@127.0.0.1:${port}/folio`,
        PG_CONNECT_RETRY_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push({ child, dir });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).not.toContain('s3cret-Pw');
    expect(output).not.toMatch(/^\s+at /m);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    // One line while it waits, one when it gives up.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      `waiting for the database postgres://folio:***@127.0.0.1:${port}/folio`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^  Folio cannot start: the database postgres://folio:\\*\\*\\*@127\\.0\\.0\\.1:${port}/folio cannot be used: .*ECONNREFUSED`,
      ),
    );
  });
});
