import { CHAT_MESSAGES as M } from '@folio/rules';
import { ChatBox } from '@folio/ui';
import { conversationProps } from './chatTime';
import { useKeyboardInset } from './keyboardInset';
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
  useKeyboardInset();
  return (
    <ChatBox
      {...conversationProps(chat, 'visitor')}
      title={title}
      headingLevel={headingLevel}
      status={chat.status}
      agentName={chat.conversation?.agent_name ?? null}
      readUpTo={chat.conversation?.agent_read_id ?? 0}
      rating={chat.conversation?.rating ?? null}
      onHandoff={chat.handoff}
      onRate={chat.rate}
      onNewChat={chat.newChat}
    />
  );
}
