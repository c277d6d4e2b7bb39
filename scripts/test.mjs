// `pnpm test`: everything that guards main, in order, in real Chromium. Used by .ci/run.
// Each step runs even when an earlier one failed, so one run shows every problem; exit 1 if any failed.
import { failureLines } from './failure-digest.mjs';
import {
  ensureChromium,
  ensureInstalled,
  ensurePostgres,
  holdTestLock,
  runQuietly,
} from './lib.mjs';
import { browserMismatch } from './visual-browser.mjs';

await holdTestLock();
ensureInstalled();
process.env.CHROMIUM_PATH = ensureChromium();
const browserWarning = browserMismatch();
if (browserWarning) console.log(browserWarning);

// A stage is one step, or several steps run side by side (their output is shown when all have
// ended): the machine CI uses has two cores, and these pairs keep both busy (docs/architecture.md §5).
const stages = [
  [
    ['lint (eslint + prettier)', 'pnpm', ['run', 'lint']],
    ['typecheck', 'pnpm', ['run', 'typecheck']],
    // Files, dependencies and exports nothing uses (knip.json names the entries it cannot see).
    ['unused code (knip)', 'pnpm', ['run', 'unused']],
    ['contract lint (redocly)', 'pnpm', ['exec', 'redocly', 'lint', 'openapi.yaml']],
  ],
  [
    [
      'unit and server tests',
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'unit', '--project', 'server'],
    ],
  ],
  // The whole server suite again on a scratch PostgreSQL cluster (ADR 0012).
  [['server tests on PostgreSQL', 'pnpm', ['exec', 'vitest', 'run', '--project', 'server-pg']]],
  // The static Storybook a designer (and Chromatic) gets, with every play function, axe report and
  // console error checked in it. The same plays under Vitest (`pnpm test:stories`) are the quick
  // loop while writing a story; CI runs them once, here (docs/adr/0035-one-ci-run-of-each-kind.md).
  [['Storybook build', 'pnpm', ['run', 'build-storybook']]],
  [
    [
      'stories in the built Storybook',
      'pnpm',
      ['exec', 'playwright', 'test', '--config', '.storybook/built/playwright.config.ts'],
    ],
  ],
  [
    [
      'visual regression of every story, light and dark',
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'visual'],
    ],
  ],
  [['build', 'pnpm', ['run', 'build']]],
  [['byte budgets (docs/architecture.md §6)', 'node', ['scripts/budgets.mjs']]],
  // One Playwright run: two at once were slower on two cores (739 s against 410 s for one), each
  // test about twice as long. E2E_GROUP (playwright.config.ts) still splits them by hand.
  [['e2e in Chromium', 'pnpm', ['exec', 'playwright', 'test']]],
];

const only = process.argv.slice(2);
const results = [];
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (steps.some(([name]) => name.includes('PostgreSQL'))) ensurePostgres();
  const started = Date.now();
  if (steps.length === 1) {
    const [name, command, args, env] = steps[0];
    console.log(`\n━━ ${name} ━━`);
    const { code, output } = await runQuietly(command, args, { env, echo: true });
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({ name, ok: code === 0, seconds, output });
    continue;
  }
  if (steps.length) console.log(`\n━━ side by side: ${steps.map(([name]) => name).join(' · ')} ━━`);
  const ended = await Promise.all(
    steps.map(async ([name, command, args, env]) => {
      const outcome = await runQuietly(command, args, { env });
      return { name, ...outcome, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  for (const { name, code, output, seconds } of ended) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    results.push({ name, ok: code === 0, seconds, output });
  }
}

// What failed, once more where the end of the output (all CI keeps of a long run) shows it.
for (const { name, output } of results.filter((r) => !r.ok)) {
  console.log(`\n━━ what failed in: ${name} ━━`);
  const lines = failureLines(output);
  console.log(
    lines.length ? lines.join('\n') : '(no failure lines recognised: see its output above)',
  );
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results) console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const visualFailed = results.some((r) => !r.ok && /visual|e2e/.test(r.name));
if (browserWarning && visualFailed) console.log(browserWarning);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
