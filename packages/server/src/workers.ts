import cluster from 'node:cluster';

/**
 * WORKERS=N: N server processes on one port (node:cluster; the primary hands out connections),
 * for one machine with several cores. Every worker is a whole server: on PostgreSQL they share
 * everything that must be shared (docs/adr/0012-postgresql-and-several-processes.md), so they
 * behave as one service. SQLite keeps rate limits in one process's memory: refused.
 */

/** The number of workers asked for: 1 when WORKERS is unset or 1. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.WORKERS?.trim();
  if (!value) return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) {
    throw new Error(`WORKERS must be a whole number from 1 to 256, not ${value}`);
  }
  return n;
}

/** Why `n` workers cannot run with this environment, or null when they can. */
export function workersRefusal(n: number, env: NodeJS.ProcessEnv = process.env): string | null {
  if (n <= 1 || env.DATABASE_URL) return null;
  return (
    `WORKERS=${n} needs DATABASE_URL=postgres://…: with SQLite each process would keep its own ` +
    'rate limits and list cache. Unset WORKERS, or run on PostgreSQL.'
  );
}

/**
 * The primary: migrates once (`migrate`), then forks `n` workers and forks a new one when one
 * dies; SIGTERM/SIGINT are passed on and the primary exits when every worker has.
 */
export async function runPrimary(n: number, migrate: () => Promise<void>): Promise<void> {
  await migrate();
  let stopping = false;
  for (let i = 0; i < n; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `worker ${worker.process.pid} exited (${signal ?? code}); starting another in its place`,
    );
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  console.log(`\n  Folio: ${n} workers on one port (WORKERS=${n})\n`);
}
