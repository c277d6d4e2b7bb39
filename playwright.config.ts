import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

/** The port of the server under test; chosen by config, never assumed free (--strictPort semantics). */
const port = Number(process.env.E2E_PORT ?? 4317);
/**
 * The server's data directory, chosen once: the config is read again in every worker, which
 * inherits the runner's environment, so the journeys that act as the operator (e2e/operator.ts:
 * `pnpm admin:create`) reach the same database.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `folio-e2e-${port}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * `pnpm test` runs the journeys as two processes at once, each with a server of its own
 * (scripts/test.mjs): group 1 is these files (about half the time), group 2 every other file, so a
 * new file lands in group 2. Without E2E_GROUP, every file runs.
 */
const groupOne = ['a11y', 'demos', 'signin', 'images'].map((name) => `**/${name}.spec.ts`);
const group = process.env.E2E_GROUP;

export default defineConfig({
  testDir: './e2e',
  // Each group its own results folder: a run empties its folder when it starts.
  outputDir: group ? `test-results/e2e-group-${group}` : 'test-results',
  ...(group === '1' ? { testMatch: groupOne } : {}),
  ...(group === '2' ? { testIgnore: groupOne } : {}),
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Visual baselines (e2e/visual.spec.ts) live in e2e/__screenshots__ and are compared exactly.
  // Missing ones fail in CI; locally they are written. `pnpm test:visual --update` rewrites them.
  snapshotPathTemplate:
    '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}-{platform}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-TW',
    // A trace is recorded through every test and kept only for a failed one: in CI, which keeps
    // only the run's output (scripts/test.mjs), that cost a tenth to a fifth of each test's time
    // for nothing (9 paths of the a11y walk, two interleaved pairs of runs: 0.81 and 0.90 without).
    // A failure there still leaves its error, page snapshot (error-context.md) and a screenshot;
    // rerun it locally for the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'only-on-failure' : 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
        // E2E_WIDTH walks the journeys at another width (see e2e/fixtures.ts).
        ...(process.env.E2E_WIDTH
          ? { viewport: { width: Number(process.env.E2E_WIDTH), height: 800 } }
          : {}),
      },
    },
  ],
  // The production build served by the real server process, with a fresh data directory.
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: the journeys' members register from addresses of their own (e2e/api.ts
    // registeredMember), as visitors do, instead of all from 127.0.0.1 against one limit of 20.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: 'silent',
      TRUST_PROXY: '1',
    },
  },
});
