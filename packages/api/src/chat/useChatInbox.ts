import type { components } from '@folio/contract';
import { CHAT_MESSAGES, type ChatInboxFilter } from '@folio/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ApiClient } from '../client.ts';
import { openConversationChannel } from './conversationChannel.ts';
import { openLiveChannel, type ChannelState } from './liveChannel.ts';
import { conversationSide, useConversationState, useConversationView } from './useConversation.ts';
import type { ConversationHookOptions, ConversationView } from './useConversation.ts';

type ChatConversation = components['schemas']['ChatConversation'];

/** What the administrators' inbox shows (docs/requirements.md §2 "Customer-service chat"). */
export interface ChatInboxState {
  /** The list asked for; null while it loads (or when it could not be read). */
  conversations: readonly ChatConversation[] | null;
  counts: { waiting: number; mine: number } | null;
  connection: ChannelState;
  error: string | null;
}

/** One conversation on the administrator's side: read, taken over, answered, ended. */
export interface AgentChatState extends ConversationView {
  takeOver(): void;
}

export type ChatInboxHookOptions = ConversationHookOptions;

/**
 * The administrators' side of the chat (docs/adr/0032-live-chat.md), on the app's client with
 * the administrator's session: the inbox, read again whenever its live channel says a
 * conversation changed, and one conversation at a time, live, answered with a client id so a
 * retry is stored once.
 */
export function createChatInboxHooks(client: ApiClient, options: ChatInboxHookOptions) {
  const newClientId = options.newClientId ?? (() => crypto.randomUUID());
  const bearer = (): Record<string, string> => {
    const token = client.session.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  function useChatInbox(filter: ChatInboxFilter): ChatInboxState {
    const [conversations, setConversations] = useState<readonly ChatConversation[] | null>(null);
    const [counts, setCounts] = useState<ChatInboxState['counts']>(null);
    const [connection, setConnection] = useState<ChannelState>('connecting');
    const [error, setError] = useState<string | null>(null);
    const asked = useRef(0);

    /** Reads the list; an answer to an older request (another tab chosen since) is dropped. */
    const load = useCallback(async () => {
      const request = ++asked.current;
      const { data, error: refused } = await client.GET('/chat/inbox', {
        params: { query: { status: filter } },
      });
      if (request !== asked.current) return;
      if (data) {
        setConversations(data.data);
        setCounts(data.counts);
        setError(null);
      } else setError(errorMessage(refused, CHAT_MESSAGES.loadFailed));
    }, [filter]);

    useEffect(() => {
      setConversations(null);
      void load();
    }, [load]);

    // The live channel: any change reads the list again (it does not replay, docs/adr/0032).
    const reload = useRef(load);
    reload.current = load;
    useEffect(
      () =>
        openLiveChannel({
          url: `${options.baseUrl}/chat/inbox/events`,
          headers: bearer,
          lastId: () => 0,
          ...(options.fetch && { fetch: options.fetch }),
          onState: setConnection,
          onRefused: () => undefined,
          onEvent: () => void reload.current(),
        }),
      [],
    );

    return { conversations, counts, connection, error };
  }

  const side = conversationSide(client, options, () => ({}), newClientId);

  function useAgentChat(id: number | null): AgentChatState {
    const state = useConversationState(side);
    const { conversation, setConversation, timeline, setTypingName, setError, reset, last } = state;

    useEffect(() => {
      reset();
      setTypingName(null);
      last.current = 0;
      if (id === null) return;
      // The channel sends `ready` with the conversation, then every message after `lastId`:
      // from 0, the whole history, each once.
      return openConversationChannel(state.channel(id, 'visitor'));
      // The channel's handlers only set state: only another conversation opens another.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [id]);

    const view = useConversationView(side, state, id ?? undefined);

    const act = useCallback(
      async (what: 'takeover' | 'close') => {
        if (id === null) return;
        const { data, error: refused } = await client.POST(
          what === 'takeover'
            ? '/chat/conversations/{id}/takeover'
            : '/chat/conversations/{id}/close',
          { params: { path: { id } } },
        );
        if (data) {
          setConversation(data.data);
          setError(null);
        } else setError(errorMessage(refused, CHAT_MESSAGES.actionFailed));
      },
      [id, setConversation, setError],
    );

    // What the administrator has seen is read (the visitor sees 已讀).
    const newest = timeline.lastId;
    const readId = conversation?.agent_read_id ?? 0;
    const held = conversation?.status === 'agent';
    useEffect(() => {
      if (id === null || !held || newest <= readId) return;
      void client.POST('/chat/conversations/{id}/read', {
        params: { path: { id } },
        body: { last_read_id: newest },
      });
    }, [id, held, newest, readId]);

    return {
      ...view,
      takeOver: () => void act('takeover'),
      end: () => void act('close'),
    };
  }

  return { useChatInbox, useAgentChat };
}
