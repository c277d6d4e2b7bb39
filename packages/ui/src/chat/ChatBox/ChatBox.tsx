import { CHAT_MESSAGES, type ChatSender, type ChatStatus } from '@folio/rules';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Textarea } from '../../primitives/Textarea';
import { linkify } from '../common/linkify';
import {
  StyledActions,
  StyledBanner,
  StyledChatBox,
  StyledComposer,
  StyledHeader,
  StyledList,
  StyledLog,
  StyledMessage,
  StyledMeta,
  StyledRating,
  StyledTyping,
} from './ChatBox.styles';

const M = CHAT_MESSAGES;

/** One stored message, as the box shows it. */
export interface ChatBoxMessage {
  id: number;
  sender: ChatSender;
  authorName: string;
  body: string;
  /** `HH:mm` as the app formats it (Asia/Taipei). */
  time: string;
  /** The assistant did not know: the box offers a person. */
  suggestHandoff?: boolean;
}

/** A message of the viewer's not stored yet. */
export interface ChatBoxPending {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
}

/** Where the live channel stands. */
export type ChatBoxConnection = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export interface ChatBoxProps {
  /** @default '線上客服' */
  title?: string;
  /** @default 2 */
  headingLevel?: 1 | 2;
  /** Whose side the box is on: the visitor's, or an administrator's (the inbox). @default 'visitor' */
  viewer?: 'visitor' | 'agent';
  /** The conversation's status; null while it loads. */
  status: ChatStatus | null;
  /** Who answers once a person took it over. */
  agentName?: string | null;
  messages: readonly ChatBoxMessage[];
  /** @default [] */
  pending?: readonly ChatBoxPending[];
  /** The name of the other side while they type, else null. @default null */
  typingName?: string | null;
  /** The other side has read up to this message id (0: nothing). @default 0 */
  readUpTo?: number;
  /** @default 'open' */
  connection?: ChatBoxConnection;
  /** A failure to show above the messages (loading, an action). @default null */
  error?: string | null;
  /** The rating given, once the conversation is closed. @default null */
  rating?: number | null;
  /** Sends a message (the box clears the field at once; the app keeps it as pending). */
  onSend: (text: string) => void;
  /** Sends a failed message again. */
  onRetry: (clientId: string) => void;
  /** Called at most every few seconds while the viewer types. */
  onTyping?: () => void;
  /** Asks for a person (visitor). */
  onHandoff?: () => void;
  /** Ends the conversation. */
  onEnd?: () => void;
  /** Rates an ended conversation (visitor); resolves to an error message, or nothing. */
  onRate?: (score: number, comment: string) => Promise<string | undefined>;
  /** Starts a new conversation after this one ended (visitor). */
  onNewChat?: () => void;
  /** Takes the conversation over (administrator, while waiting). */
  onTakeOver?: () => void;
}

/**
 * The customer-service chat box (docs/requirements.md §2 "Customer-service chat"): who answers,
 * the conversation as a live log, the other side's typing and read state, and a composer that
 * stays above the on-screen keyboard (the box fills its container, the log shrinks). Text only:
 * messages are written as text, addresses made into safe links (`linkify`).
 */
