/**
 * Visual regression of the main app routes at 375 px and 1280 px, compared with the baselines in
 * e2e/__screenshots__/visual.spec.ts/ (any difference fails). Update them with
 * `pnpm test:visual --update` and review the PNGs before committing.
 *
 * Deterministic by construction: this file starts its own server on a free port with a fresh
 * DATA_DIR, so /events shows exactly the seeded events whatever the other specs created; the clock
 * is frozen (footer year, today's date) and the time zone fixed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { browserMismatch } from '../scripts/visual-browser.mjs';
import { expect, test } from './fixtures';

/** A free TCP port on 127.0.0.1 (never assume one is free). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let server: ChildProcess | undefined;
let dataDir = '';
let base = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // A browser update moves pixels everywhere: say so before any comparison fails.
  const warning = browserMismatch(['app']);
  if (warning) console.warn(warning);
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-visual-'));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${base}/`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The sign-in through the development identity provider's first test user, back on the app. */
async function signInAtDevProvider(page: Page) {
  await page.getByRole('button', { name: '使用開發用帳號登入' }).click();
  await page.waitForURL((url) => url.origin !== base);
  await page.getByRole('button', { name: /以 林美玲 登入/ }).click();
  await page.getByRole('button', { name: '同意並繼續' }).click();
  await page.waitForURL((url) => url.origin === base && url.pathname !== '/callback');
}

/** A claim's value on the identity-provider test screen. */
const claim = (page: Page, name: string) =>
  page
    .locator('[data-folio="signin-test-view"] dt', { hasText: new RegExp(`^${name}$`) })
    .locator('+ dd');

/** The main routes, how each state is reached, and what shows that it has finished loading. */
const routes: {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** What the visitor does on `path` before the picture (a sign-in, say). */
  act?: (page: Page) => Promise<void>;
  /** Values the server makes anew each run (times, ports), hidden in the picture. */
  mask?: (page: Page) => Locator[];
}[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'events',
    path: '/events',
    ready: async (page) => {
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: /分頁|頁/ })).toBeVisible();
    },
  },
  {
    name: 'login-new',
    path: '/login-new',
    // With the development identity provider's button, which comes after the drawn form.
    ready: (page) => expect(page.getByRole('button', { name: '使用開發用帳號登入' })).toBeVisible(),
  },
  {
    name: 'register',
    path: '/register',
    ready: (page) => expect(page.getByRole('button', { name: /註冊/ }).first()).toBeVisible(),
  },
  {
    name: 'resume',
    path: '/resume',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'dashboard',
    path: '/test',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Analytics Overview' })).toBeVisible(),
  },
  {
    name: 'faq',
    path: '/faq',
    ready: (page) => expect(page.getByRole('button').nth(4)).toBeVisible(),
  },
  {
    name: 'data-table',
    path: '/data-table',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  {
    name: 'not-public',
    path: '/test/test-view',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'idp-test',
    path: '/test/idp-test',
    ready: (page) => expect(page.getByRole('button', { name: '使用開發用帳號登入' })).toBeVisible(),
  },
  {
    // Back from /callback: the member and the ID token's verified claims. The provider's port and
    // the token's times are the server's of this run.
    name: 'idp-test-claims',
    path: '/test/idp-test',
    act: signInAtDevProvider,
    ready: (page) => expect(claim(page, 'email')).toHaveText('meiling@example.com'),
    mask: (page) => ['iss', 'iat', 'exp', 'auth_time'].map((name) => claim(page, name)),
  },
  {
    // A callback whose sign-in this tab never started: the server's words and the way back.
    name: 'callback-error',
    path: '/callback?state=forged&code=forged',
    ready: (page) => expect(page.getByRole('alert')).toHaveText('登入流程已失效，請重新登入'),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible(),
  },
];

/** Loads every image now (lazy ones included) and waits until all are decoded. */
async function imagesLoaded(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

test.use({ timezoneId: 'Asia/Taipei', colorScheme: 'light' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1280 ? 740 : 800 } });

    for (const route of routes) {
      test(`${route.name} (${route.path})`, async ({ page, problems }) => {
        // A fixed "now": the footer's year and the calendar's today never change the picture.
        await page.clock.setFixedTime(new Date('2025-06-15T10:00:00+08:00'));
        await page.goto(`${base}${route.path}`);
        await route.act?.(page);
        await route.ready(page);
        await page.waitForLoadState('networkidle');
        await imagesLoaded(page);
        await expect(page).toHaveScreenshot(`${route.name}-${width}.png`, {
          fullPage: true,
          mask: route.mask?.(page),
        });
        expect(problems).toEqual([]);
      });
    }
  });
}
