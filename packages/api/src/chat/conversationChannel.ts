import type { components } from '@folio/contract';
import { CHAT_TYPING_SHOWN_MS } from '@folio/rules';
import { openLiveChannel, type LiveChannelOptions } from './liveChannel.ts';

type ChatConversation = components['schemas']['ChatConversation'];
type ChatMessage = components['schemas']['ChatMessage'];

/** Whose typing a side sees: the visitor sees the staff's (assistant, agent), the agent the visitor's. */
export type TypingSide = 'visitor' | 'staff';

export interface ConversationChannelOptions extends Pick<
  LiveChannelOptions,
  'headers' | 'lastId' | 'fetch' | 'onState' | 'onRefused'
> {
  /** The API's base URL and the conversation whose events to follow. */
  baseUrl: string;
  id: number;
  /** The side whose typing notices this page shows. */
  watches: TypingSide;
  onMessage: (message: ChatMessage) => void;
  onConversation: (conversation: ChatConversation) => void;
  /** The name of who is typing on the watched side; null when the notice ends. */
  onTyping: (name: string | null) => void;
}

const isSide = (sender: string, side: TypingSide) =>
  side === 'visitor' ? sender === 'visitor' : sender !== 'visitor';

/**
 * A conversation's live channel (docs/adr/0032-live-chat.md), as the chat box and the inbox both
 * follow it: `ready` and `conversation` give the conversation, `message` each message, `typing`
 * a notice shown for CHAT_TYPING_SHOWN_MS that a message from that side ends at once. The
 * returned function closes the channel and its typing timer.
 */
export function openConversationChannel(options: ConversationChannelOptions): () => void {
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const stopTyping = () => {
    clearTimeout(typingTimer);
    options.onTyping(null);
  };
  const close = openLiveChannel({
    url: `${options.baseUrl}/chat/conversations/${options.id}/events`,
    headers: options.headers,
    lastId: options.lastId,
    ...(options.fetch && { fetch: options.fetch }),
    onState: options.onState,
    onRefused: options.onRefused,
    onEvent: (event) => {
      const data: unknown = JSON.parse(event.data || 'null');
      if (event.event === 'message') {
        const message = data as ChatMessage;
        options.onMessage(message);
        if (isSide(message.sender, options.watches)) stopTyping();
      } else if (event.event === 'ready') {
        options.onConversation((data as { conversation: ChatConversation }).conversation);
      } else if (event.event === 'conversation') {
        options.onConversation(data as ChatConversation);
      } else if (event.event === 'typing') {
        const { sender, name } = data as { sender: string; name: string };
        if (!isSide(sender, options.watches)) return;
        options.onTyping(name);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => options.onTyping(null), CHAT_TYPING_SHOWN_MS);
      }
    },
  });
  return () => {
    clearTimeout(typingTimer);
    close();
  };
}
