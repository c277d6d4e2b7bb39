import { createSession } from '@folio/api';

/**
 * What the frame needs at start without the API client: the browser session and the 401 signal.
 * The client itself (api.ts, openapi-fetch) loads with the first screen that calls the API, so the
 * landing route does not download it (issue 13).
 */

/** The browser session: access_token, user and saved_email in localStorage. */
export const session = createSession();

const unauthorizedListeners = new Set<() => void>();

/** Subscribes to "a secured call answered 401" (the session is already cleared). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells every subscriber that a secured call answered 401. */
export function notifyUnauthorized() {
  unauthorizedListeners.forEach((listener) => listener());
}
