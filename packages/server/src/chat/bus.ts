import type { components } from '@folio/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/tables.ts';

/**
 * How the chat's writes reach every process's open live channels (docs/adr/0032-live-chat.md
 * decision 2). A write publishes its events with the transaction that stores it:
 * - SQLite (one process): handed to this process's listeners after the commit;
 * - PostgreSQL: `pg_notify` inside the transaction, so it is sent at commit and in commit order,
 *   to every process, each of which LISTENs on a connection of its own.
 */

type ChatMessage = components['schemas']['ChatMessage'];
type ChatConversation = components['schemas']['ChatConversation'];

/** What happened in a conversation. */
export type ChatEvent =
  | { type: 'message'; conversation_id: number; message: ChatMessage }
  | { type: 'conversation'; conversation_id: number; conversation: ChatConversation }
  | { type: 'typing'; conversation_id: number; sender: 'visitor' | 'agent'; name: string }
  /** A message too long for a notice: listeners read it from the table (PostgreSQL only). */
  | { type: 'message-ref'; conversation_id: number; id: number };

/** A listener of the bus; `resync` after the bus may have missed events (a reconnect). */
export interface BusListener {
  event(event: ChatEvent): void;
  resync(): void;
}

export interface ChatBus {
  /** Publishes `events` as part of `trx` (PostgreSQL: pg_notify before the commit). */
  inTransaction(trx: Transaction<DB>, events: ChatEvent[]): Promise<void>;
  /** After the transaction committed (SQLite: delivers them now). */
  afterCommit(events: ChatEvent[]): void;
  /** Publishes events that are stored nowhere (typing). */
  publish(events: ChatEvent[]): Promise<void>;
  listen(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** The channel of PostgreSQL's NOTIFY. */
const CHANNEL = 'folio_chat';
/** PostgreSQL refuses a payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

class Listeners {
  private readonly set = new Set<BusListener>();
  add(listener: BusListener) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  deliver(events: ChatEvent[]) {
    for (const event of events) for (const listener of this.set) listener.event(event);
  }
  resync() {
    for (const listener of this.set) listener.resync();
  }
}

/** One process: events go to its own listeners once committed. */
export function memoryChatBus(): ChatBus {
  const listeners = new Listeners();
  return {
    inTransaction: () => Promise.resolve(),
    afterCommit: (events) => listeners.deliver(events),
    publish: (events) => {
      listeners.deliver(events);
      return Promise.resolve();
    },
    listen: (listener) => listeners.add(listener),
    close: () => Promise.resolve(),
  };
}

/** The notice of one event: itself, or a reference when it is too long for NOTIFY. */
function payload(event: ChatEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) < MAX_PAYLOAD_BYTES || event.type !== 'message') return text;
  return JSON.stringify({
    type: 'message-ref',
    conversation_id: event.conversation_id,
    id: event.message.id,
  } satisfies ChatEvent);
}

interface PostgresBusOptions {
  /** DATABASE_URL: the listening connection is one of its own, outside the pool. */
  url: string;
  db: Kysely<DB>;
  log: { warn(object: object, message: string): void };
  /** The first wait before reconnecting (doubles up to 10 s). */
  retryMs?: number;
}

/**
 * Several processes on one PostgreSQL database: NOTIFY in the writer's transaction, LISTEN on a
 * dedicated connection per process. When that connection fails, it is opened again and every
 * listener resyncs (reads what it may have missed from the tables).
 */
export async function postgresChatBus({
  url,
  db,
  log,
  retryMs = 250,
}: PostgresBusOptions): Promise<ChatBus> {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let wait = retryMs;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notice) => {
      if (notice.channel !== CHANNEL || !notice.payload) return;
      listeners.deliver([JSON.parse(notice.payload) as ChatEvent]); // written by payload()
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'chat: the LISTEN connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    wait = retryMs;
  };

  const reconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => listeners.resync(),
        (error: unknown) => {
          log.warn({ err: error }, 'chat: could not LISTEN; trying again');
          wait = Math.min(wait * 2, 10_000);
          reconnect();
        },
      );
    }, wait).unref();
  };

  await connect();

  const notify = async (runner: Kysely<DB>, events: ChatEvent[]) => {
    for (const event of events)
      await sql`SELECT pg_notify(${CHANNEL}, ${payload(event)})`.execute(runner);
  };

  return {
    inTransaction: (trx, events) => notify(trx, events),
    afterCommit: () => undefined,
    publish: (events) => notify(db, events),
    listen: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
