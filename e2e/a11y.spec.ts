/**
 * Accessibility of every screen: each path of the route table (docs/requirements.md §2), in the light and the dark
 * theme, scanned by axe-core for WCAG 2.1 A and AA. Any violation fails, listed per path. The same
 * visit then zooms in: a visitor's screen must fit 188 CSS px (e2e/zoom.spec.ts walks the routes
 * as a member and as an administrator), checked here so that each path is loaded once.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appRoutes, samplePath } from '../packages/app/src/routes';
import { expect, test } from './fixtures';
import { misfits, settled, transitionsEnded, zoomedPhone } from './screenChecks';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A short, readable list of the violations on the current page. */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
}

/**
 * Switches to the dark theme the way a visitor does (the app bar's switch); when the switch is not
 * reachable (no app bar, or a modal dialog in front of it) through storage and a reload.
 */
async function toDark(page: Page) {
  const toggle = page.getByRole('button', { name: '切換為深色主題' });
  const modalOpen = (await page.locator('dialog[open]').count()) > 0;
  if (!modalOpen && (await toggle.isVisible())) await toggle.click();
  else {
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('a11y-keep-theme', '1');
    });
    await page.reload();
    await settled(page);
    await page.evaluate(() => sessionStorage.removeItem('a11y-keep-theme'));
  }
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  // The theme's colours fade (CSS transitions): scan once they have ended, not mid-way.
  await transitionsEnded(page);
}

// One test per path, so a slow machine times out no single long test and a failure names its path.
for (const route of appRoutes) {
  const url = samplePath(route.path);
  test(`${url} has no WCAG 2.1 AA violations, light and dark, and fits 188 px`, async ({
    page,
    problems,
  }) => {
    // Every visit starts in the light theme; the dark one is switched on after the light scan.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('a11y-keep-theme')) localStorage.setItem('theme', 'light');
    });
    await page.goto(url);
    await settled(page);
    await expect(page.locator('html'), url).toHaveCSS('color-scheme', 'light');
    expect.soft(await violations(page), `${url} (light)`).toEqual([]);
    await toDark(page);
    expect.soft(await violations(page), `${url} (dark)`).toEqual([]);
    await page.setViewportSize(zoomedPhone);
    await transitionsEnded(page);
    expect.soft(await misfits(page), `${url} at ${zoomedPhone.width} px`).toEqual([]);
    expect(problems).toEqual([]);
  });
}
