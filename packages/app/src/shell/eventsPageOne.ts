/**
 * The element in which the server sends /events its first page of events (GET
 * /api/events?page=1's answer, as JSON) with the page drawn from it (src/server/renderEvents.tsx);
 * main.tsx puts it in the cache before the app's first render (primeEventsPageOne.ts).
 */
export const EVENTS_PAGE_ONE_ID = 'events-page-1';
