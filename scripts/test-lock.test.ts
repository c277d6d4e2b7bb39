import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdTestLock } from './lib.mjs';

const folders: string[] = [];
const lockFile = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'folio-lock-test-'));
  folders.push(folder);
  return path.join(folder, 'test.lock');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('one pnpm test at a time on a machine', () => {
  it('takes a free lock at once and writes its pid', async () => {
    const file = lockFile();
    await holdTestLock(file, 10);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock whose holder is gone', async () => {
    const file = lockFile();
    writeFileSync(file, '2147483646\n');
    await holdTestLock(file, 10);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });

  it('waits while a live process holds it, and goes on when it is released', async () => {
    const file = lockFile();
    writeFileSync(file, `${process.ppid}\n`);
    let held = false;
    const waiting = holdTestLock(file, 10).then(() => (held = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(held).toBe(false);
    rmSync(file);
    await waiting;
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });
});
