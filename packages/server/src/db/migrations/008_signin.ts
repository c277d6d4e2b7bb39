import { sql } from 'kysely';
import { refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * Sign-in with an identity provider (docs/adr/0033-sign-in-with-an-identity-provider.md): the
 * providers linked to each member, and the sign-ins under way.
 */
export default {
  async up(db, d) {
    // A provider's account (its subject) belongs to one member; a member links a provider once.
    await db.schema
      .createTable('user_identities')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', refersTo('users', 'cascade'))
      .addColumn('email', 'text')
      .addColumn('email_verified', 'integer', (c) =>
        c.notNull().check(sql`email_verified IN (0, 1)`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
      .addUniqueConstraint('user_identities_member', ['user_id', 'provider'])
      .execute();
    // One row a sign-in started, deleted by its callback whatever follows (used once).
    await db.schema
      .createTable('signin_attempts')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('binding_hash', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('return_to', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', d.int64, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('signin_attempts_created')
      .on('signin_attempts')
      .column('created_at')
      .execute();
  },
} satisfies Step;
