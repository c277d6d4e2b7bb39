import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isHandWrittenSource,
  lineCount,
  longFiles,
  MAX_LINES,
  trackedFiles,
} from './file-lengths.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('file lengths', () => {
  it(`no hand-written file in packages/*/src is over ${MAX_LINES} lines`, () => {
    const files = trackedFiles(root);
    expect(files.filter(isHandWrittenSource).length).toBeGreaterThan(100);
    expect(longFiles(root, files)).toEqual([]);
  });

  it('finds a long file, and leaves out generated code and files outside src/', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'file-lengths-'));
    const write = (name: string, lines: number) => {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), 'x;\n'.repeat(lines));
    };
    write('packages/a/src/long.ts', 401);
    write('packages/a/src/limit.tsx', 400);
    write('packages/a/src/generated/schema.ts', 900);
    write('packages/a/test/long.test.ts', 900);
    write('scripts/long.ts', 900);
    const files = [
      'packages/a/src/long.ts',
      'packages/a/src/limit.tsx',
      'packages/a/src/generated/schema.ts',
      'packages/a/test/long.test.ts',
      'scripts/long.ts',
    ];
    expect(longFiles(dir, files)).toEqual([{ file: 'packages/a/src/long.ts', lines: 401 }]);
  });

  it('counts a last line without a newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
