import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';

export type LoginLink = Selectable<DB['login_links']>;

/**
 * Sign-in links by mail (table `login_links`, docs/adr/0011 decision 13): kept hashed from the
 * mail until used; using one takes its row out, so a link serves once.
 */
export function loginLinkStore(db: Kysely<DB>) {
  return {
    /** Keeps a new link; links older than `ttlMs` go at the same time. */
    async put(link: LoginLink, ttlMs: number): Promise<void> {
      await db
        .deleteFrom('login_links')
        .where('created_at', '<', link.created_at - ttlMs)
        .execute();
      await db.insertInto('login_links').values(link).execute();
    },

    /** Takes the link of this token hash out (deleted), if there is one: of two uses one gets it. */
    take: (tokenHash: string): Promise<LoginLink | undefined> =>
      db
        .deleteFrom('login_links')
        .where('token_hash', '=', tokenHash)
        .returningAll()
        .executeTakeFirst(),
  };
}
