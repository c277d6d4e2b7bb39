import type { components } from '@folio/contract';
import { CHAT_MESSAGES, CHAT_TYPING_INTERVAL_MS, type ChatStatus } from '@folio/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ApiClient } from '../client.ts';
import { defaultStorage, type StorageLike } from '../session.ts';
import { openConversationChannel } from './conversationChannel.ts';
import type { ChannelState } from './liveChannel.ts';
import {
  emptyTimeline,
  failed,
  mergeMessages,
  sending,
  type ChatTimeline,
  type PendingMessage,
} from './timeline.ts';

type ChatConversation = components['schemas']['ChatConversation'];
type ChatMessage = components['schemas']['ChatMessage'];

/** Where a visitor without an account keeps their chat token (docs/requirements.md §3). */
export const CHAT_VISITOR_KEY = 'chat_visitor';

/** What the visitor's chat box shows and can do (docs/adr/0032-live-chat.md). */
export interface ChatState {
  conversation: ChatConversation | null;
  status: ChatStatus | null;
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
  handoff(): void;
  end(): void;
  /** Resolves to the message to show when the rating was refused. */
  rate(score: number, comment: string): Promise<string | undefined>;
  newChat(): void;
}

export interface ChatHookOptions {
  /** The API root the client uses (the live channel is read with `fetch`, not the client). */
  baseUrl: string;
  storage?: StorageLike | null;
  fetch?: typeof globalThis.fetch;
  /** A new message id for each send (tests give their own). */
  newClientId?: () => string;
}

/**
 * The visitor's side of the chat, on the app's client: starts or continues the caller's open
 * conversation (a member by their session, a visitor by the token kept under `chat_visitor`),
 * reads its history, keeps the live channel open while mounted, and sends with a client id so a
 * retry is never stored twice; a message not sent stays with its text (failed, to retry).
 */
