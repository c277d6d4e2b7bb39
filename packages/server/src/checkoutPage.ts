import { readFile } from 'node:fs/promises';
import { COMPANY_FLAG_PATTERN, MEMBER_HINT_COOKIE, routePaths } from '@folio/rules';
import type { DrawnPage } from './eventsPage.ts';
import { keptDrawings, renderModuleLoader } from './keptDrawings.ts';

/** What the app's server module (packages/app/src/prerender/renderCheckout.tsx) exports. */
interface RenderModule {
  renderCheckout: (at: string, template: string) => Promise<string>;
}

/** The one parameter each page reads, and the values drawn (any other address goes undrawn). */
const DRAWN_QUERY: Record<string, RegExp> = {
  [routePaths.checkoutConfirm]: new RegExp(`^(?:shop=${COMPANY_FLAG_PATTERN.slice(1, -1)})?$`),
  [routePaths.checkoutResult]: /^(?:order=[1-9][0-9]{0,9})?$/,
};

const MEMBER_HINT = new RegExp(`(?:^|;)\\s*${MEMBER_HINT_COOKIE}=1\\s*(?:;|$)`);

/**
 * The address to draw for a request of the checkout's confirm or result page, or null: another
 * path, a query other than the page's one parameter, or a browser whose cookies say a member's
 * session is stored in it (`MEMBER_HINT_COOKIE`; that member gets the build's page undrawn and
 * the app draws what they see, as before).
 */
export function checkoutPageAddress(url: string, cookie: string | undefined): string | null {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  const allowed = DRAWN_QUERY[pathname];
  if (!allowed?.test(query)) return null;
  if (cookie !== undefined && MEMBER_HINT.test(cookie)) return null;
  return query ? `${pathname}?${query}` : pathname;
}

/** How many drawn addresses are kept (one per shop, or per order of a visitor's return). */
const KEPT = 32;

/**
 * The checkout's confirm and result pages drawn as a visitor sees them (the login prompt, the
 * member-only notice), so that their largest paint needs no JavaScript
 * (docs/adr/0013-fast-as-shipped.md, decision 14). The drawing is the app's own components
 * (renderCheckout.tsx, in the server module the build writes with renderEvents.tsx); it needs no
 * data, only the address, for the links that come back to it. A drawing is kept with its
 * compressed copies until the template changes (the last `KEPT` addresses).
 */
export function checkoutPageDrawer(renderModule: string) {
  const load = renderModuleLoader<RenderModule>(renderModule);
  if (!load) return null;
  const drawn = keptDrawings(KEPT);

  return async function draw(templateFile: string, at: string): Promise<DrawnPage> {
    const template = await readFile(templateFile, 'utf8');
    return drawn(at, [template], () =>
      load().then(({ renderCheckout }) => renderCheckout(at, template)),
    );
  };
}
