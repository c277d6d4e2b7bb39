import {
  CHAT_COMMENT_MAX_LENGTH,
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATING_MAX,
  CHAT_SENDERS,
  CHAT_STATUSES,
} from '@folio/rules';
import { sql } from 'kysely';
import { between, oneOf, refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * The chat's tables (docs/adr/0032-live-chat.md). The limits are the rules' (chat.ts), so the
 * database refuses what the contract refuses; one open conversation per owner, and a sender's
 * retry of a message (its `client_id`) stored once.
 */
export default {
  async up(db, d) {
    await db.schema
      .createTable('chat_visitors')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('visitor_id', 'integer', (c) =>
        c.references('chat_visitors.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', CHAT_STATUSES)))
      .addColumn('agent_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('message_count', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(between(sql.ref('message_count'), 0, CHAT_MAX_MESSAGES)),
      )
      .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('preview', 'text')
      .addColumn('visitor_read_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('agent_read_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating', 'integer', (c) =>
        c.check(sql`rating IS NULL OR ${between(sql.ref('rating'), 1, CHAT_RATING_MAX)}`),
      )
      .addColumn('rating_comment', 'text', (c) =>
        c.check(
          sql`rating_comment IS NULL OR ${d.length('rating_comment')} <= ${sql.lit(CHAT_COMMENT_MAX_LENGTH)}`,
        ),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      // A conversation belongs to exactly one visitor or one account.
      .addCheckConstraint(
        'chat_conversations_owner',
        sql`(visitor_id IS NULL) <> (user_id IS NULL)`,
      )
      .execute();
    // At most one open conversation per owner: two starts at once cannot both insert.
    for (const owner of ['visitor_id', 'user_id'] as const) {
      await db.schema
        .createIndex(`chat_conversations_open_${owner}`)
        .on('chat_conversations')
        .column(owner)
        .unique()
        .where(sql.ref('status'), '<>', 'closed')
        .execute();
      await db.schema
        .createIndex(`chat_conversations_${owner}`)
        .on('chat_conversations')
        .columns([owner, 'id'])
        .execute();
    }
    await db.schema
      .createIndex('chat_conversations_inbox')
      .on('chat_conversations')
      .columns(['status', 'updated_at'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('conversation_id', 'integer', refersTo('chat_conversations', 'cascade'))
      .addColumn('sender', 'text', (c) => c.notNull().check(oneOf('sender', CHAT_SENDERS)))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) =>
        c.notNull().check(between(d.length('body'), 1, CHAT_MESSAGE_MAX_LENGTH)),
      )
      .addColumn('client_id', 'text')
      .addColumn('source', 'text')
      .addColumn('suggest_handoff', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`suggest_handoff IN (0, 1)`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // A sender's retry of one message (the same client_id) is found, never stored twice.
    await db.schema
      .createIndex('chat_messages_client')
      .on('chat_messages')
      .columns(['conversation_id', 'client_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('chat_messages_conversation')
      .on('chat_messages')
      .columns(['conversation_id', 'id'])
      .execute();
  },
} satisfies Step;
