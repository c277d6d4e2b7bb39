import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The most lines a hand-written file of a package's src/ may have (docs/architecture.md §1). */
export const MAX_LINES = 400;

/** A package's source file, written by hand: generated code (src/generated/) is the tool's. */
export const isHandWrittenSource = (file: string): boolean =>
  /^packages\/[^/]+\/src\/.+\.(?:ts|tsx|mts|mjs|js)$/.test(file) && !/\/generated\//.test(file);

/** The lines of `text`, a last line without a newline counted too. */
export const lineCount = (text: string): number =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The files of `files` (relative to `root`) longer than `max` lines, with their length. */
export function longFiles(
  root: string,
  files: readonly string[],
  max = MAX_LINES,
): { file: string; lines: number }[] {
  return files
    .filter(isHandWrittenSource)
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > max);
}

/** The files git tracks and the untracked ones it does not ignore, as in the working tree. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => file !== '');
}
