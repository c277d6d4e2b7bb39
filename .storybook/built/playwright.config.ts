import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/** Where the built Storybook is served during the test (127.0.0.1 only). */
const port = Number(process.env.STORYBOOK_PORT ?? 4442);

/**
 * The stories' play functions against the static Storybook (`pnpm build-storybook`), as a designer
 * or Chromatic gets it: see stories.spec.ts. `pnpm test` builds Storybook first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['stories.spec.ts', 'docs.spec.ts'],
  outputDir: '../../test-results/storybook-built',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['dot']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-TW',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
