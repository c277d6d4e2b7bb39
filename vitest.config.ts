import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// A fresh object per project: Vitest mutates the browser options it is given (docs/toolchain.md).
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

/** Screenshots for visual regression: still, at a fixed size, compared exactly (pixelmatch, 0 pixels). */
const visualBrowser = () => ({
  ...chromium(),
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
    // The page is larger than any story's viewport, so the test iframe is never scaled down (a
    // scaled iframe blurs every capture); tall stories grow the iframe up to this height.
    contextOptions: {
      viewport: { width: 1280, height: 4000 },
      reducedMotion: 'reduce' as const,
      colorScheme: 'light' as const,
    },
  }),
  viewport: { width: 1280, height: 800 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // One folder for every story's baseline, whichever of the suite's files captured it
      // (.storybook/visual/: the stories are split over files so that two pages capture at once).
      resolveScreenshotPath: ({
        root,
        testFileDirectory,
        screenshotDirectory,
        arg,
        browserName,
        platform,
        ext,
      }: {
        root: string;
        testFileDirectory: string;
        screenshotDirectory: string;
        arg: string;
        browserName: string;
        platform: string;
        ext: string;
      }) =>
        `${root}/${testFileDirectory}/${screenshotDirectory}/stories/${arg}-${browserName}-${platform}${ext}`,
    },
  },
});

/** How long a server test or set-up may take before it counts as hung. */
const serverTimeout = 90_000;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'packages/{ui,api,app,rules,contract}/src/**/*.test.{ts,tsx}',
            'packages/api/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // As the server's: `pnpm test` runs the two projects in one Vitest run, which needs one
          // worker count for both.
          maxWorkers: 2,
          // Some read every doc or source file: seconds, not milliseconds, on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'packages/server/test/**/*.test.ts',
            'packages/contract-check/test/**/*.test.ts',
          ],
          environment: 'node',
          pool: 'forks',
          // Two files at once: Vitest's default on two cores is one, and a server file waits on
          // its servers, timers and disk about half the time (docs/architecture.md §5).
          maxWorkers: 2,
          // Timeouts catch a hang, never a slow machine (speed is the benchmark's job): set-ups
          // start servers and seed them (argon2 hashes), 30 s and more on a busy 2-core machine.
          testTimeout: serverTimeout,
          hookTimeout: serverTimeout,
        },
      },
      {
        // The whole server suite again on PostgreSQL: a scratch cluster for the run, a database
        // per test server (packages/server/test/pg-global-setup.ts, helpers.ts).
        test: {
          name: 'server-pg',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Two files at once: Vitest's default on two cores is one, and a server file waits on
          // its servers, timers and disk about half the time (docs/architecture.md §5).
          maxWorkers: 2,
          testTimeout: serverTimeout,
          hookTimeout: serverTimeout,
          env: { FOLIO_TEST_ENGINE: 'postgres' },
          globalSetup: ['packages/server/test/pg-global-setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Browser mode runs one file at a time unless told (half the cores: 1 on CI's two).
          maxWorkers: 2,
          browser: chromium(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Local visual regression: every story in light and dark against committed baselines
        // (.storybook/visual/). `pnpm test:visual --update` rewrites the baselines.
        plugins: [react()],
        test: {
          name: 'visual',
          // Browser mode runs one file at a time unless told (half the cores: 1 on CI's two).
          maxWorkers: 2,
          include: ['.storybook/visual/**/*.visual.test.tsx'],
          browser: visualBrowser(),
          setupFiles: ['.storybook/visual/setup.ts'],
          globalSetup: ['.storybook/visual/globalSetup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
