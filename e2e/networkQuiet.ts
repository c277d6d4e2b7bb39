/**
 * When a page's network has gone quiet. Playwright's `networkidle` waits for 500 ms without a
 * request, a fixed half second per screen that the route walks (e2e/a11y.spec.ts, e2e/zoom.spec.ts)
 * paid about 200 times a run; a screen's requests follow each other within a few milliseconds
 * (the screen's code, then its data, then its pictures), so a shorter quiet spell says the same.
 */
import type { Page, Request } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on (e2e/fixtures.ts does it for every page). */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Resolves once no request of the page has been open for `quietMs` in a row (or the page has
 * closed: a walk that raced this against another sign of a settled screen has moved on).
 */
export async function networkQuiet(page: Page, quietMs = 200) {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: the page was not tracked (use e2e/fixtures.ts)');
  let quietSince = open.size ? 0 : Date.now();
  while (!page.isClosed()) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (open.size) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}
