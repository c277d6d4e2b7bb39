import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';

/** Settings of the database itself (table `meta`, key → value), e.g. the seed mark `seeded_at` and `app_key`. */
export function metaStore(db: Kysely<DB>) {
  return {
    /** A query that reads nothing (readiness, GET /health/ready): throws when the database cannot answer. */
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    get: async (key: string) =>
      (await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())
        ?.value,
    set: (key: string, value: string) =>
      db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute(),
  };
}
