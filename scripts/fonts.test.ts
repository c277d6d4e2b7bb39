// The test browser's font set (scripts/fonts/fonts.conf, docs/toolchain.md "Chromium and fonts"):
// the generic families resolve to the faces the baselines were made with, and a font installed
// anywhere else on the machine is never used. fontconfig's own tools answer for Chromium, which
// reads the same file (FONTCONFIG_FILE, scripts/chromium.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { chromiumLaunchOptions, fontconfigFile } from './chromium.ts';

const hasFontconfig = existsSync('/usr/bin/fc-match');
const scratch = mkdtempSync(path.join(tmpdir(), 'folio-fonts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fc = (tool: 'fc-match' | 'fc-list', config: string, ...args: string[]) =>
  execFileSync(tool, args, {
    encoding: 'utf8',
    env: { ...process.env, FONTCONFIG_FILE: config, HOME: scratch, XDG_CONFIG_HOME: scratch },
  });
const family = (config: string, pattern: string) =>
  fc('fc-match', config, '-f', '%{family[0]}|%{file}', pattern).split('|');

test('the test browser is started with the project font set', () => {
  expect(chromiumLaunchOptions().env.FONTCONFIG_FILE).toBe(fontconfigFile);
});

describe.skipIf(!hasFontconfig)('the project font set', () => {
  // The faces every baseline was made with (fonts-dejavu-core, fonts-noto-cjk).
  test.each([
    ['sans-serif', 'DejaVu Sans', 'DejaVuSans.ttf'],
    ['serif', 'DejaVu Serif', 'DejaVuSerif.ttf'],
    ['monospace', 'DejaVu Sans Mono', 'DejaVuSansMono.ttf'],
    ['monospace:bold', 'DejaVu Sans Mono', 'DejaVuSansMono-Bold.ttf'],
    ['Noto Sans CJK TC', 'Noto Sans CJK TC', 'NotoSansCJK-Regular.ttc'],
    ['Noto Sans CJK TC:bold', 'Noto Sans CJK TC', 'NotoSansCJK-Bold.ttc'],
    ['sans-serif:lang=zh-tw', 'Noto Sans CJK TC', 'NotoSansCJK-Regular.ttc'],
    ['serif:lang=zh-tw', 'Noto Serif CJK TC', 'NotoSerifCJK-Regular.ttc'],
    ['monospace:lang=zh-tw', 'Noto Sans Mono CJK TC', 'NotoSansCJK-Regular.ttc'],
  ])('%s is %s', (pattern, name, file) => {
    const [found, foundFile] = family(fontconfigFile, pattern);
    expect(found).toBe(name);
    expect(path.basename(foundFile ?? '')).toBe(file);
  });

  test('only the pinned packages’ files are fonts', () => {
    const files = fc('fc-list', fontconfigFile, '--format', '%{file}\n').trim().split('\n');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(
        /^\/usr\/share\/fonts\/(truetype\/dejavu\/DejaVu(Sans|SansMono|Serif)(-Bold)?\.ttf|truetype\/liberation\/Liberation[\w-]+\.ttf|opentype\/noto\/Noto(Sans|Serif)CJK-(Regular|Bold)\.ttc)$/,
      );
    }
  });

  test('a font installed elsewhere (another package, ~/.fonts) is never used', () => {
    // A face that would win `monospace` (fontconfig prefers Noto Sans Mono, then DejaVu Sans Mono):
    // any font file outside the pinned paths, here a copy of one, in a folder the config also reads.
    const extra = path.join(scratch, 'extra');
    execFileSync('mkdir', ['-p', extra]);
    copyFileSync(
      '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
      path.join(extra, 'Other.ttf'),
    );
    const withExtra = path.join(scratch, 'with-extra.conf');
    writeFileSync(
      withExtra,
      `<?xml version="1.0"?><fontconfig><include>${fontconfigFile}</include><dir>${extra}</dir></fontconfig>`,
    );
    expect(fc('fc-list', withExtra, '--format', '%{file}\n')).not.toContain(extra);
    expect(family(withExtra, 'monospace')[0]).toBe('DejaVu Sans Mono');
  });
});
