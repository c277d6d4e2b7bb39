// The pixel baselines belong to one Chromium build: anti-aliasing and font rasterising change between
// builds, so a browser update moves pixels in many captures at once. Each baseline folder records the
// build it was made with (`browser.txt`); every visual gate compares it with the browser it runs and,
// when they differ, says so plainly, so an update is recognised at once and never taken for a
// regression. Plain Node, no dependencies: used by scripts, Playwright and Vitest's global setup.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The baseline folders and the file in each that names the browser build they were made with. */
const baselineSets = {
  stories: path.join(root, '.storybook/visual/__screenshots__/browser.txt'),
  app: path.join(root, 'e2e/__screenshots__/browser.txt'),
};

/** `Chromium 156.0.8078.79 built on Debian …` → `Chromium 156.0.8078.79`; undefined when it cannot run. */
export function runningBrowser(executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  try {
    const out = execFileSync(executable, ['--version'], {
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const match = /(\S+)\s+(\d+(?:\.\d+)+)/.exec(out.trim());
    return match ? `${match[1]} ${match[2]}` : out.trim();
  } catch {
    return undefined;
  }
}

/** The browser recorded beside a baseline set, or undefined when none is recorded. */
export function baselineBrowser(set) {
  const file = baselineSets[set];
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Records the running browser as the one a baseline set was (re)made with. */
export function recordBaselineBrowser(set, browser = runningBrowser()) {
  if (browser) writeFileSync(baselineSets[set], `${browser}\n`);
}

/**
 * Compares the running browser with each baseline set's; returns the warning text for the sets that
 * differ (empty when all match).
 */
export function browserMismatch(sets = Object.keys(baselineSets)) {
  const running = runningBrowser();
  const lines = [];
  for (const set of sets) {
    const recorded = baselineBrowser(set);
    if (recorded && running && recorded !== running)
      lines.push(`┃ ${set}: baselines made with ${recorded}, this run uses ${running}`);
    else if (!recorded)
      lines.push(`┃ ${set}: no browser recorded beside the baselines (${baselineSets[set]})`);
  }
  if (!lines.length) return '';
  return [
    '',
    '┏━━ visual baselines: THE BROWSER DIFFERS FROM THE ONE THE BASELINES WERE MADE WITH ━━',
    ...lines,
    '┃ Pixel differences in this run are most likely the browser update, not a regression.',
    '┃ Regenerate: pnpm test:visual --update, look at a sample of the changed PNGs, commit them',
    '┃ (browser.txt beside the baselines records the new build).',
    '┗━━',
    '',
  ].join('\n');
}
