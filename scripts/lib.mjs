// Helpers shared by the root scripts. Plain Node (no dependencies), so they run before install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting stdio; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * Runs a command in the repository root with its output kept; resolves with the exit code and the
 * output (stdout and stderr in the order they came). Shown as it comes only with `echo: true`
 * (steps run side by side keep theirs until all have ended).
 */
export function runQuietly(command, args, { echo = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    const chunks = [];
    const keep = (chunk) => {
      chunks.push(chunk);
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (e) =>
      resolve({ code: 1, output: `could not run ${command}: ${e.message}\n` }),
    );
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Environment for installs: native addons build against the machine's Node headers, no downloads. */
function installEnv() {
  const env = {};
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  return env;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› installing dependencies (pnpm install --frozen-lockfile)');
  const code = run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: installEnv(),
  });
  if (code !== 0) process.exit(code);
}

/**
 * Finds Chromium (CHROMIUM_PATH, else /usr/bin/chromium). On Debian as root it installs Debian's
 * chromium and fonts-noto-cjk (CJK glyphs for screenshots); elsewhere it stops with the command to run.
 */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fonts = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
  if (existsSync(chromium) && (process.env.CHROMIUM_PATH || existsSync(fonts))) return chromium;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot && !process.env.CHROMIUM_PATH) {
    console.log('› installing Debian chromium and fonts-noto-cjk');
    const quiet = {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    };
    if (
      run('apt-get', ['update', '-qq'], quiet) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], quiet) !== 0
    ) {
      console.error(
        'apt-get could not install chromium; run: apt-get update && apt-get install -y chromium fonts-noto-cjk',
      );
      process.exit(1);
    }
    if (existsSync(chromium)) return chromium;
  }
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      (isDebian
        ? '  Run as root: apt-get update && apt-get install -y chromium fonts-noto-cjk\n'
        : '  Install Chromium, then run: CHROMIUM_PATH=/path/to/chromium pnpm test\n'),
  );
  process.exit(1);
}

/** True when a Debian PostgreSQL's initdb is installed (/usr/lib/postgresql/<version>/bin). */
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) =>
    existsSync(path.join('/usr/lib/postgresql', v, 'bin/initdb')),
  );

/**
 * PostgreSQL for the server tests on PostgreSQL (they start a scratch cluster of their own, never
 * the system service). On Debian as root it installs Debian's postgresql; elsewhere it stops with
 * the command to run.
 */
export function ensurePostgres() {
  if (hasPostgres()) return;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('› installing Debian postgresql');
    const quiet = {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    };
    if (
      run('apt-get', ['update', '-qq'], quiet) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'postgresql'], quiet) === 0 &&
      hasPostgres()
    ) {
      return;
    }
  }
  console.error(
    'PostgreSQL (initdb, pg_ctl) was not found under /usr/lib/postgresql.\n' +
      (isDebian
        ? '  Run as root: apt-get update && apt-get install -y postgresql\n'
        : '  Install PostgreSQL 15 or newer (the tests start their own scratch cluster).\n'),
  );
  process.exit(1);
}

/**
 * One `pnpm test` at a time on a machine: its browser gates (e2e, the axe sweep, the visual runs)
 * are sized for the machine's cores, and two runs at once (from two checkouts) time each other
 * out. Takes a lock file in the system's temporary folder, waiting while another live run holds
 * it; a lock left by a process that is gone is taken over. Released when this process exits.
 */
export async function holdTestLock(
  file = path.join(os.tmpdir(), 'folio-pnpm-test.lock'),
  pollMs = 5_000,
) {
  let told = false;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      process.on('exit', () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      });
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (!isAlive(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (!told) console.log(`› another pnpm test (pid ${holder}) is running here; waiting for it`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