export function ChatBox({
  title = M.title,
  headingLevel = 2,
  viewer = 'visitor',
  status,
  agentName = null,
  messages,
  pending = [],
  typingName = null,
  readUpTo = 0,
  connection = 'open',
  error = null,
  rating = null,
  onSend,
  onRetry,
  onTyping,
  onHandoff,
  onEnd,
  onRate,
  onNewChat,
  onTakeOver,
}: ChatBoxProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = useId();
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const own: ChatSender = viewer === 'visitor' ? 'visitor' : 'agent';
  const open = status !== null && status !== 'closed';

  // The newest message in view, as it comes.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending.length, typingName]);

  const who =
    status === 'agent' && agentName
      ? viewer === 'agent'
        ? M.heldBy(agentName)
        : M.answeredBy(agentName)
      : status === 'waiting'
        ? M.waitingForAgent
        : status === 'assistant'
          ? M.answeredByAssistant
          : status === 'closed'
            ? M.statusLabels.closed
            : '';
  const banner =
    error ??
    (connection === 'reconnecting' ? M.reconnecting : connection === 'offline' ? M.offline : null);
  const lastOwn = [...messages].reverse().find((message) => message.sender === own);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing Chinese) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <StyledChatBox
      aria-labelledby={`${id}-title`}
      data-folio="chat-box"
      data-connection={connection}
    >
      <StyledHeader>
        <div>
          <Heading id={`${id}-title`}>{title}</Heading>
          {who && <p>{who}</p>}
        </div>
        {viewer === 'agent' && status === 'waiting' && onTakeOver && (
          <Button size="small" onClick={onTakeOver}>
            {M.takeOver}
          </Button>
        )}
        {open && onEnd && (viewer === 'visitor' || status === 'agent') && (
          <Button size="small" variant="outline" onClick={onEnd}>
            {M.endChat}
          </Button>
        )}
      </StyledHeader>
      {banner && (
        <StyledBanner role={error ? 'alert' : 'status'} $tone={error ? 'error' : 'info'}>
          {banner}
        </StyledBanner>
      )}
      <StyledLog
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={M.conversationLog}
        // A scrolling region: focusable, so the keyboard scrolls it (WCAG 2.1.1).
        tabIndex={0}
      >
        <StyledList>
          {messages.length === 0 && pending.length === 0 && status !== null && (
            <StyledMessage $side="system">{M.emptyConversation}</StyledMessage>
          )}
          {messages.map((message) => {
            const side =
              message.sender === 'system' ? 'system' : message.sender === own ? 'mine' : 'theirs';
            return (
              <StyledMessage key={message.id} $side={side}>
                {side !== 'system' && side !== 'mine' && (
                  <StyledMeta>{message.authorName}</StyledMeta>
                )}
                <div>
                  <MessageText text={message.body} />
                </div>
                <StyledMeta>
                  {message.time}
                  {side === 'mine' &&
                    message === lastOwn &&
                    readUpTo >= message.id &&
                    ` · ${M.read}`}
                </StyledMeta>
                {viewer === 'visitor' && message.suggestHandoff && open && onHandoff && (
                  <Button size="small" variant="outline" onClick={onHandoff}>
                    {M.handoff}
                  </Button>
                )}
              </StyledMessage>
            );
          })}
          {pending.map((message) => (
            <StyledMessage
              key={message.clientId}
              $side="mine"
              aria-busy={message.state === 'sending'}
            >
              <div>
                <MessageText text={message.body} />
              </div>
              <StyledMeta>
                {message.state === 'sending' ? M.sending : M.sendFailed}
                {message.state === 'failed' && (
                  <>
                    {' · '}
                    <Button size="small" variant="text" onClick={() => onRetry(message.clientId)}>
                      {M.retry}
                    </Button>
                  </>
                )}
              </StyledMeta>
            </StyledMessage>
          ))}
        </StyledList>
      </StyledLog>
      <StyledTyping aria-live="polite">{typingName ? M.typing(typingName) : ''}</StyledTyping>
      {viewer === 'visitor' && status === 'assistant' && onHandoff && (
        <StyledActions>
          <Button size="small" variant="outline" onClick={onHandoff}>
            {M.handoff}
          </Button>
        </StyledActions>
      )}
      {open && (viewer === 'visitor' || status === 'agent') && (
        <StyledComposer onSubmit={submit}>
          <textarea
            aria-label={M.placeholder}
            placeholder={M.placeholder}
            rows={1}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onTyping?.();
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={text.trim() === ''}>
            {M.send}
          </Button>
        </StyledComposer>
      )}
      {status === 'closed' && viewer === 'visitor' && (
        <RatingForm rating={rating} onRate={onRate} onNewChat={onNewChat} />
      )}
    </StyledChatBox>
  );
}

/** A message's text with its addresses as links; never HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** The rating asked for once the conversation ended, then thanks and a way to start anew. */
function RatingForm({
  rating,
  onRate,
  onNewChat,
}: Pick<ChatBoxProps, 'rating' | 'onRate' | 'onNewChat'>) {
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (rating || !onRate)
    return (
      <StyledRating as="div">
        {rating ? <p role="status">{M.rated}</p> : null}
        {onNewChat && <Button onClick={onNewChat}>{M.newChat}</Button>}
      </StyledRating>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === 0) {
      setProblem(M.scoreRequired);
      return;
    }
    setBusy(true);
    const failure = await onRate(score, comment);
    setBusy(false);
    setProblem(failure ?? null);
  };
  return (
    <StyledRating onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>{M.ratePrompt}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <Button
            key={value}
            size="small"
            variant={value <= score ? 'solid' : 'outline'}
            aria-pressed={value === score}
            aria-label={M.ratingLabel(value)}
            onClick={() => setScore(value)}
          >
            ★
          </Button>
        ))}
      </fieldset>
      <Textarea
        label={M.rateComment}
        rows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" loading={busy}>
        {M.rateSubmit}
      </Button>
    </StyledRating>
  );
}
