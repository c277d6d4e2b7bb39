import { SIGNIN_ATTEMPT_TTL_MS } from '@folio/rules';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';

export type SigninAttempt = Selectable<DB['signin_attempts']>;

/**
 * The sign-ins under way (table `signin_attempts`, docs/adr/0033): kept from the start until the
 * callback, which takes the row out whatever happens next, so a state serves once.
 */
export function signinAttemptStore(db: Kysely<DB>) {
  return {
    /** Keeps a new attempt; attempts older than their lifetime go at the same time. */
    async put(attempt: Insertable<DB['signin_attempts']>): Promise<void> {
      await db
        .deleteFrom('signin_attempts')
        .where('created_at', '<', attempt.created_at - SIGNIN_ATTEMPT_TTL_MS)
        .execute();
      await db.insertInto('signin_attempts').values(attempt).execute();
    },

    /**
     * Takes the attempt of this state out (deleted), if there is one: of two callbacks with one
     * state only one gets it. The caller checks its age and binding.
     */
    take: (stateHash: string): Promise<SigninAttempt | undefined> =>
      db
        .deleteFrom('signin_attempts')
        .where('state_hash', '=', stateHash)
        .returningAll()
        .executeTakeFirst(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('signin_attempts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
