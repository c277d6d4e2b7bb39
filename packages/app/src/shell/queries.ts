import { createApiHooks } from '@folio/api';
import { api } from './api';

/** SWR hooks on the app's client; kept out of the shell so SWR loads with the screens that read. */
export const { useEvents, useEvent, usePing, useInvalidateEvents } = createApiHooks(api);
