import { createApiClient, createMutations } from '@folio/api';
import { keepMemberHint } from './session/memberHint';
import { session } from './session/session';

/** The API root (docs/architecture.md §2): same origin `/api` unless VITE_API_ROOT says otherwise. */
export const apiRoot: string = import.meta.env.VITE_API_ROOT ?? '/api';

/** Where uploaded event images are served (the API host's storage folder). */
export const storageRoot: string = import.meta.env.VITE_STORAGE_ROOT ?? '/storage';

/** The one API client of the app, on the app's one session. */
export const api = createApiClient({ baseUrl: apiRoot, session });

// The server's hint that a session is stored here (session/memberHint.ts).
keepMemberHint(session);

/** Logout for the app bar (SessionProvider loads this module only when the member logs out). */
export const { logout } = createMutations(api);
