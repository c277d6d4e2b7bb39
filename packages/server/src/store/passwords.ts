import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';
import { normalizeEmail, nowIso } from './shared.ts';

/**
 * Password changes and resets: `users.password`, the reset tokens (table
 * `password_reset_tokens`, hashed) and the bearer tokens a change revokes.
 */
export function passwordStore(db: Kysely<DB>) {
  return {
    /**
     * New password; the account's other tokens are revoked, `keepTokenId` stays valid, and a reset
     * link asked for before is void (it was meant for the password just replaced).
     */
    change: (userId: number, passwordHash: string, keepTokenId: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password: passwordHash, updated_at: nowIso() })
          .where('id', '=', userId)
          .execute();
        await trx
          .deleteFrom('password_reset_tokens')
          .where('email_normalized', '=', (eb) =>
            eb.selectFrom('users').select('email_normalized').where('id', '=', userId),
          )
          .execute();
        await trx
          .deleteFrom('personal_access_tokens')
          .where('user_id', '=', userId)
          .where('id', '!=', keepTokenId)
          .execute();
      }),

    findResetToken: (email: string) =>
      db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst(),

    /** Stores the (hashed) reset token of an address, replacing an earlier one. */
    putResetToken: (email: string, tokenHash: string, createdAt: number) =>
      db
        .insertInto('password_reset_tokens')
        .values({
          email_normalized: normalizeEmail(email),
          token_hash: tokenHash,
          created_at: createdAt,
        })
        .onConflict((oc) =>
          oc
            .column('email_normalized')
            .doUpdateSet({ token_hash: tokenHash, created_at: createdAt }),
        )
        .execute(),

    /**
     * In one transaction: checks the address's reset token with `accept`, sets the new password,
     * consumes the token and revokes every bearer token. False (and nothing written) when the
     * account or token is missing or `accept` refuses it.
     */
    resetWithToken: (
      email: string,
      accept: (row: Selectable<DB['password_reset_tokens']>) => boolean,
      passwordHash: string,
    ) =>
      db.transaction().execute(async (trx) => {
        const normalized = normalizeEmail(email);
        const row = await trx
          .selectFrom('password_reset_tokens')
          .selectAll()
          .where('email_normalized', '=', normalized)
          .executeTakeFirst();
        if (!row || !accept(row)) return false;
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('email_normalized', '=', normalized)
          .executeTakeFirst();
        if (!user) return false;
        await trx
          .updateTable('users')
          .set({ password: passwordHash, updated_at: nowIso() })
          .where('id', '=', user.id)
          .execute();
        await trx
          .deleteFrom('password_reset_tokens')
          .where('email_normalized', '=', normalized)
          .execute();
        await trx.deleteFrom('personal_access_tokens').where('user_id', '=', user.id).execute();
        return true;
      }),
  };
}
