import { createChatHooks, createChatInboxHooks } from '@folio/api';
import { api, apiRoot } from '../../api';

/** The chat's hooks on the app's one client (docs/adr/0032-live-chat.md). */
export const { useChat } = createChatHooks(api, { baseUrl: apiRoot });
/** The administrators' side: the inbox and one conversation. */
export const { useChatInbox, useAgentChat } = createChatInboxHooks(api, { baseUrl: apiRoot });
