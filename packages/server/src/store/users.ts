import type { User } from '@folio/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';
import { isUniqueViolation, normalizeEmail, nowIso } from './shared.ts';

/** The accounts (table `users`). */

export type UserRow = Selectable<DB['users']>;

/** The account as the API shows it (the contract's `User`): never the password hash. */
export const publicUser = (u: UserRow): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  email_verified_at: u.email_verified_at,
  created_at: u.created_at,
  updated_at: u.updated_at,
  role: u.role,
});

/** Thrown by `users.create` when the address (in any letter case) is already registered. */
export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export function userStore(db: Kysely<DB>) {
  return {
    byEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst(),

    byId: (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    async exists(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts an account; EmailTakenError when the address is taken (the unique index decides). */
    async create(input: {
      name: string;
      email: string;
      passwordHash: string;
      verifiedAt?: string | null;
    }): Promise<UserRow> {
      const now = nowIso();
      try {
        return await db
          .insertInto('users')
          .values({
            name: input.name,
            email: input.email,
            email_normalized: normalizeEmail(input.email),
            password: input.passwordHash,
            email_verified_at: input.verifiedAt ?? null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    /** Sets email_verified_at if unset. */
    async markVerified(id: number): Promise<void> {
      const now = nowIso();
      await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Makes the account of `email` an administrator with this password, creating it verified if
     * there is none; an existing account is promoted, verified, and signed out everywhere (its
     * bearer tokens and any reset token deleted), all in one transaction.
     */
    setAdministrator: (input: {
      name: string;
      email: string;
      passwordHash: string;
      /** `carrier` for a delivery company's account (docs/adr/0031); else an administrator. */
      role?: 'admin' | 'carrier';
    }) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const normalized = normalizeEmail(input.email);
        const existing = await trx
          .selectFrom('users')
          .select(['id', 'email_verified_at'])
          .where('email_normalized', '=', normalized)
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto('users')
            .values({
              name: input.name,
              email: input.email,
              email_normalized: normalized,
              password: input.passwordHash,
              email_verified_at: now,
              created_at: now,
              updated_at: now,
              role: input.role ?? 'admin',
            })
            .execute();
          return 'created' as const;
        }
        await trx
          .updateTable('users')
          .set({
            password: input.passwordHash,
            role: input.role ?? 'admin',
            email_verified_at: existing.email_verified_at ?? now,
            updated_at: now,
          })
          .where('id', '=', existing.id)
          .execute();
        await trx.deleteFrom('personal_access_tokens').where('user_id', '=', existing.id).execute();
        await trx
          .deleteFrom('password_reset_tokens')
          .where('email_normalized', '=', normalized)
          .execute();
        return 'updated' as const;
      }),

    /** True when at least one account is an administrator. */
    hasAdministrator: async () =>
      (await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst()) !==
      undefined,

    count: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
