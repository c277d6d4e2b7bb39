import type { components } from '@folio/contract';
import { CHAT_MESSAGES, CHAT_TYPING_INTERVAL_MS } from '@folio/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ApiClient } from '../client.ts';
import type { ConversationChannelOptions } from './conversationChannel.ts';
import type { ChannelState } from './liveChannel.ts';
import { emptyTimeline, failed, mergeMessages, sending } from './timeline.ts';
import type { ChatTimeline, PendingMessage } from './timeline.ts';

type ChatConversation = components['schemas']['ChatConversation'];
type ChatMessage = components['schemas']['ChatMessage'];

/** One conversation as either side shows it and writes in it. */
export interface ConversationView {
  conversation: ChatConversation | null;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  connection: ChannelState;
  /** The name of the other side while they type, else null. */
  typingName: string | null;
  /** A failure to show (loading, an action), else null. */
  error: string | null;
  send(text: string): void;
  retry(clientId: string): void;
  typing(): void;
  end(): void;
}

/** What either side's hooks are made with. */
export interface ConversationHookOptions {
  /** The API root the client uses (the live channels are read with `fetch`, not the client). */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** A new message id for each send (tests give their own). */
  newClientId?: () => string;
}

/** How one side reaches the API: its credentials, its `fetch` and its message ids. */
export interface ConversationSide {
  client: ApiClient;
  baseUrl: string;
  /**
   * Headers each request adds besides the session's bearer token, which the client adds (the
   * visitor's token; none for a member or an administrator).
   */
  headers: () => Record<string, string>;
  fetch?: typeof globalThis.fetch;
  newClientId: () => string;
}

/** One side's `ConversationSide` from its hooks' options, its credentials and its message ids. */
export function conversationSide(
  client: ApiClient,
  options: ConversationHookOptions,
  headers: ConversationSide['headers'],
  newClientId: ConversationSide['newClientId'],
): ConversationSide {
  return {
    client,
    baseUrl: options.baseUrl,
    headers,
    ...(options.fetch && { fetch: options.fetch }),
    newClientId,
  };
}

/**
 * One conversation as either side holds it (docs/adr/0032-live-chat.md): the conversation, its
 * timeline, the live channel's state, who types and the failure to show, with the live channel's
 * handlers that fill them. The visitor's chat box and the administrator's inbox both use it.
 */
export function useConversationState(side: ConversationSide) {
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [timeline, setTimeline] = useState<ChatTimeline>(emptyTimeline);
  const [connection, setConnection] = useState<ChannelState>('connecting');
  const [typingName, setTypingName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  // Where the live channel resumes: after the newest message held.
  useEffect(() => {
    last.current = timeline.lastId;
  }, [timeline.lastId]);

  const merge = useCallback((incoming: readonly ChatMessage[]) => {
    setTimeline((current) => mergeMessages(current, incoming));
  }, []);

  /** The live channel of conversation `id`, resuming after the newest message held. */
  const channel = (id: number, watches: ConversationChannelOptions['watches']) => ({
    baseUrl: side.baseUrl,
    id,
    watches,
    // The channel is read with `fetch`, not the client: it sends the session's token itself.
    headers: () => {
      const token = side.client.session.getToken();
      return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...side.headers() };
    },
    lastId: () => last.current,
    ...(side.fetch && { fetch: side.fetch }),
    onState: setConnection,
    onRefused: () => setError(CHAT_MESSAGES.loadFailed),
    onMessage: (message: ChatMessage) => {
      merge([message]);
      last.current = Math.max(last.current, message.id);
    },
    onConversation: setConversation,
    onTyping: setTypingName,
  });

  /** Forgets the conversation (another is opened, or a new chat). */
  const reset = () => {
    setConversation(null);
    setTimeline(emptyTimeline);
    setError(null);
  };

  return {
    conversation,
    setConversation,
    timeline,
    setTimeline,
    connection,
    setConnection,
    typingName,
    setTypingName,
    error,
    setError,
    last,
    merge,
    channel,
    reset,
  };
}

type ConversationState = ReturnType<typeof useConversationState>;

/**
 * What either side writes in conversation `id` (undefined while there is none): a message sent
 * with a client id, so a retry is stored once, a failed one kept to retry, and the typing signal,
 * at most one per `CHAT_TYPING_INTERVAL_MS`.
 */
function useConversationWriting(
  side: ConversationSide,
  state: ConversationState,
  id: number | undefined,
) {
  const { merge, setTimeline, setError } = state;
  const lastTyping = useRef(0);
  const post = useCallback(
    async (clientId: string, body: string) => {
      if (id === undefined) return;
      setTimeline((current) => sending(current, clientId, body));
      const { data, error: refused } = await side.client.POST('/chat/conversations/{id}/messages', {
        params: { path: { id } },
        body: { body, client_id: clientId },
        headers: side.headers(),
      });
      if (data) {
        merge([data.data, ...data.replies]);
        setError(null);
      } else {
        setTimeline((current) => failed(current, clientId));
        setError(errorMessage(refused, CHAT_MESSAGES.sendFailed));
      }
    },
    // `side` is made once per hook factory: it never changes.
    [side, id, merge, setTimeline, setError],
  );

  return {
    send: (text: string) => void post(side.newClientId(), text),
    retry: (clientId: string) => {
      const message = state.timeline.pending.find((pending) => pending.clientId === clientId);
      if (message) void post(clientId, message.body);
    },
    typing: () => {
      const now = Date.now();
      if (id === undefined || now - lastTyping.current < CHAT_TYPING_INTERVAL_MS) return;
      lastTyping.current = now;
      void side.client.POST('/chat/conversations/{id}/typing', {
        params: { path: { id } },
        headers: side.headers(),
      });
    },
  };
}

/**
 * Conversation `id` as either side shows it and writes in it (undefined while there is none):
 * what `state` holds and the writing, all of ConversationView but how the side ends it.
 */
export function useConversationView(
  side: ConversationSide,
  state: ConversationState,
  id: number | undefined,
): Omit<ConversationView, 'end'> {
  const writing = useConversationWriting(side, state, id);
  return {
    conversation: state.conversation,
    messages: state.timeline.messages,
    pending: state.timeline.pending,
    connection: state.connection,
    typingName: state.typingName,
    error: state.error,
    ...writing,
  };
}
