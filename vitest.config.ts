import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// A fresh object per project: Vitest mutates the browser options it is given (toolchain.md).
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['packages/{ui,api,app}/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: chromium(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
