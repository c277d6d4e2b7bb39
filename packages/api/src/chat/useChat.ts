import type { components } from '@folio/contract';
import { CHAT_MESSAGES, type ChatStatus } from '@folio/rules';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type ApiClient } from '../client.ts';
import { defaultStorage, type StorageLike } from '../session.ts';
import { openConversationChannel } from './conversationChannel.ts';
import { conversationSide, useConversationState, useConversationView } from './useConversation.ts';
import type { ConversationHookOptions, ConversationView } from './useConversation.ts';

type ChatConversation = components['schemas']['ChatConversation'];
type ChatMessage = components['schemas']['ChatMessage'];

/** Where a visitor without an account keeps their chat token (docs/requirements.md §3). */
export const CHAT_VISITOR_KEY = 'chat_visitor';

/** What the visitor's chat box shows and can do (docs/adr/0032-live-chat.md). */
export interface ChatState extends ConversationView {
  status: ChatStatus | null;
  handoff(): void;
  /** Resolves to the message to show when the rating was refused. */
  rate(score: number, comment: string): Promise<string | undefined>;
  newChat(): void;
}

export interface ChatHookOptions extends ConversationHookOptions {
  storage?: StorageLike | null;
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

  const side = conversationSide(client, options, visitorHeaders, newClientId);

  function useChat(): ChatState {
    const state = useConversationState(side);
    const { conversation, setConversation, timeline, setConnection, setError, merge, last } = state;
    const [round, setRound] = useState(0);

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
        close = openConversationChannel(state.channel(started.id, 'staff'));
      })();
      return () => {
        stopped = true;
        close?.();
      };
      // The channel's handlers only set state: a new round (or merge) opens another.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [merge, round]);

    const id = conversation?.id;
    const view = useConversationView(side, state, id);

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
      [id, setConversation, setError],
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
      ...view,
      status: conversation?.status ?? null,
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
        state.reset();
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
