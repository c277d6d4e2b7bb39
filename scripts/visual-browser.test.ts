import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baselineBrowser, browserMismatch, runningBrowser } from './visual-browser.mjs';

/** A stand-in for Chromium that prints the given version line, as Debian's wrapper does. */
function fakeBrowser(versionLine: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fake-chromium-')), 'chromium');
  writeFileSync(file, `#!/bin/sh\necho '${versionLine}'\n`);
  chmodSync(file, 0o755);
  return file;
}

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('visual baselines and the browser they were made with', () => {
  it('reads the build from the version line', () => {
    expect(runningBrowser(fakeBrowser('Chromium 157.0.1.2 built on Debian GNU/Linux 12'))).toBe(
      'Chromium 157.0.1.2',
    );
  });

  it('records the build beside both baseline sets', () => {
    expect(baselineBrowser('stories')).toMatch(/^Chromium \d+\./);
    expect(baselineBrowser('app')).toMatch(/^Chromium \d+\./);
  });

  it('says nothing when the running browser is the recorded one', () => {
    process.env.CHROMIUM_PATH = fakeBrowser(`${baselineBrowser('app')} built on Debian`);
    expect(browserMismatch(['app'])).toBe('');
  });

  it('names both builds and the way out when the browser was updated', () => {
    process.env.CHROMIUM_PATH = fakeBrowser('Chromium 999.0.0.1 built on Debian GNU/Linux 12');
    const warning = browserMismatch(['app']);
    expect(warning).toContain('THE BROWSER DIFFERS');
    expect(warning).toContain(`baselines made with ${baselineBrowser('app')}`);
    expect(warning).toContain('this run uses Chromium 999.0.0.1');
    expect(warning).toContain('pnpm test:visual --update');
  });
});
