import type { components } from '@folio/contract';
import {
  CHAT_INBOX_PAGE_SIZE,
  CHAT_MAX_MESSAGES,
  visitorName,
  type ChatInboxFilter,
  type ChatSender,
} from '@folio/rules';
import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  Selectable,
  SqlBool,
  Transaction,
  Updateable,
} from 'kysely';
import type { ChatBus, ChatEvent } from '../chat/bus.ts';
import type { DB } from '../db/tables.ts';

/**
 * The chat's data access (docs/adr/0032-live-chat.md): conversations, their messages and the
 * visitors without an account. Every write publishes what it changed on the ChatBus with its
 * transaction, so every process's live channels see it once committed.
 */

type ChatMessage = components['schemas']['ChatMessage'];
type ChatConversation = components['schemas']['ChatConversation'];

/** Whose conversation: an account's, or a visitor's without one. */
export type ChatOwner = { userId: number } | { visitorId: number };

/** A message to store. */
export interface NewChatMessage {
  sender: ChatSender;
  authorId: number | null;
  authorName: string;
  body: string;
  clientId?: string | null;
  source?: string | null;
  suggestHandoff?: boolean;
}

/** What an append may also change on the conversation, and when it may happen at all. */
interface AppendOptions {
  set?: Updateable<DB['chat_conversations']>;
  /** The conversation's state the append needs (default: open). */
  when?: (eb: ExpressionBuilder<DB, 'chat_conversations'>) => Expression<SqlBool>;
  /** Refuse once the conversation holds CHAT_MAX_MESSAGES (the visitor's and the agent's). */
  capped?: boolean;
}

const PREVIEW_LENGTH = 100;
const iso = (ms: number) => new Date(ms).toISOString();
const preview = (body: string) => Array.from(body).slice(0, PREVIEW_LENGTH).join('');

/** The conversation with the names it shows (the owner's and the agent's). */
const conversationQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('chat_conversations as c')
    .leftJoin('users as owner', 'owner.id', 'c.user_id')
    .leftJoin('users as agent', 'agent.id', 'c.agent_id')
    .selectAll('c')
    .select(['owner.name as owner_name', 'agent.name as agent_name']);

type ConversationRow = Awaited<
  ReturnType<ReturnType<typeof conversationQuery>['executeTakeFirstOrThrow']>
>;
export type StoredConversation = ConversationRow;

/** A conversation as the contract's ChatConversation. */
export function conversationResource(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    visitor_name: row.owner_name ?? visitorName(row.visitor_id ?? 0),
    agent_id: row.agent_id,
    agent_name: row.agent_id === null ? null : row.agent_name,
    preview: row.preview,
    last_message_id: row.last_message_id,
    message_count: row.message_count,
    visitor_read_id: row.visitor_read_id,
    agent_read_id: row.agent_read_id,
    rating: row.rating,
    rating_comment: row.rating_comment,
    created_at: row.created_at,
    updated_at: row.updated_at,
    closed_at: row.closed_at,
  };
}

type MessageRow = Selectable<DB['chat_messages']>;

/** A stored message as the contract's ChatMessage. */
function messageResource(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    author_name: row.author_name,
    body: row.body,
    created_at: row.created_at,
    client_id: row.client_id,
    source: row.source,
    suggest_handoff: Number(row.suggest_handoff) === 1,
  };
}

