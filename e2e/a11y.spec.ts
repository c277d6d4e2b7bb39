/**
 * Every screen, one visit per path of the route table (docs/requirements.md §2; ADR 0035): it has
 * its title and content without errors, never the 404 page; in the light and the dark theme it is
 * scanned by axe-core for WCAG 2.1 A and AA (any violation fails, listed per path); zoomed in, a
 * visitor's screen must fit 188 CSS px (e2e/zoom.spec.ts walks the routes as a member and as an
 * administrator).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appRoutes, routeTitle, samplePath } from '../packages/app/src/routes';
import { documentTitle } from '../packages/app/src/routing/page';
import { expect, mainText, test } from './fixtures';
import { misfits, settled, transitionsEnded, zoomedPhone } from './screenChecks';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A short, readable list of the violations on the current page. Legacy mode runs `axe.run` in the
 * page itself; the default mode runs `axe.runPartial` there and then opens a blank page of its own
 * to finish, a new page and a second copy of axe-core per scan (144 a run), for cross-origin frames,
 * which the app has none of. Same rules, same nodes: the test took 0.77 of its time (18 paths,
 * interleaved).
 */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag21aa)
    .setLegacyMode()
    .analyze();
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
  // The carrier's page sends a visitor on to its own login (CargoPage) as soon as it runs.
  const title = route.name === 'cargo' ? routeTitle('cargoLogin') : route.title;
  test(`${url} shows its screen, has no WCAG 2.1 AA violations, light and dark, and fits 188 px`, async ({
    page,
    problems,
  }) => {
    // Every visit starts in the light theme; the dark one is switched on after the light scan.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('a11y-keep-theme')) localStorage.setItem('theme', 'light');
    });
    await page.goto(url);
    await expect(page, url).toHaveTitle(documentTitle(title));
    await settled(page);
    await expect(page.getByRole('main'), url).not.toBeEmpty();
    expect(await mainText(page), url).not.toBe('');
    await expect(page.getByRole('heading', { name: '找不到這個頁面' }), url).toHaveCount(0);
    await expect(page.getByRole('main'), url).not.toContainText('Under construction');
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
