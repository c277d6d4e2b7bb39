import { type ChatInboxFilter } from '@folio/rules';
import { ChatBox, ChatInbox, type ChatInboxItem } from '@folio/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { PageProps } from '../../routing/page';
import { chatTime, conversationProps } from './chatTime';
import { useAgentChat, useChatInbox } from './hooks';

/** The inbox fills the page below the app bar; the open conversation's composer stays in view. */
const InboxFrame = styled.div`
  box-sizing: border-box;
  width: 100%;
  height: calc(100dvh - 64px);
  border-inline: 1px solid ${({ theme }) => theme.palette.border};
`;

/**
 * /chat/inbox (docs/requirements.md §2 "Customer-service chat"): the administrators' inbox, live;
 * an administrator opens a conversation, takes it over, answers and ends it. A member who is not
 * an administrator sees the server's message.
 */
export default function ChatInboxPage({ title }: PageProps) {
  const [filter, setFilter] = useState<ChatInboxFilter>('waiting');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const inbox = useChatInbox(filter);
  const chat = useAgentChat(selectedId);

  const conversations: ChatInboxItem[] | null =
    inbox.conversations?.map((conversation) => ({
      id: conversation.id,
      visitorName: conversation.visitor_name,
      status: conversation.status,
      agentName: conversation.agent_name,
      preview: conversation.preview,
      time: chatTime(conversation.updated_at),
      unread: conversation.last_message_id > conversation.agent_read_id,
    })) ?? null;
  const open = chat.conversation;

  return (
    <InboxFrame>
      <ChatInbox
        title={title}
        filter={filter}
        counts={inbox.counts}
        conversations={conversations}
        selectedId={selectedId}
        error={inbox.error}
        onFilter={setFilter}
        onSelect={setSelectedId}
        onBack={() => setSelectedId(null)}
      >
        <ChatBox
          key={selectedId}
          viewer="agent"
          {...conversationProps(chat, 'agent')}
          title={open?.visitor_name ?? ''}
          status={open?.status ?? null}
          agentName={open?.agent_name ?? null}
          readUpTo={open?.visitor_read_id ?? 0}
          onTakeOver={chat.takeOver}
        />
      </ChatInbox>
    </InboxFrame>
  );
}
