// `pnpm test:visual [--update] [stories|app]`: the local visual regression tests.
//   stories  every story in light and dark (Vitest browser mode, .storybook/visual/),
//            baselines in .storybook/visual/__screenshots__/
//   app      the main app routes at 375 and 1280 px (Playwright, e2e/visual.spec.ts, against a fresh
//            production build), baselines in e2e/__screenshots__/
// Both by default. `--update` rewrites the baselines from scratch (stale ones of removed stories
// or routes disappear); review the changed PNGs with `git status` / `git diff --stat` before
// committing. `pnpm test` runs the same comparisons (stories in their own step, app in e2e).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureInstalled, root, run } from './lib.mjs';
import { browserMismatch, recordBaselineBrowser } from './visual-browser.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const parts = args.filter((a) => !a.startsWith('-'));
const unknown = parts.filter((p) => p !== 'stories' && p !== 'app');
if (unknown.length) {
  console.error(`unknown part ${unknown.join(', ')}: use stories, app or neither (both)`);
  process.exit(2);
}
const want = (part) => parts.length === 0 || parts.includes(part);

ensureInstalled();
process.env.CHROMIUM_PATH = ensureChromium();
if (!update) {
  const warning = browserMismatch(['stories', 'app'].filter(want));
  if (warning) console.log(warning);
}

let failed = 0;
if (want('stories')) {
  console.log(
    `\n━━ visual: every story, light and dark${update ? ' (updating baselines)' : ''} ━━`,
  );
  if (update)
    rmSync(path.join(root, '.storybook/visual/__screenshots__'), { recursive: true, force: true });
  const code = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--project',
    'visual',
    ...(update ? ['--update'] : []),
  ]);
  if (code !== 0) failed++;
  else if (update) recordBaselineBrowser('stories');
}
if (want('app')) {
  console.log(
    `\n━━ visual: app routes at 375 and 1280 px${update ? ' (updating baselines)' : ''} ━━`,
  );
  if (
    run('pnpm', ['--filter', '@folio/app', 'run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }) !== 0
  ) {
    failed++;
  } else {
    if (update)
      rmSync(path.join(root, 'e2e/__screenshots__/visual.spec.ts'), {
        recursive: true,
        force: true,
      });
    const code = run('pnpm', [
      'exec',
      'playwright',
      'test',
      'e2e/visual.spec.ts',
      ...(update ? ['--update-snapshots=all'] : []),
    ]);
    if (code !== 0) failed++;
    else if (update) recordBaselineBrowser('app');
  }
}
if (update && !failed)
  console.log('\nBaselines written. Review them (git status, git diff --stat) and commit.');
process.exit(failed ? 1 : 0);
