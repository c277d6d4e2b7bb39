import { createSession } from '@folio/api';

/**
 * The browser session (access_token, user and saved_email in localStorage): the one handle that
 * reads and writes it. The API client (api.ts) is made with it, so a login, a logout and a 401 all
 * go through it, and SessionProvider hears each change. It loads with the frame, without the
 * client (openapi-fetch loads with the first screen that calls the API: ADR 0013).
 */
export const session = createSession();
