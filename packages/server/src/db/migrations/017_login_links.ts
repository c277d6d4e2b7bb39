import { refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * Sign-in links by mail (docs/adr/0011-secure-defaults-and-limits.md decision 13): one row a
 * link sent, deleted when it is used (used once), refused after 15 minutes or once the account's
 * password changed (`password_digest` no longer matches).
 */
export default {
  async up(db, d) {
    await db.schema
      .createTable('login_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', refersTo('users', 'cascade'))
      .addColumn('password_digest', 'text', (c) => c.notNull())
      .addColumn('created_at', d.int64, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_links_created')
      .on('login_links')
      .column('created_at')
      .execute();
  },
} satisfies Step;