export function createChatStore(db: Kysely<DB>, bus: ChatBus, now: () => number) {
  const get = async (id: number, runner: Kysely<DB> = db) => {
    const row = await conversationQuery(runner).where('c.id', '=', id).executeTakeFirst();
    return row ?? null;
  };

  /** The owner's open conversation, if any. */
  const openOf = async (owner: ChatOwner) =>
    (await conversationQuery(db)
      .where((eb) =>
        eb.and([
          'userId' in owner
            ? eb('c.user_id', '=', owner.userId)
            : eb('c.visitor_id', '=', owner.visitorId),
          eb('c.status', '<>', 'closed'),
        ]),
      )
      .executeTakeFirst()) ?? null;

  /** Runs `work` in a transaction and publishes the events it returns, in it and after it. */
  const publishing = async <T>(
    work: (trx: Transaction<DB>) => Promise<{ result: T; events: ChatEvent[] } | null>,
  ): Promise<T | null> => {
    const done = await db.transaction().execute(async (trx) => {
      const outcome = await work(trx);
      if (outcome) await bus.inTransaction(trx, outcome.events);
      return outcome;
    });
    if (!done) return null;
    bus.afterCommit(done.events);
    return done.result;
  };

  /** The conversation read again in `trx` after a change, with the event that tells it. */
  const changed = async (trx: Transaction<DB>, conversationId: number) => {
    const updated = await get(conversationId, trx);
    if (!updated) return null;
    const resource = conversationResource(updated);
    const events: ChatEvent[] = [
      { type: 'conversation', conversation_id: conversationId, conversation: resource },
    ];
    return { result: resource, events };
  };

  /**
   * Appends `message` in `trx`: first the conversation's row is bumped (message_count + 1 and
   * what `options.set` changes), which locks it until the commit, so one conversation's
   * messages commit in id order (the live channel resumes by id). Null, and nothing written,
   * when `options.when` does not hold (default: open) or the conversation is full.
   */
  const appendIn = async (
    trx: Transaction<DB>,
    conversationId: number,
    message: NewChatMessage,
    options: AppendOptions = {},
  ) => {
    const at = iso(now());
    const bumped = await trx
      .updateTable('chat_conversations')
      .set((eb) => ({
        ...options.set,
        message_count: eb('message_count', '+', 1),
        preview: preview(message.body),
        updated_at: at,
      }))
      .where('id', '=', conversationId)
      .where(options.when ?? ((eb) => eb('status', '<>', 'closed')))
      .$if(options.capped === true, (q) => q.where('message_count', '<', CHAT_MAX_MESSAGES))
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) return null;
    const row = await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversationId,
        sender: message.sender,
        author_id: message.authorId,
        author_name: message.authorName,
        body: message.body,
        client_id: message.clientId ?? null,
        source: message.source ?? null,
        suggest_handoff: message.suggestHandoff ? 1 : 0,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chat_conversations')
      .set({ last_message_id: row.id })
      .where('id', '=', conversationId)
      .execute();
    const conversation = await get(conversationId, trx);
    if (!conversation) return null;
    const stored = messageResource(row);
    const resource = conversationResource(conversation);
    return {
      message: stored,
      conversation: resource,
      events: [
        { type: 'message', conversation_id: conversationId, message: stored },
        { type: 'conversation', conversation_id: conversationId, conversation: resource },
      ] satisfies ChatEvent[],
    };
  };

  return {
    get,

    /** The visitor whose token hashes to `hash`, if any. */
    visitorByHash: (hash: string) =>
      db.selectFrom('chat_visitors').select('id').where('token_hash', '=', hash).executeTakeFirst(),

    /** A new visitor without an account, known by the token that hashes to `hash`. */
    createVisitor: async (hash: string) =>
      (
        await db
          .insertInto('chat_visitors')
          .values({ token_hash: hash, created_at: iso(now()) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    openOf,

    /**
     * A new conversation of `owner` with `greeting` as its first message; null when the owner
     * already has an open one (two starts at once: the unique index refuses the second).
     */
    start: async (owner: ChatOwner, greeting: NewChatMessage) => {
      try {
        return await publishing(async (trx) => {
          const at = iso(now());
          const { id } = await trx
            .insertInto('chat_conversations')
            .values({
              visitor_id: 'visitorId' in owner ? owner.visitorId : null,
              user_id: 'userId' in owner ? owner.userId : null,
              status: 'assistant',
              agent_id: null,
              preview: null,
              rating: null,
              rating_comment: null,
              created_at: at,
              updated_at: at,
              closed_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const appended = await appendIn(trx, id, greeting);
          if (!appended) throw new Error('a new conversation refused its greeting');
          return { result: appended.conversation, events: appended.events };
        });
      } catch (error) {
        // Another start of the same owner committed first (the open-conversation index).
        if (await openOf(owner)) return null;
        throw error;
      }
    },

    /** The owner's 20 newest conversations. */
    listOf: (owner: ChatOwner) =>
      conversationQuery(db)
        .where((eb) =>
          'userId' in owner
            ? eb('c.user_id', '=', owner.userId)
            : eb('c.visitor_id', '=', owner.visitorId),
        )
        .orderBy('c.id', 'desc')
        .limit(20)
        .execute(),

    /** One page of the administrators' inbox, and the counts of its tabs. */
    inbox: async (filter: ChatInboxFilter, adminId: number, page: number) => {
      const query = conversationQuery(db).where((eb) => {
        if (filter === 'waiting') return eb('c.status', '=', 'waiting');
        if (filter === 'mine')
          return eb.and([eb('c.status', '=', 'agent'), eb('c.agent_id', '=', adminId)]);
        if (filter === 'closed') return eb('c.status', '=', 'closed');
        return eb.lit(true);
      });
      const [rows, total, waiting, mine] = await Promise.all([
        query
          .orderBy('c.updated_at', filter === 'waiting' ? 'asc' : 'desc')
          .orderBy('c.id', filter === 'waiting' ? 'asc' : 'desc')
          .limit(CHAT_INBOX_PAGE_SIZE)
          .offset((page - 1) * CHAT_INBOX_PAGE_SIZE)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('chat_conversations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'waiting')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('chat_conversations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'agent')
          .where('agent_id', '=', adminId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows,
        total: Number(total.n),
        counts: { waiting: Number(waiting.n), mine: Number(mine.n) },
      };
    },

    /** Up to `limit` messages after id `after`, oldest first, and whether more follow. */
    messagesAfter: async (conversationId: number, after: number, limit: number) => {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit + 1)
        .execute();
      return { messages: rows.slice(0, limit).map(messageResource), hasMore: rows.length > limit };
    },

    /** The message a sender stored with `clientId` (a retry), if any. */
    byClientId: async (conversationId: number, clientId: string) => {
      const row = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row ? messageResource(row) : null;
    },

    /** Appends a message (and what `options` changes), published; null when refused. */
    append: (conversationId: number, message: NewChatMessage, options?: AppendOptions) =>
      publishing(async (trx) => {
        const appended = await appendIn(trx, conversationId, message, options);
        return appended && { result: appended, events: appended.events };
      }),

    /** Moves a side's read mark forward to `lastReadId` (never back, never past the last message). */
    markRead: (conversationId: number, side: 'visitor' | 'agent', lastReadId: number) =>
      publishing(async (trx) => {
        const row = await get(conversationId, trx);
        if (!row) return null;
        const column = side === 'visitor' ? 'visitor_read_id' : 'agent_read_id';
        const target = Math.min(lastReadId, row.last_message_id);
        if (target <= row[column]) return { result: conversationResource(row), events: [] };
        await trx
          .updateTable('chat_conversations')
          .set({ [column]: target })
          .where('id', '=', conversationId)
          .where(column, '<', target)
          .execute();
        return changed(trx, conversationId);
      }),

    /** Rates an ended, unrated conversation; null when it is open or rated already. */
    rate: (conversationId: number, score: number, comment: string | null) =>
      publishing(async (trx) => {
        const result = await trx
          .updateTable('chat_conversations')
          .set({ rating: score, rating_comment: comment })
          .where('id', '=', conversationId)
          .where('status', '=', 'closed')
          .where('rating', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return null;
        return changed(trx, conversationId);
      }),

    /** Tells the other side someone types (stored nowhere). */
    typing: (conversationId: number, sender: 'visitor' | 'agent', name: string) =>
      bus.publish([{ type: 'typing', conversation_id: conversationId, sender, name }]),
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
