/**
 * Zoomed in (docs/requirements.md §2): 200 % on a 375 px phone leaves about 188 CSS px. Every
 * path of the route table, as a member and as an administrator, fits that width: nothing scrolls
 * sideways, the app bar's controls stay on the screen, and headings keep a readable width (not one
 * character a line). Logged out, each path is checked in the same visit as its axe scan
 * (e2e/a11y.spec.ts).
 */
import type { Page } from '@playwright/test';
import { appRoutes, samplePath } from '../packages/app/src/routes';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin, registeredMember, storeSession, type Session } from './api';
import { expect, test } from './fixtures';
import { misfits, settled, zoomedPhone } from './screenChecks';

test.use({ viewport: zoomedPhone });

const roles: { name: string; session: (page: Page) => Promise<Session> }[] = [
  {
    name: 'a member',
    session: async (page) => {
      const member = await registeredMember(page.request, 'zoom');
      return apiLogin(page.request, member.email, member.password);
    },
  },
  {
    name: 'an administrator',
    session: (page) => apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password),
  },
];

for (const role of roles) {
  test(`every route fits 188 CSS px (200 % on a phone) for ${role.name}`, async ({
    page,
    anotherPage,
    problems,
  }) => {
    test.setTimeout(300_000);
    const session = await role.session(page);
    await page.goto('/');
    await storeSession(page, session);
    // Two tabs of the same session take the table's paths in turn: one tab's screen loads while
    // the other's waits out its quiet network (settled) and is measured. Each path is still a
    // fresh load of its own; the walk took 0.70 of one tab's time (median of 5 interleaved pairs).
    const waiting = appRoutes.map((route) => samplePath(route.path));
    const walk = async (tab: Page) => {
      for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
        await tab.goto(url);
        await settled(tab);
        expect.soft(await misfits(tab), url).toEqual([]);
      }
    };
    await Promise.all([walk(page), walk(await anotherPage())]);
    expect(problems).toEqual([]);
  });
}
