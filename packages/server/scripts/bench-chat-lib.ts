// Helpers of `pnpm bench:chat` (bench-chat.ts): /proc readings, a pool, percentiles and
// the table of the server's memory by phase.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setAdministrator } from '../src/administrators.ts';
import { openDatabase } from '../src/database.ts';
import type { MemorySample } from '../src/memoryReport.ts';
import { createStore } from '../src/store/index.ts';

/** `count` administrators in the SQLite database of `dataDir`, `email(k)` and one password. */
export async function makeAdministrators(
  dataDir: string,
  count: number,
  email: (k: number) => string,
  password: string,
) {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  const store = createStore(database);
  for (let k = 0; k < count; k++)
    await setAdministrator(store, { email: email(k), name: `客服 ${k + 1}`, password });
  await database.close();
}

/** Resolves once the server at `api` answers (each try from another X-Forwarded-For address). */
export async function waitUp(api: string, server: ChildProcess): Promise<void> {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${api}/ping`, {
      headers: { 'x-forwarded-for': `10.3.0.${tries % 250}` },
    })
      .then((r) => r.status > 0)
      .catch(() => false);
    if (up) return;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (tries > 3000) throw new Error('the server did not start in 10 minutes');
    await sleep(200);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: its peak). */
export const procMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  return Number(kb) / 1024;
};

/** The CPU time a process used so far, user and system, in ms (/proc/<pid>/stat). */
export const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
};

/** Runs `work` over `items`, `limit` at a time. */
export async function pool<T>(
  items: T[],
  limit: number,
  work: (item: T, n: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const n = next++;
        await work(items[n] as T, n);
      }
    }),
  );
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export type Phase = 'idle' | 'set-up' | 'opening' | 'holding' | 'messages';

/** The server's samples by phase: each field's peak, and the phase's last sample. */
export class PhaseMemory {
  phase: Phase = 'idle';
  readonly phases = new Map<Phase, { peak: MemorySample; last: MemorySample }>();

  /** The last sample of any phase. */
  latest: MemorySample | undefined;

  add(sample: MemorySample): void {
    if (sample.type !== 'memory') return;
    this.latest = sample;
    const seen = this.phases.get(this.phase);
    if (!seen) return void this.phases.set(this.phase, { peak: { ...sample }, last: sample });
    for (const key of Object.keys(sample) as (keyof MemorySample)[])
      if (key !== 'type') seen.peak[key] = Math.max(seen.peak[key], sample[key]);
    seen.last = sample;
  }

  /** A Markdown table: last / peak of each phase, in MB. */
  table(): string {
    const mb = (n: number) => (n / 2 ** 20).toFixed(0);
    const rows = [...this.phases].map(([name, { last, peak }]) => {
      const both = (key: keyof Omit<MemorySample, 'type'>) => `${mb(last[key])} / ${mb(peak[key])}`;
      return `| ${name} | ${both('rss')} | ${both('heapTotal')} | ${both('heapUsed')} | ${both('newSpace')} | ${both('oldSpace')} | ${both('external')} | ${both('arrayBuffers')} |`;
    });
    return (
      '| server memory (MB), last / peak | rss | heapTotal | heapUsed | V8 new space | V8 old spaces | external | arrayBuffers |\n' +
      '| --- | --- | --- | --- | --- | --- | --- | --- |\n' +
      rows.join('\n')
    );
  }
}

/** RssAnon, RssFile and RssShmem of /proc/<pid>/status, in MB. */
const rssParts = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024, shmem: kb('RssShmem') / 1024 };
};

/**
 * Where a process's resident memory is, from /proc/<pid>/smaps: Rss in MB summed by mapping
 * (a file's path, `[heap]`, `[stack]`, or `[anon]`: glibc's arenas and mmapped blocks, V8's
 * heap and node's native allocations all are anonymous), largest first, and how many mappings.
 */
function smapsByMapping(pid: number, top = 8): string {
  const sums = new Map<string, { kb: number; count: number }>();
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1]?.trim() || '[anon]';
      // node_modules' native addons by package; node's own mappings by file.
      name = name.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/.*$/, '$1');
      const sum = sums.get(name) ?? { kb: 0, count: 0 };
      sum.count++;
      sums.set(name, sum);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) (sums.get(name) ?? { kb: 0 }).kb += Number(rss[1]);
  }
  return [...sums]
    .sort((a, b) => b[1].kb - a[1].kb)
    .slice(0, top)
    .map(([n, { kb, count }]) => `${n} ${(kb / 1024).toFixed(1)} MB (${count})`)
    .join('; ');
}

/** Anonymous mappings by size (the glibc arenas are 64 MB reservations; V8's pages 256 KB). */
function anonBySize(pid: number): string {
  const sizes = new Map<string, { kb: number; count: number }>();
  let anon = false;
  let bucket = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      anon = !head[3]?.trim();
      const mb = (parseInt(head[2] ?? '0', 16) - parseInt(head[1] ?? '0', 16)) / 2 ** 20;
      bucket = mb >= 60 ? '≥ 60 MB' : mb >= 1 ? '1–60 MB' : '< 1 MB';
      if (anon) {
        const s = sizes.get(bucket) ?? { kb: 0, count: 0 };
        s.count++;
        sizes.set(bucket, s);
      }
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && anon) (sizes.get(bucket) ?? { kb: 0 }).kb += Number(rss[1]);
  }
  return [...sizes]
    .map(([b, { kb, count }]) => `${b}: ${(kb / 1024).toFixed(1)} MB in ${count}`)
    .join('; ');
}

/**
 * The server's RSS sampled every 100 ms: its peak, and at the peak what /proc says of it
 * (RssAnon / RssFile / RssShmem, smaps by mapping) beside its own last `process.memoryUsage()`.
 */
export class RssWatch {
  peak: number;
  atPeak = '';
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly pid: number,
    private readonly reported: () => MemorySample | undefined,
    private readonly phase: () => string,
  ) {
    this.peak = procMb(pid, 'VmRSS');
  }
  start(): void {
    this.timer = setInterval(() => this.sample(), 100);
  }
  stop(): void {
    clearInterval(this.timer);
  }
  /** The reading as text now (also what the peak keeps). */
  read(rss = procMb(this.pid, 'VmRSS')): string {
    const { anon, file, shmem } = rssParts(this.pid);
    const m = this.reported();
    const mb = (n: number | undefined) => (n === undefined ? '—' : (n / 2 ** 20).toFixed(0));
    return (
      `RSS ${rss.toFixed(0)} MB = anon ${anon.toFixed(0)} + file ${file.toFixed(0)} + shmem ${shmem.toFixed(0)}; ` +
      `V8 heap ${mb(m?.heapTotal)} (used ${mb(m?.heapUsed)}), external ${mb(m?.external)}, arrayBuffers ${mb(m?.arrayBuffers)} MB\n` +
      `  by mapping: ${smapsByMapping(this.pid)}\n  anonymous by size: ${anonBySize(this.pid)}`
    );
  }
  private sample(): void {
    try {
      const rss = procMb(this.pid, 'VmRSS');
      if (rss <= this.peak) return;
      this.peak = rss;
      // smaps costs a few ms: read again only when the peak grew by 2 MB or more.
      if (rss - this.lastRead < 2) return;
      this.lastRead = rss;
      this.atPeak = `(${this.phase()}) ${this.read(rss)}`;
    } catch {
      // the server has exited
    }
  }
  private lastRead = 0;
}
