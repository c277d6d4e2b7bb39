/**
 * The attribute marking what the build drew into a page's HTML (packages/app/build/prerender.ts):
 * one drawing of the screen for both themes inside #root, and its styles in `<head>`. main.tsx
 * renders the app over them and removes them.
 */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/**
 * What the build writes inside #root for a screen the server draws (`prerender: 'server'` in
 * routes.ts): the server puts its drawing in its place (renderEvents.tsx). Should the server send
 * the page undrawn, main.tsx still sees a drawn page and renders over it.
 */
export const SERVER_DRAWN_PLACEHOLDER = `<div ${PRERENDER_ATTRIBUTE}="server"></div>`;

/**
 * The element in which the server sends /events its first page of events (GET
 * /api/events?page=1's answer, as JSON) with the page drawn from it (renderEvents.tsx); the events
 * screen puts it in the cache before the app's first render (features/events/hooks.ts,
 * `primeEventsPageOne`).
 */
export const EVENTS_PAGE_ONE_ID = 'events-page-1';
