import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import type * as NodeFs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, parseAppKey } from '../src/config.ts';

/**
 * The app key generated on first start (config.ts): several processes may start at once on a
 * new DATA_DIR, and all of them must end up with the same key, stored for the owner only.
 */
const configModule = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/config.ts');

// Lets a test pretend that app.key is not there yet when the server looks, as when another
// process creates it a moment later.
const pretendAbsent = new Set<string>();
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof NodeFs>();
  return {
    ...real,
    existsSync: (file: fs.PathLike) => !pretendAbsent.has(String(file)) && real.existsSync(file),
  };
});
afterEach(() => pretendAbsent.clear());

const newDataDir = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'folio-app-key-')), 'data');
const storedKey = (dataDir: string) =>
  parseAppKey(fs.readFileSync(path.join(dataDir, 'app.key'), 'utf8').trim());

describe('the generated app key', () => {
  it('is created once, owner-only, and read back on the next start', () => {
    const dataDir = newDataDir();
    const first = loadConfig({ dataDir }, {}).appKey;
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, 'app.key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ dataDir }, {}).appKey).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual(['app.key']);
  });

  it('a process that loses the race to create it uses the winner’s key instead of failing', () => {
    const dataDir = newDataDir();
    const winner = loadConfig({ dataDir }, {}).appKey;
    pretendAbsent.add(path.join(dataDir, 'app.key'));
    expect(loadConfig({ dataDir }, {}).appKey).toEqual(winner);
    expect(storedKey(dataDir)).toEqual(winner);
    expect(fs.readdirSync(dataDir)).toEqual(['app.key']);
  });

  it('processes starting at the same moment on a new DATA_DIR all get the one stored key', async () => {
    const dataDir = newDataDir();
    const startAt = Date.now() + 2000;
    // Each process waits for the same instant, then reads its configuration.
    const script = `
      import { loadConfig } from ${JSON.stringify(configModule)};
      while (Date.now() < ${startAt});
      process.stdout.write(loadConfig({ dataDir: ${JSON.stringify(dataDir)} }, {}).appKey.toString('base64'));
    `;
    const run = () =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
        ]);
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const runs = await Promise.all(Array.from({ length: 4 }, run));
    expect(runs.map((r) => r.err)).toEqual(runs.map(() => ''));
    expect(runs.map((r) => r.code)).toEqual(runs.map(() => 0));
    expect(new Set(runs.map((r) => r.out))).toEqual(
      new Set([storedKey(dataDir).toString('base64')]),
    );
    expect(fs.readdirSync(dataDir)).toEqual(['app.key']);
  }, 30_000);
});
