import type { Kysely } from 'kysely';
import { prepared } from '../db/compiled.ts';
import type { DB } from '../db/tables.ts';
import { nowIso } from './shared.ts';

/** The bearer tokens (table `personal_access_tokens`): only the hash of a token's secret is kept. */
export function tokenStore(db: Kysely<DB>) {
  // Every authenticated request reads its token: compiled once (db/compiled.ts).
  const byId = prepared((q, a: { id: number }) =>
    q
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id as token_id', 't.token_hash'])
      .selectAll('u')
      .where('t.id', '=', a.id),
  );
  return {
    async issue(userId: number, tokenHash: string): Promise<number> {
      const row = await db
        .insertInto('personal_access_tokens')
        .values({ user_id: userId, token_hash: tokenHash, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The token row with its account, by token id. */
    find: (id: number) => byId.first(db, { id }),

    revoke: (id: number) => db.deleteFrom('personal_access_tokens').where('id', '=', id).execute(),
  };
}
