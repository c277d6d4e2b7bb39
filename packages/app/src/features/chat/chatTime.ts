import type { ChatState } from '@folio/api';
import type { ChatBoxMessage } from '@folio/ui';

/** A message's or conversation's time as the chat shows it: `HH:mm`, Asia/Taipei. */
const clock = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const chatTime = (iso: string) => clock.format(new Date(iso));

/**
 * The ChatBox props both sides fill the same way from their conversation hook (useChat,
 * useAgentChat): the messages with their times, what is pending, who types, the channel, the
 * failure, and sending, retrying, typing and ending. Only the visitor is offered the hand-off.
 */
export function conversationProps(
  chat: Pick<
    ChatState,
    | 'messages'
    | 'pending'
    | 'typingName'
    | 'connection'
    | 'error'
    | 'send'
    | 'retry'
    | 'typing'
    | 'end'
  >,
  viewer: 'visitor' | 'agent',
) {
  const messages: ChatBoxMessage[] = chat.messages.map((message) => ({
    id: message.id,
    sender: message.sender,
    authorName: message.author_name,
    body: message.body,
    time: chatTime(message.created_at),
    ...(viewer === 'visitor' && { suggestHandoff: message.suggest_handoff }),
  }));
  return {
    messages,
    pending: chat.pending,
    typingName: chat.typingName,
    connection: chat.connection,
    error: chat.error,
    onSend: chat.send,
    onRetry: chat.retry,
    onTyping: chat.typing,
    onEnd: chat.end,
  };
}
