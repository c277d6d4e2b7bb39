import { CHAT_MESSAGES as M } from '@folio/rules';
import { ChatBox, type ChatBoxMessage } from '@folio/ui';
import { chatTime } from './chatTime';
import { useChat } from './hooks';

interface ChatPanelProps {
  /** @default the chat's own title */
  title?: string;
  /** 1 on its own page, 2 in the shop's launcher. @default 2 */
  headingLevel?: 1 | 2;
}

/**
 * The visitor's chat box, live (docs/adr/0032-live-chat.md): on its own page (ChatBoxPage) and
 * inside the shop's launcher (ShopChatLauncher), loaded only when the launcher opens; both show
 * the same conversation (the same visitor token).
 */
export default function ChatPanel({ title = M.title, headingLevel = 2 }: ChatPanelProps) {
  const chat = useChat();
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
      title={title}
      headingLevel={headingLevel}
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
