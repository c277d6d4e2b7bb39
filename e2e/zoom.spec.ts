/**
 * Zoomed in (docs/requirements.md §2): 200 % on a 375 px phone leaves about 188 CSS px. Every
 * path of the route table, logged out, as a member and as an administrator, fits that width:
 * nothing scrolls sideways, the app bar's controls stay on the screen, and headings keep a
 * readable width (not one character a line).
 */
import type { Page } from '@playwright/test';
import { appRoutes, samplePath } from '../packages/app/src/routes';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin, registeredMember, storeSession, type Session } from './api';
import { expect, test } from './fixtures';

const width = 188;

test.use({ viewport: { width, height: 370 } });

/**
 * The screen has rendered: main has content and the network is quiet, or, on a screen that holds a
 * live channel open (the chat box, the administrators' inbox), that screen is shown.
 */
async function settled(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await Promise.race([
    page.waitForLoadState('networkidle'),
    page.locator('[data-folio="chat-box"][data-connection="open"]').waitFor(),
    page.locator('[data-folio="chat-inbox"]').waitFor(),
  ]);
}

/** What does not fit: the page's sideways overflow, the bar's controls off the screen, narrow headings. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const bar = document.querySelector('header');
    for (const control of bar?.querySelectorAll('a, button, input, select') ?? []) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.left < 0 || box.right > root.clientWidth + 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        found.push(`app bar control "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    // A heading narrower than three characters of its own size wraps a character or two a line.
    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
      if (!shown(heading)) continue;
      const size = parseFloat(getComputedStyle(heading).fontSize);
      const box = heading.getBoundingClientRect();
      const text = heading.textContent?.trim() ?? '';
      if (box.width < Math.min(3, [...text].length) * size - 0.5) {
        found.push(`heading "${text.slice(0, 20)}" only ${Math.round(box.width)} px wide`);
      }
    }
    return found;
  });
}

const roles: { name: string; session?: (page: Page) => Promise<Session> }[] = [
  { name: 'a visitor' },
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
    problems,
  }) => {
    test.setTimeout(300_000);
    if (role.session) {
      const session = await role.session(page);
      await page.goto('/');
      await storeSession(page, session);
    }
    for (const route of appRoutes) {
      const url = samplePath(route.path);
      await page.goto(url);
      await settled(page);
      expect.soft(await misfits(page), url).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
