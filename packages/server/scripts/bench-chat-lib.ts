// Helpers of `pnpm bench:chat` (bench-chat.ts): /proc readings, a pool, percentiles and
// the table of the server's memory by phase.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { MemorySample } from '../src/memoryReport.ts';

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

  add(sample: MemorySample): void {
    if (sample.type !== 'memory') return;
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
