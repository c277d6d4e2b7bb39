import { createChatHooks } from '@folio/api';
import { api, apiRoot } from '../../api';

/** The chat's hook on the app's one client (docs/adr/0032-live-chat.md). */
export const { useChat } = createChatHooks(api, { baseUrl: apiRoot });
