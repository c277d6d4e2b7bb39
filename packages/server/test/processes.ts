import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Server processes as deployed (src/main.ts, each with a DATA_DIR of its own) on one PostgreSQL
 * database, for the tests of several processes (ADR 0012).
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Proc {
  url: string;
  child: ChildProcess;
  dir: string;
}

/** Starts `src/main.ts` on `databaseUrl` and a free loopback port; resolves once it answers. */
export async function startProcess(databaseUrl: string): Promise<Proc> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-multi-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: 'http://app.test',
      LOG: 'silent',
      APP_KEY: '',
      WORKERS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, dir };
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a process (SIGTERM, unless it is gone already) and removes its DATA_DIR. */
export async function stopProcess(p: Proc | undefined): Promise<void> {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) {
    p.child.kill('SIGTERM');
    await new Promise((r) => p.child.once('exit', r));
  }
  rmSync(p.dir, { recursive: true, force: true });
}
