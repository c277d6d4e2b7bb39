import { CHAT_MESSAGES as M } from '@folio/rules';
import { ChatBox, type ChatBoxMessage } from '@folio/ui';
import { chatTime } from './chatTime';
import { useKeyboardInset } from './keyboardInset';
import { useChat } from './hooks';

/**
 * The chat box inside the shop's launcher (ShopChatLauncher): the same conversation as
 * /chat/chat-box (the same visitor token), loaded only when the launcher opens.
 */
export default function ChatPanel() {
  const chat = useChat();
  useKeyboardInset();
  const messages: ChatBoxMessage[] = chat.messages.map((message) => ({
    id: message.id,
    sender: message.sender,
    authorName: message.author_name,
    body: message.body,
    time: chatTime(message.created_at),
    suggestHandoff: message.suggest_handoff,
  }));
  return (
    <ChatBox
      title={M.title}
      headingLevel={2}
      status={chat.status}
      agentName={chat.conversation?.agent_name ?? null}
      messages={messages}
      pending={chat.pending}
      typingName={chat.typingName}
      readUpTo={chat.conversation?.agent_read_id ?? 0}
      connection={chat.connection}
      error={chat.error}
      rating={chat.conversation?.rating ?? null}
      onSend={chat.send}
      onRetry={chat.retry}
      onTyping={chat.typing}
      onHandoff={chat.handoff}
      onEnd={chat.end}
      onRate={chat.rate}
      onNewChat={chat.newChat}
    />
  );
}
