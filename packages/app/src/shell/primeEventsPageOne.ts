import type { EventList } from '@folio/api';
import { primeEvents } from './apiHooks';
import { EVENTS_PAGE_ONE_ID } from './eventsPageOne';

/**
 * Puts the first page of events the server sent with /events (eventsPageOne.ts) in the cache and
 * removes it from the document, so the app's first render shows the rows the server drew. They
 * are as fresh as the page, so that first showing does not ask for them again; coming back to
 * page 1 later does (`primeEvents`). The events screen calls it when its module loads, which
 * main.tsx waits for before that render.
 */
export function primeEventsPageOne() {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(EVENTS_PAGE_ONE_ID);
  if (!element) return;
  // Cast: the server wrote this element from GET /api/events?page=1's answer, an EventList.
  const list = JSON.parse(element.textContent ?? '') as EventList;
  element.remove();
  void primeEvents({ page: 1 }, list);
}
