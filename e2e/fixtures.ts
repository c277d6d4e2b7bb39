import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './networkQuiet';

/**
 * The browser's own line for an HTTP error answer or an aborted request. Journeys expect 4xx answers
 * (wrong password, revoked token) and cut the network on purpose; the app itself must log nothing.
 */
const browserNetworkLine =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_)/;

/** The same line for the contract's one deliberate 500 (login with an unverified e-mail). */
const legacyUnverifiedLine = /^Failed to load resource: the server responded with a status of 500/;

/** For walking the journeys by eye: `E2E_SHOTS=dir E2E_THEME=dark E2E_WIDTH=375 pnpm test:e2e`. */
const shotsDir = process.env.E2E_SHOTS;
const theme = process.env.E2E_THEME;

interface Options {
  /** The test logs in with an unverified e-mail, which the legacy contract answers with a 500. */
  expectsUnverifiedLogin: boolean;
}

interface Fixtures {
  /** Page errors and console errors seen so far; any left at the end fails the test. */
  problems: string[];
  /**
   * Opens one more page in the test's browser context (its storage and session), set up as `page`
   * is and watched for the same problems: for a walk that loads two screens at a time.
   */
  anotherPage: () => Promise<Page>;
  /** Saves a full-page screenshot when E2E_SHOTS is set; does nothing otherwise. */
  shot: (name: string) => Promise<void>;
}

/**
 * Resolves once the app has taken over a page the server sent drawn (docs/adr/0013: the
 * prerendered screens are inert copies until then, so a test must not type into them).
 */
const appTakenOver = (page: Page) =>
  page.waitForFunction(() => document.querySelector('div[data-prerender]') === null);

/** Every load of a page waits for the app, as a user's first keystroke waits for it. */
async function prepare(page: Page) {
  trackRequests(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    await appTakenOver(page);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    await appTakenOver(page);
    return answer;
  };
  if (theme) {
    await page.addInitScript((mode) => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', mode);
    }, theme);
  }
}

/** Collects the page's errors and console errors (but for the expected network lines) in `problems`. */
function watchForProblems(page: Page, problems: string[], expectsUnverifiedLogin: boolean) {
  const expected = (text: string) =>
    browserNetworkLine.test(text) || (expectsUnverifiedLogin && legacyUnverifiedLine.test(text));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.text())) {
      problems.push(`console error: ${message.text()}`);
    }
  });
}

export const test = base.extend<Fixtures & Options>({
  expectsUnverifiedLogin: [false, { option: true }],
  page: async ({ page }, use) => {
    await prepare(page);
    await use(page);
  },
  anotherPage: async ({ page, problems, expectsUnverifiedLogin }, use) => {
    await use(async () => {
      const another = await page.context().newPage();
      await prepare(another);
      watchForProblems(another, problems, expectsUnverifiedLogin);
      return another;
    });
  },
  problems: [
    async ({ page, expectsUnverifiedLogin }, use) => {
      const problems: string[] = [];
      watchForProblems(page, problems, expectsUnverifiedLogin);
      await use(problems);
      expect(problems, 'no page errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
  shot: async ({ page }, use, testInfo) => {
    let n = 0;
    await use(async (name) => {
      if (!shotsDir) return;
      const width = page.viewportSize()?.width ?? 0;
      const slug = testInfo.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40);
      const file = `${slug}-${String(++n).padStart(2, '0')}-${name}-${width}-${theme ?? 'light'}.png`;
      await page.screenshot({ path: path.join(shotsDir, file), fullPage: true });
    });
  },
});

export { expect };

/** The visible text of the page's main region. */
export const mainText = async (page: Page) => (await page.getByRole('main').innerText()).trim();
