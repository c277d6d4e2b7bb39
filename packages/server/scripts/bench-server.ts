// What the API benches share (bench-api.ts, bench-storefront.ts, bench-checkout.ts): the server as
// shipped, a GET and its wait, the run on both engines, and the percentiles they report. The server runs as `pnpm start` runs
// it (scripts/start.mjs, docs/operations.md "Memory"): `node dist/main.js`, compiled by
// scripts/build.mjs, with node-flags.json's flags and malloc-env.json's settings; built again at
// the first start of a run (esbuild, a second or two), so that it is never older than the sources.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_ENV } from '../src/imagePool.ts';
import { startCluster } from './pg-cluster.ts';

export const HOST = '127.0.0.1';

/** The `p`th percentile of `sorted` (ascending; nearest rank), 0 when it is empty. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The middle value of `values` (the upper one of an even count), 0 when there is none. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_FLAGS = JSON.parse(
  readFileSync(path.join(serverDir, 'node-flags.json'), 'utf8'),
) as string[];
let built = false;

/**
 * Starts the server as shipped with `env` over this process's environment, on HOST; `nodeArgs`
 * are more flags for its node (e.g. `--cpu-prof`). Its output but stderr is dropped.
 */
export function startShipped(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    built = true;
  }
  return spawn(process.execPath, [...NODE_FLAGS, ...nodeArgs, 'dist/main.js'], {
    cwd: serverDir,
    env: { ...MALLOC_ENV, ...process.env, HOST, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** GET `url` by node:http: its status and body. */
export function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * Keep-alive connections for `send`, one a request in flight, as a browser keeps them: node:http
 * costs the bench's own process about half the CPU of `fetch` (undici), which on a small machine
 * is CPU the server under test would otherwise not have (docs/adr/appendices/0031-orders-and-gateways.md).
 */
const keepAlive = new http.Agent({ keepAlive: true });

/** `method` `url` with `headers` and a JSON `body` by node:http (keep-alive): its status and body. */
export function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: keepAlive,
        headers: {
          ...headers,
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits until GET `url` answers 200 (a fresh DATA_DIR is seeded first: slow on a busy machine). */
export async function waitFor(url: string, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * `measure` on SQLite (a DATA_DIR of its own) and then, unless BENCH_PG=off, on PostgreSQL (a
 * scratch cluster, scripts/pg-cluster.ts); every directory removed after. True when both are.
 */
export async function onBothEngines(
  name: string,
  measure: (engine: string, dataDir: string, databaseUrl: string | null) => Promise<boolean>,
): Promise<boolean> {
  const root = mkdtempSync(path.join(os.tmpdir(), `folio-${name}-`));
  const results: boolean[] = [];
  try {
    results.push(await measure('SQLite', path.join(root, 'sqlite'), null));
    if (process.env.BENCH_PG !== 'off') {
      const cluster = await startCluster();
      try {
        results.push(await measure('PostgreSQL', path.join(root, 'pg'), cluster.url));
      } finally {
        cluster.stop();
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return results.every(Boolean);
}
