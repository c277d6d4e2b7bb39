import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MemorySample } from '../src/memoryReport.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const module = path.join(here, '../src/memoryReport.ts');

/** A child that starts the report as the server does and lives `ms`; the messages it sent. */
function child(env: Record<string, string>, ms: number, ask?: object): Promise<MemorySample[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-memory-'));
  const file = path.join(dir, 'child.mjs');
  writeFileSync(
    file,
    `const m = await import(${JSON.stringify(module)});\nm.startMemoryReport();\nsetTimeout(() => process.exit(0), ${ms});\n`,
  );
  const process_ = fork(file, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const got: MemorySample[] = [];
  process_.on('message', (message: MemorySample) => {
    got.push(message);
    if (ask && got.length === 1) process_.send(ask);
  });
  return new Promise((resolve) =>
    process_.on('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      resolve(got);
    }),
  );
}

describe('memory report (docs/adr/0032-live-chat.md "Figures")', () => {
  it('sends samples to the parent only when FOLIO_MEMORY_REPORT asks, and a collected one on request', async () => {
    const off = await child({ FOLIO_MEMORY_REPORT: '' }, 400);
    expect(off).toEqual([]);
    const on = await child({ FOLIO_MEMORY_REPORT: '20' }, 1500, { type: 'gc' });
    expect(on.length).toBeGreaterThan(1);
    expect(on[0]).toMatchObject({ type: 'memory' });
    for (const key of [
      'rss',
      'heapUsed',
      'external',
      'arrayBuffers',
      'newSpace',
      'oldSpace',
    ] as const)
      expect(on[0]?.[key]).toBeGreaterThanOrEqual(0);
    expect(on[0]?.rss).toBeGreaterThan(on[0]?.heapUsed ?? 0);
    expect(on.some((sample) => sample.type === 'memory-gc')).toBe(true);
  }, 60_000);
});
