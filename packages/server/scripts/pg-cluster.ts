// A scratch PostgreSQL cluster for tests and benchmarks: Debian's initdb and pg_ctl in a temporary
// folder, listening on 127.0.0.1 at a free port only, removed when stopped. Never the system
// service. Run as root, the cluster runs as the `postgres` user (PostgreSQL refuses root).
//
// `node --import tsx packages/server/scripts/pg-cluster.ts` starts one, prints its DATABASE_URL
// and keeps it until Ctrl-C.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/processes.ts';

export interface PgCluster {
  /** The superuser's URL of the `postgres` database. */
  url: string;
  /** A URL of database `name` on this cluster. */
  urlOf(name: string): string;
  /** Stops the server and keeps its data (an outage); `resume` starts it again on the same port. */
  halt(): void;
  resume(): void;
  stop(): void;
}

/** The newest Debian PostgreSQL's bin folder, or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when this process is root. */
function runPg(bin: string, program: string, args: string[]) {
  const file = path.join(bin, program);
  const [command, all] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args];
  execFileSync(command, all, { stdio: ['ignore', 'ignore', 'pipe'], cwd: os.tmpdir() });
}

/**
 * Starts a cluster tuned for throwaway data (no fsync: a crash loses it, which is the point of a
 * scratch cluster; never use these settings for real data).
 */
export async function startCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL was not found under /usr/lib/postgresql (Debian: apt-get install postgresql)',
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=128MB',
  ].join(' ');
  const start = () =>
    runPg(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    urlOf,
    halt() {
      runPg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster();
  console.log(`DATABASE_URL=${cluster.url}   (Ctrl-C stops and removes the cluster)`);
  const stop = () => {
    cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
