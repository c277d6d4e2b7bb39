// `pnpm bench:storage`: /storage and the server's memory under two floods (docs/adr/0011,
// decision 13), against one real server process (bench-flood-server.ts: rate limits out of the
// way, so that every login costs a password hash and every upload a decode).
//
// 1. Idle: GET /storage/events/seed-001.png one at a time for 3 s (p95).
// 2. Login flood: 20 connections of POST /api/login with new e-mails for FLOOD_SECONDS (10), while
//    /storage is timed one request at a time.
// 3. Upload flood: 12 connections of POST /api/events with a large-pixel PNG for FLOOD_SECONDS,
//    half a 7,000 × 7,000 PNG (49 MP, under the cap: decoded, copies made), half a PNG declaring
//    16,384 × 16,384 (268 MP: refused from its header), while /storage is timed.
// Memory: the RSS of the server process and of its image process (imagePool.ts), sampled every
// 100 ms from /proc; the peak of their sum. Budgets: /storage p95 ≤ 50 ms and the peak ≤ 400 MB
// in each flood; exit code 1 when one is missed. Linux only (/proc). BENCH_PORT picks the port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import sharp from 'sharp';
import { MALLOC_ENV } from '../src/imagePool.ts';
import { freePort } from '../test/processes.ts';
import { percentile } from './bench-server.ts';

const HOST = '127.0.0.1';
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const STORAGE_P95_MS = 50;
const RSS_MB = 400;
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-storage-'));
let server: ChildProcess | undefined;

/** Resident memory of a process in MB (0 once it is gone). */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (the image process of the server). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Samples the server's and its children's RSS every 100 ms until stopped; the peaks. */
function sampleMemory(pid: number) {
  let server = 0;
  let total = 0;
  let children = childrenOf(pid);
  let ticks = 0;
  const timer = setInterval(() => {
    if (ticks++ % 10 === 0) children = childrenOf(pid);
    const own = rssMb(pid);
    server = Math.max(server, own);
    total = Math.max(total, own + children.reduce((sum, child) => sum + rssMb(child), 0));
  }, 100);
  return () => {
    clearInterval(timer);
    return { server, total };
  };
}

/** Times GET `url` one request at a time until `until()`; p50 and p95. */
async function timeWhile(url: string, until: () => boolean) {
  const times: number[] = [];
  let failures = 0;
  while (!until()) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) failures++;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { count: times.length, failures, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A multipart event form carrying `png` (what the browser's FormData sends). */
function eventForm(png: Buffer) {
  const boundary = '----folio-bench-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', '壓力測試') +
    field('description', '大圖上傳') +
    field('start_time', '2999-01-01 10:00:00') +
    field('end_time', '2999-01-01 12:00:00') +
    field('price', '100') +
    `--${boundary}\r\nContent-Disposition: form-data; name="image_path"; filename="big.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A copy of a PNG whose header declares another size (CRC kept valid). */
function declaring(png: Buffer, width: number, height: number) {
  const bytes = Buffer.from(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** Runs `flood` for FLOOD_SECONDS while /storage is timed and memory sampled. */
async function during(base: string, pid: number, flood: () => Promise<Result[]>) {
  let done = false;
  const memory = sampleMemory(pid);
  const running = flood().finally(() => (done = true));
  await new Promise((r) => setTimeout(r, 1000)); // the flood at full strength first
  const stop = Date.now() + (FLOOD_SECONDS - 2) * 1000;
  const storage = await timeWhile(
    `${base}/storage/events/seed-001.png`,
    () => done || Date.now() > stop,
  );
  const results = await running;
  // What the flood left behind (queued copies) still counts: memory is sampled 3 s longer.
  await new Promise((r) => setTimeout(r, 3000));
  return { storage, memory: memory(), results };
}

const codes = (results: Result[]) => {
  const counts = new Map<string, number>();
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
      counts.set(code, (counts.get(code) ?? 0) + count);
  return [...counts].map(([code, count]) => `${count} × ${code}`).join(', ') || 'none';
};

try {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://${HOST}:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-flood-server.ts')], {
    // As `pnpm start` runs it (scripts/start.mjs): with the malloc settings of malloc-env.json.
    env: {
      ...MALLOC_ENV,
      ...process.env,
      DATA_DIR: dataDir,
      HOST,
      PORT: String(port),
      LOG: 'silent',
      DATABASE_URL: '',
      WORKERS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid ?? 0;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${base}/api/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2024' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };

  const probe = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'flood-probe@flood.test', password: 'Wrong#1234' }),
  });
  console.log(`a flood login answers ${probe.status} ${await probe.text()}`);
  const started = { server: rssMb(pid), load: os.loadavg()[0] ?? 0 };
  const idleDone = Date.now() + 3000;
  const idle = await timeWhile(`${base}/storage/events/seed-001.png`, () => Date.now() > idleDone);

  const logins = await during(base, pid, async () => [
    await autocannon({
      url: `${base}/api/login`,
      connections: 20,
      duration: FLOOD_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'flood-[<id>]@flood.test', password: 'Wrong#1234' }),
      idReplacement: true,
    }),
  ]);

  const big = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#4a8' },
  })
    .png()
    .toBuffer();
  const huge = declaring(big, 16_384, 16_384);
  const uploads = await during(base, pid, () =>
    Promise.all(
      [big, huge].map((png) => {
        const form = eventForm(png);
        return autocannon({
          url: `${base}/api/events`,
          connections: 6,
          duration: FLOOD_SECONDS,
          method: 'POST',
          headers: { 'content-type': form.type, authorization: `Bearer ${token}` },
          body: form.body,
        });
      }),
    ),
  );

  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(
    `\n/storage and memory under floods (load average at the end: ${load}; at start ${started.load.toFixed(2)})`,
  );
  console.log(
    `server RSS after start: ${started.server.toFixed(0)} MB; big PNG ${(big.length / 1024).toFixed(0)} KB (49 MP), declared one 268 MP`,
  );
  console.log(
    '| phase | /storage p50 | /storage p95 | samples | server RSS peak | + image process | flood answers |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| idle | ${idle.p50.toFixed(2)} ms | ${idle.p95.toFixed(2)} ms | ${idle.count} | | | |`,
  );
  let ok = true;
  for (const [name, run] of [
    ['login flood (20 connections)', logins],
    ['upload flood (12 connections, 49 MP and 268 MP PNGs)', uploads],
  ] as const) {
    console.log(
      `| ${name} | ${run.storage.p50.toFixed(2)} ms | ${run.storage.p95.toFixed(2)} ms | ${run.storage.count} | ${run.memory.server.toFixed(0)} MB | ${run.memory.total.toFixed(0)} MB | ${codes(run.results)} |`,
    );
    const good =
      run.storage.p95 <= STORAGE_P95_MS && run.memory.total <= RSS_MB && run.storage.failures === 0;
    ok &&= good;
    console.log(
      `${good ? '✔' : '✘'} ${name}: /storage p95 ${run.storage.p95.toFixed(2)} ms (budget ≤ ${STORAGE_P95_MS} ms), server + image process ${run.memory.total.toFixed(0)} MB (budget ≤ ${RSS_MB} MB)`,
    );
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  // The image process may still write a copy for a moment after the server is gone.
  for (let tries = 0; tries < 20; tries++) {
    try {
      rmSync(dataDir, { recursive: true, force: true });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
