import styled from 'styled-components';
import type { PageProps } from '../../routing/page';
import ChatPanel from './ChatPanel';

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
  return (
    <ChatFrame>
      <ChatPanel title={title} headingLevel={1} />
    </ChatFrame>
  );
}
