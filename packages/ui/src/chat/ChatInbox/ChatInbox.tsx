import {
  CHAT_INBOX_FILTERS,
  CHAT_MESSAGES,
  type ChatInboxFilter,
  type ChatStatus,
} from '@folio/rules';
import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { ToggleButton } from '../../primitives/Button/ToggleButton';
import {
  StyledBack,
  StyledColumns,
  StyledConversationPane,
  StyledFilters,
  StyledInbox,
  StyledItem,
  StyledItems,
  StyledListPane,
  StyledNote,
  StyledUnread,
} from './ChatInbox.styles';

const M = CHAT_MESSAGES;

/** One conversation of the inbox's list. */
export interface ChatInboxItem {
  id: number;
  /** `訪客 #5`, or the member's name. */
  visitorName: string;
  status: ChatStatus;
  /** The administrator who holds it, if any. */
  agentName: string | null;
  /** Its last message, as text. */
  preview: string | null;
  /** When it last changed, as the app formats it. */
  time: string;
  /** Messages came after the administrators last read it. */
  unread: boolean;
}

export interface ChatInboxProps {
  /** @default '客服收件匣' */
  title?: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
  filter: ChatInboxFilter;
  /** How many wait for a person, and how many the viewer holds (the tabs' counts). */
  counts?: { waiting: number; mine: number } | null;
  /** The list; null while it loads. */
  conversations: readonly ChatInboxItem[] | null;
  /** The open conversation's id, else null. */
  selectedId: number | null;
  /** A failure to show above the list. @default null */
  error?: string | null;
  /** The open conversation (the app's ChatBox, `viewer="agent"`). */
  children?: ReactNode;
  onFilter: (filter: ChatInboxFilter) => void;
  onSelect: (id: number) => void;
  /** Back to the list (narrow screens, where one pane shows at a time). */
  onBack: () => void;
}

/**
 * The administrators' inbox of the customer-service chat (docs/requirements.md §2 "Customer-service
 * chat"): the conversations waiting for a person (longest wait first), held by the viewer, ended,
 * or all, each with its last message and a mark for new messages; the open one beside the list (on a phone,
 * instead of it, with a way back).
 */
export function ChatInbox({
  title = M.inboxTitle,
  headingLevel = 1,
  filter,
  counts = null,
  conversations,
  selectedId,
  error = null,
  children,
  onFilter,
  onSelect,
  onBack,
}: ChatInboxProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = useId();
  const count = (name: ChatInboxFilter) =>
    counts && (name === 'waiting' || name === 'mine') ? ` (${counts[name]})` : '';
  return (
    <StyledInbox aria-labelledby={`${id}-title`} data-folio="chat-inbox">
      <StyledColumns $showing={selectedId === null ? 'list' : 'conversation'}>
        <StyledListPane data-part="list">
          <Heading id={`${id}-title`}>{title}</Heading>
          <StyledFilters role="group" aria-label={M.inboxFilters}>
            {CHAT_INBOX_FILTERS.map((name) => (
              <ToggleButton key={name} pressed={name === filter} onClick={() => onFilter(name)}>
                {M.filterLabels[name]}
                {count(name)}
              </ToggleButton>
            ))}
          </StyledFilters>
          {error && (
            <StyledNote role="alert" $tone="error">
              {error}
            </StyledNote>
          )}
          {conversations === null ? (
            !error && <StyledNote role="status">{M.inboxLoading}</StyledNote>
          ) : conversations.length === 0 ? (
            <StyledNote>{M.inboxEmpty}</StyledNote>
          ) : (
            <StyledItems aria-label={M.filterLabels[filter]}>
              {conversations.map((item) => (
                <li key={item.id}>
                  <StyledItem
                    type="button"
                    $current={item.id === selectedId}
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(item.id)}
                  >
                    <strong>{item.visitorName}</strong>
                    <span className="meta time">{item.time}</span>
                    <span className="meta">
                      {item.status === 'agent' && item.agentName
                        ? M.heldBy(item.agentName)
                        : M.statusLabels[item.status]}
                    </span>
                    {item.unread ? <StyledUnread>{M.unread}</StyledUnread> : <span />}
                    <span className="preview">{item.preview ?? ''}</span>
                  </StyledItem>
                </li>
              ))}
            </StyledItems>
          )}
        </StyledListPane>
        <StyledConversationPane data-part="conversation">
          {selectedId === null ? (
            <StyledNote>{M.inboxPick}</StyledNote>
          ) : (
            <>
              <StyledBack>
                <Button size="small" variant="text" onClick={onBack}>
                  {M.backToInbox}
                </Button>
              </StyledBack>
              {children}
            </>
          )}
        </StyledConversationPane>
      </StyledColumns>
    </StyledInbox>
  );
}
