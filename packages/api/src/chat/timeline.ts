import type { components } from '@folio/contract';

type ChatMessage = components['schemas']['ChatMessage'];

/**
 * What the chat box shows of a conversation (docs/adr/0032-live-chat.md): the stored messages in
 * id order, each once however often it arrives (the history, the live channel, a send's answer,
 * a resume after a reconnect), and the visitor's own messages not stored yet, which stay with
 * their text until they are (or fail, to be sent again). Pure.
 */
export interface ChatTimeline {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  /** The id of the last stored message: where the live channel resumes. */
  lastId: number;
}

/** A message of the visitor's not stored yet: `sending`, or `failed` (shown with 重試). */
export interface PendingMessage {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
}

export const emptyTimeline: ChatTimeline = { messages: [], pending: [], lastId: 0 };

/** The timeline with `incoming` stored messages added: each id once, in id order. */
export function mergeMessages(
  timeline: ChatTimeline,
  incoming: readonly ChatMessage[],
): ChatTimeline {
  if (incoming.length === 0) return timeline;
  const byId = new Map(timeline.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);
  const stored = new Set(
    messages.flatMap((message) => (message.client_id ? [message.client_id] : [])),
  );
  return {
    messages,
    pending: timeline.pending.filter((message) => !stored.has(message.clientId)),
    lastId: messages.at(-1)?.id ?? timeline.lastId,
  };
}

/** The timeline with the visitor's message `clientId` being sent (again). */
export function sending(timeline: ChatTimeline, clientId: string, body: string): ChatTimeline {
  const rest = timeline.pending.filter((message) => message.clientId !== clientId);
  return { ...timeline, pending: [...rest, { clientId, body, state: 'sending' }] };
}

/** The timeline with the message `clientId` failed: it stays, with its text, to be sent again. */
export function failed(timeline: ChatTimeline, clientId: string): ChatTimeline {
  return {
    ...timeline,
    pending: timeline.pending.map((message) =>
      message.clientId === clientId ? { ...message, state: 'failed' } : message,
    ),
  };
}

/** The timeline without the pending message `clientId` (refused for good, e.g. a 422). */
export function dropPending(timeline: ChatTimeline, clientId: string): ChatTimeline {
  return {
    ...timeline,
    pending: timeline.pending.filter((message) => message.clientId !== clientId),
  };
}
