import { test as base, expect, type Page } from '@playwright/test';

/**
 * The browser's own line for an HTTP error answer or an aborted request. Journeys expect 4xx answers
 * (wrong password, revoked token) and cut the network on purpose; the app itself must log nothing.
 */
const browserNetworkLine =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_)/;

/** Collects page errors and console errors; a test fails if any appear. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !browserNetworkLine.test(message.text())) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    await use(problems);
    expect(problems, 'no page errors or console errors').toEqual([]);
  },
});

export { expect };

/** The visible text of the page's main region. */
export const mainText = async (page: Page) => (await page.getByRole('main').innerText()).trim();