export function createChatHooks(client: ApiClient, options: ChatHookOptions) {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const newClientId = options.newClientId ?? randomClientId;
  const readVisitor = () => {
    try {
      return storage?.getItem(CHAT_VISITOR_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const writeVisitor = (token: string | null) => {
    try {
      if (token) storage?.setItem(CHAT_VISITOR_KEY, token);
      else storage?.removeItem(CHAT_VISITOR_KEY);
    } catch {
      // Storage refused: the conversation lasts as long as the page.
    }
  };
  /** The caller's credentials: the member's bearer token (the client adds it), or the visitor's. */
  const visitorHeaders = (): Record<string, string> => {
    if (client.session.getToken()) return {};
    const token = readVisitor();
    return token ? { 'X-Chat-Visitor': token } : {};
  };

  /** The caller's open conversation, or a new one (after the last ended); else the message to show. */
  async function start(): Promise<ChatConversation | string> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { data, error, response } = await client.POST('/chat/conversations', {
        headers: visitorHeaders(),
      });
      if (data) {
        if (data.visitor_token) writeVisitor(data.visitor_token);
        return data.data;
      }
      // A visitor token the server no longer knows: start over as a new visitor.
      if (response.status === 401 && readVisitor() && !client.session.getToken()) {
        writeVisitor(null);
        continue;
      }
      return errorMessage(error, CHAT_MESSAGES.startFailed);
    }
    return CHAT_MESSAGES.startFailed;
  }

  /** Every stored message of conversation `id` after `after`. */
  async function history(id: number, after: number): Promise<ChatMessage[] | string> {
    const all: ChatMessage[] = [];
    let from = after;
    for (;;) {
      const { data, error } = await client.GET('/chat/conversations/{id}/messages', {
        params: { path: { id }, query: { after: from } },
        headers: visitorHeaders(),
      });
      if (!data) return errorMessage(error, CHAT_MESSAGES.loadFailed);
      all.push(...data.data);
      if (!data.has_more || data.data.length === 0) return all;
      from = data.data.at(-1)?.id ?? from;
    }
  }

  function useChat(): ChatState {
    const [conversation, setConversation] = useState<ChatConversation | null>(null);
    const [timeline, setTimeline] = useState<ChatTimeline>(emptyTimeline);
    const [connection, setConnection] = useState<ChannelState>('connecting');
    const [typingName, setTypingName] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [round, setRound] = useState(0);
    const last = useRef(0);
    const lastTyping = useRef(0);
    last.current = timeline.lastId;

    const merge = useCallback((incoming: readonly ChatMessage[]) => {
      setTimeline((current) => mergeMessages(current, incoming));
    }, []);

    useEffect(() => {
      let stopped = false;
      let close: (() => void) | null = null;
      void (async () => {
        const started = await start();
        if (stopped) return;
        if (typeof started === 'string') {
          setError(started);
          setConnection('closed');
          return;
        }
        setConversation(started);
        const messages = await history(started.id, 0);
        if (stopped) return;
        if (typeof messages === 'string') setError(messages);
        else {
          merge(messages);
          // The channel opens before the next render: it resumes after these.
          last.current = messages.at(-1)?.id ?? last.current;
        }
        close = openConversationChannel({
          baseUrl: options.baseUrl,
          id: started.id,
          watches: 'staff',
          headers: () => {
            const token = client.session.getToken();
            return token ? { Authorization: `Bearer ${token}` } : visitorHeaders();
          },
          lastId: () => last.current,
          ...(options.fetch && { fetch: options.fetch }),
          onState: setConnection,
          onRefused: () => setError(CHAT_MESSAGES.loadFailed),
          onMessage: (message) => merge([message]),
          onConversation: setConversation,
          onTyping: setTypingName,
        });
      })();
      return () => {
        stopped = true;
        close?.();
      };
    }, [merge, round]);

    const id = conversation?.id;
    const post = useCallback(
      async (clientId: string, body: string) => {
        if (id === undefined) return;
        setTimeline((current) => sending(current, clientId, body));
        const { data, error: refused } = await client.POST('/chat/conversations/{id}/messages', {
          params: { path: { id } },
          body: { body, client_id: clientId },
          headers: visitorHeaders(),
        });
        if (data) {
          merge([data.data, ...data.replies]);
          setError(null);
        } else {
          setTimeline((current) => failed(current, clientId));
          setError(errorMessage(refused, CHAT_MESSAGES.sendFailed));
        }
      },
      [id, merge],
    );

    /** An action on the conversation that answers it; a failure is shown. */
    const act = useCallback(
      async (path: '/handoff' | '/close') => {
        if (id === undefined) return;
        const { data, error: refused } = await client.POST(
          path === '/handoff'
            ? '/chat/conversations/{id}/handoff'
            : '/chat/conversations/{id}/close',
          { params: { path: { id } }, headers: visitorHeaders() },
        );
        if (data) setConversation(data.data);
        else setError(errorMessage(refused, CHAT_MESSAGES.actionFailed));
      },
      [id],
    );

    // What the visitor has seen is read (the other side shows 已讀).
    const newest = timeline.lastId;
    const readId = conversation?.visitor_read_id ?? 0;
    useEffect(() => {
      if (id === undefined || newest <= readId) return;
      void client.POST('/chat/conversations/{id}/read', {
        params: { path: { id } },
        body: { last_read_id: newest },
        headers: visitorHeaders(),
      });
    }, [id, newest, readId]);

    return {
      conversation,
      status: conversation?.status ?? null,
      messages: timeline.messages,
      pending: timeline.pending,
      connection,
      typingName,
      error,
      send: (text) => void post(newClientId(), text),
      retry: (clientId) => {
        const message = timeline.pending.find((pending) => pending.clientId === clientId);
        if (message) void post(clientId, message.body);
      },
      typing: () => {
        const now = Date.now();
        if (id === undefined || now - lastTyping.current < CHAT_TYPING_INTERVAL_MS) return;
        lastTyping.current = now;
        void client.POST('/chat/conversations/{id}/typing', {
          params: { path: { id } },
          headers: visitorHeaders(),
        });
      },
      handoff: () => void act('/handoff'),
      end: () => void act('/close'),
      rate: async (score, comment) => {
        if (id === undefined) return CHAT_MESSAGES.actionFailed;
        const { data, error: refused } = await client.POST('/chat/conversations/{id}/rating', {
          params: { path: { id } },
          body: comment.trim() === '' ? { score } : { score, comment },
          headers: visitorHeaders(),
        });
        if (data) {
          setConversation(data.data);
          return undefined;
        }
        return errorMessage(refused, CHAT_MESSAGES.actionFailed);
      },
      newChat: () => {
        setConversation(null);
        setTimeline(emptyTimeline);
        setError(null);
        setRound((value) => value + 1);
      },
    };
  }

  return { useChat };
}

/**
 * A random client id: crypto.randomUUID exists only in a secure context (https, localhost), so a
 * phone trying the site over plain http on a LAN gets 16 random bytes in hex instead.
 */
function randomClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
