import { createApiClient, createSession } from '@folio/api';

/** The API root (design.md §2): same origin `/api` unless VITE_API_ROOT says otherwise. */
export const apiRoot: string = import.meta.env.VITE_API_ROOT ?? '/api';

/** Where uploaded event images are served (the API host's storage folder). */
export const storageRoot: string = import.meta.env.VITE_STORAGE_ROOT ?? '/storage';

/** The browser session: access_token, user and saved_email in localStorage. */
export const session = createSession();

const unauthorizedListeners = new Set<() => void>();

/** Subscribes to "a secured call answered 401" (the session is already cleared). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The one API client of the app. */
export const api = createApiClient({
  baseUrl: apiRoot,
  onUnauthorized: () => unauthorizedListeners.forEach((listener) => listener()),
});
