import {
  createCounters,
  eventsOrderIndex,
  eventsTable,
  memberRowsTable,
  usersTable,
} from './definitions.ts';
import * as postgres from './postgres-only.ts';
import * as sqlite from './sqlite-only.ts';
import type { Step } from './step.ts';

/**
 * Accounts, their tokens, password resets, the events and their search, the mail outbox and
 * meta. PostgreSQL's came after SQLite's 003, so it also makes what SQLite's 002 and 003 add
 * (roles, the events' CHECKs, the count) and what several processes share.
 */
export default {
  async up(db, d) {
    const pg = d.engine === 'postgres';
    if (pg) await postgres.createExtensions(db);
    await usersTable(db, d, { role: pg }).execute();
    await memberRowsTable(db, d, 'personal_access_tokens')
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('personal_access_tokens_user')
      .on('personal_access_tokens')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('email_normalized', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', d.int64, (c) => c.notNull())
      .execute();
    const events = eventsTable(db, d, 'events', { checked: pg });
    await (pg ? postgres.withSearchColumns(events) : events).execute();
    await eventsOrderIndex(db).execute();
    await (pg ? postgres.createSearch(db) : sqlite.createSearch(db));
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('links', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    if (pg) {
      await createCounters(db, d);
      await postgres.createCountTriggers(db);
      await postgres.createSharedState(db);
    }
  },
} satisfies Step;
