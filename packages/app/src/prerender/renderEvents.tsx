import type { EventList } from '@folio/api';
import { routePaths } from '@folio/rules';
import { EventsFallback } from '../features/events/hooks';
import { EVENTS_PAGE_ONE_ID } from './prerendered';
import { SERVER_DRAWN_PLACEHOLDER } from './prerendered';
import { drawScreen, inScript } from './drawScreen';

// This file is the server module's entry (vite.server.config.ts): the product pages' drawing
// and the checkout's go out with it.
export { renderProduct } from './renderProduct';
export { renderCheckout } from './renderCheckout';

/**
 * /events drawn on the server from its first page of events (docs/adr/0013-fast-as-shipped.md):
 * `pageOne` is GET /api/events?page=1's answer as sent, `template` the build's
 * routes/events.html. Returns that page with the list, as a visitor sees it in either theme, in
 * the placeholder's place, and with the styles and the answer itself in `<head>` (main.tsx
 * loads the events screen, which puts it in the cache, before the app's first render). The
 * server builds this module with the app (`vite build --ssr`, vite.server.config.ts) and calls
 * it (packages/server/src/eventsPage.ts).
 */
export async function renderEvents(pageOne: string, template: string) {
  const placeholder = `<div id="root">${SERVER_DRAWN_PLACEHOLDER}</div>`;
  if (!template.includes(placeholder)) throw new Error(`the template has no ${placeholder}`);
  // Cast: the server passes GET /api/events?page=1's answer, an EventList.
  const list = JSON.parse(pageOne) as EventList;
  const listQuery = { page: 1 };
  const { head, root } = await drawScreen(routePaths.events, (screen) => (
    <EventsFallback listQuery={listQuery} list={list}>
      {screen}
    </EventsFallback>
  ));
  const data = `<script type="application/json" id="${EVENTS_PAGE_ONE_ID}">${inScript(pageOne)}</script>`;
  return template
    .replace('</head>', `${head}${data}\n  </head>`)
    .replace(placeholder, `<div id="root">${root}</div>`);
}
