import { createApiHooks, type EventList } from '@folio/api';
import { api } from '../../api';
import { EVENTS_PAGE_ONE_ID } from '../../prerender/prerendered';

const hooks = createApiHooks(api);

/** The events screens' calls (docs/architecture.md §2), on the app's one client. */
export const { useEvents, EventsFallback, useEvent, useCreateEvent, useUpdateEvent } = hooks;

/**
 * Puts the first page of events the server sent with /events (prerender/prerendered.ts,
 * `EVENTS_PAGE_ONE_ID`) in the cache and removes it from the document, so the app's first render
 * shows the rows the server drew. They are as fresh as the page, so that first showing does not
 * ask for them again; coming back to page 1 later does (`primeEvents`). The events screen calls it
 * when its module loads, which main.tsx waits for before that render.
 */
export function primeEventsPageOne() {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(EVENTS_PAGE_ONE_ID);
  if (!element) return;
  // Cast: the server wrote this element from GET /api/events?page=1's answer, an EventList.
  const list = JSON.parse(element.textContent ?? '') as EventList;
  element.remove();
  void hooks.primeEvents({ page: 1 }, list);
}
