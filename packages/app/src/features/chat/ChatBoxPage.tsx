import { ChatBox, type ChatBoxMessage } from '@folio/ui';
import styled from 'styled-components';
import type { PageProps } from '../../routing/page';
import { chatTime } from './chatTime';
import { useKeyboardInset } from './keyboardInset';
import { useChat } from './hooks';

/**
 * The box fills the page below the app bar, less the on-screen keyboard (keyboardInset.ts), so its
 * composer stays above the keyboard.
 */
const ChatFrame = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  height: calc(100dvh - 64px - var(--folio-keyboard-inset, 0px));
  margin: 0 auto;
  border-inline: 1px solid ${({ theme }) => theme.palette.border};
`;

/**
 * /chat/chat-box (docs/requirements.md §2 "Customer-service chat", docs/adr/0032-live-chat.md): a
 * visitor or member asks, the assistant answers at once, a person takes over on request, live.
 */
export default function ChatBoxPage({ title }: PageProps) {
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
    <ChatFrame>
      <ChatBox
        title={title}
        headingLevel={1}
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
    </ChatFrame>
  );
}
