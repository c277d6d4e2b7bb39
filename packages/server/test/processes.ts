import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Server processes as deployed (src/main.ts, each with a DATA_DIR of its own) on one PostgreSQL
 * database, for the tests of several processes (ADR 0012), and on either engine for the task
 * runner's restart (docs/adr/0017).
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
  /** The DATA_DIR startProcess made for it, which stopProcess removes (none when one was given). */
  dir?: string;
}

export interface ProcessOptions {
  /** The process's DATA_DIR, kept when it stops (a restart reads it again); else a temporary one. */
  dataDir?: string;
  /** More of its environment (e.g. the task runner's pace, docs/adr/0017). */
  env?: NodeJS.ProcessEnv;
  /**
   * The suite's list of processes to stop, which this one joins as soon as it is spawned: a start
   * that fails or times out (the test's timeout cuts the wait short) still leaves it there for the
   * suite's clean-up, instead of a server running on after the tests.
   */
  started?: Proc[];
}

/** Starts `src/main.ts` on `databaseUrl` and a free loopback port; resolves once it answers. */
export async function startProcess(
  databaseUrl: string | null,
  options: ProcessOptions = {},
): Promise<Proc> {
  const dir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'folio-multi-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: options.dataDir ?? path.join(dir ?? '', 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: 'http://app.test',
      LOG: 'silent',
      APP_KEY: '',
      WORKERS: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const proc: Proc = { url: `http://127.0.0.1:${port}`, child, dir };
  options.started?.push(proc);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(`${proc.url}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a process (`signal`, unless it is gone already) and removes the DATA_DIR it was given. */
export async function stopProcess(
  p: Proc | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) {
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill(signal);
    await exited;
  }
  if (p.dir) removeDataDir(p.dir);
}

/**
 * Removes a stopped process's DATA_DIR. Its image process (src/imagePool.ts) may still be writing
 * the file it was given (a start stopped while it seeded the catalog's pictures): retried.
 */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** Stops every process of a suite's list (ProcessOptions.started), emptying it. */
export async function stopAll(started: Proc[]): Promise<void> {
  for (const p of started.splice(0)) await stopProcess(p);
}
