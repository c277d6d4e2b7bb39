import { conversationResource, type ChatStore } from '../store/chat.ts';
import type { BusListener, ChatBus, ChatEvent } from './bus.ts';

/**
 * This process's open live channels (docs/adr/0032-live-chat.md decision 2): it listens to the
 * ChatBus and hands each conversation's events to the streams open on it, and every
 * conversation's changes to the inbox streams. A conversation's stream gets each message once,
 * in id order: it registers first, reads what it missed while queueing what comes meanwhile,
 * then skips every id it has sent.
 */

/** One event of a live channel (Server-Sent Events): `id` only on messages. */
export interface StreamEvent {
  id?: string;
  event: 'ready' | 'message' | 'conversation' | 'typing';
  data: unknown;
}

/** Where a stream's events go (the SSE reply); `close` ends it (the server is stopping). */
export interface StreamSink {
  send(event: StreamEvent): void;
  close(): void;
}

interface ConversationStream {
  sink: StreamSink;
  /** The id of the last message sent on it. */
  lastId: number;
  /** Events that came while it read what it missed; null once live. */
  queued: ChatEvent[] | null;
}

interface Watched {
  streams: Set<ConversationStream>;
  /** Work on this conversation's streams, one after another (catching up reads the table). */
  queue: Promise<void>;
}

const PAGE = 100;

export class ChatHub implements BusListener {
  private readonly conversations = new Map<number, Watched>();
  private readonly inbox = new Set<StreamSink>();
  private readonly unlisten: () => void;

  constructor(
    private readonly store: ChatStore,
    bus: ChatBus,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    this.unlisten = bus.listen(this);
  }

  /** Open streams (the benchmark and tests read it). */
  get size(): number {
    let n = this.inbox.size;
    for (const watched of this.conversations.values()) n += watched.streams.size;
    return n;
  }

  /**
   * Opens a conversation's stream: `ready` with the conversation, every message after `after`,
   * then each new event. Returns the function that closes it.
   */
  async subscribe(conversationId: number, after: number, sink: StreamSink): Promise<() => void> {
    const stream: ConversationStream = { sink, lastId: after, queued: [] };
    const watched = this.watch(conversationId);
    watched.streams.add(stream);
    const close = () => {
      watched.streams.delete(stream);
      if (watched.streams.size === 0 && this.conversations.get(conversationId) === watched)
        this.conversations.delete(conversationId);
    };
    try {
      const conversation = await this.store.get(conversationId);
      if (conversation)
        sink.send({ event: 'ready', data: { conversation: conversationResource(conversation) } });
      await this.catchUp(conversationId, [stream]);
      // A message too long for a notice came meanwhile: read again what the first read missed.
      if (stream.queued?.some((event) => event.type === 'message-ref'))
        await this.catchUp(conversationId, [stream]);
      const queued = stream.queued ?? [];
      stream.queued = null;
      for (const event of queued) this.deliver(stream, event);
    } catch (error) {
      close();
      throw error;
    }
    return close;
  }

  /** Opens an inbox stream: `ready`, then every conversation's changes. */
  subscribeInbox(sink: StreamSink): () => void {
    this.inbox.add(sink);
    sink.send({ event: 'ready', data: {} });
    return () => void this.inbox.delete(sink);
  }

  event(event: ChatEvent): void {
    if (event.type === 'conversation')
      for (const sink of this.inbox) sink.send({ event: 'conversation', data: event.conversation });
    const watched = this.conversations.get(event.conversation_id);
    if (!watched) return;
    if (event.type === 'message-ref') {
      for (const stream of watched.streams) stream.queued?.push(event);
      this.enqueue(event.conversation_id, watched, () =>
        this.catchUp(
          event.conversation_id,
          [...watched.streams].filter((stream) => stream.queued === null),
        ),
      );
      return;
    }
    this.enqueue(event.conversation_id, watched, () => {
      for (const stream of watched.streams) this.deliver(stream, event);
      return Promise.resolve();
    });
  }

  /** The bus may have missed events (its connection came back): every stream reads from its last id. */
  resync(): void {
    for (const sink of this.inbox) sink.send({ event: 'ready', data: {} });
    for (const [conversationId, watched] of this.conversations) {
      this.enqueue(conversationId, watched, async () => {
        const live = [...watched.streams].filter((stream) => stream.queued === null);
        await this.catchUp(conversationId, live);
        const conversation = await this.store.get(conversationId);
        if (conversation) {
          const data = conversationResource(conversation);
          for (const stream of live) stream.sink.send({ event: 'conversation', data });
        }
      });
    }
  }

  /** Ends every stream (the server is stopping; clients reconnect, to this or another process). */
  closeAll(): void {
    for (const sink of this.inbox) sink.close();
    this.inbox.clear();
    for (const watched of this.conversations.values())
      for (const stream of watched.streams) stream.sink.close();
    this.conversations.clear();
    this.unlisten();
  }

  private watch(conversationId: number): Watched {
    let watched = this.conversations.get(conversationId);
    if (!watched) {
      watched = { streams: new Set(), queue: Promise.resolve() };
      this.conversations.set(conversationId, watched);
    }
    return watched;
  }

  private enqueue(conversationId: number, watched: Watched, work: () => Promise<void>) {
    watched.queue = watched.queue.then(work).catch((error: unknown) => {
      this.log.warn({ err: error, conversationId }, 'chat: could not deliver to a live channel');
    });
  }

  /** Sends `streams` the stored messages after the smallest of their last ids, each once. */
  private async catchUp(conversationId: number, streams: ConversationStream[]): Promise<void> {
    if (streams.length === 0) return;
    let after = Math.min(...streams.map((stream) => stream.lastId));
    for (;;) {
      const { messages, hasMore } = await this.store.messagesAfter(conversationId, after, PAGE);
      for (const message of messages) {
        for (const stream of streams) this.sendMessage(stream, message);
        after = message.id;
      }
      if (!hasMore) return;
    }
  }

  private deliver(stream: ConversationStream, event: ChatEvent) {
    if (stream.queued) {
      stream.queued.push(event);
      return;
    }
    if (event.type === 'message') this.sendMessage(stream, event.message);
    else if (event.type === 'conversation')
      stream.sink.send({ event: 'conversation', data: event.conversation });
    else if (event.type === 'typing')
      stream.sink.send({ event: 'typing', data: { sender: event.sender, name: event.name } });
  }

  private sendMessage(stream: ConversationStream, message: { id: number }) {
    if (message.id <= stream.lastId) return;
    stream.lastId = message.id;
    stream.sink.send({ id: String(message.id), event: 'message', data: message });
  }
}
