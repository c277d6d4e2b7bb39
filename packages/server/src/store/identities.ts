import { NAME_MIN_LENGTH } from '@folio/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../database.ts';
import type { DB } from '../db/tables.ts';
import { isUniqueViolation, normalizeEmail, nowIso } from './shared.ts';
import type { UserRow } from './users.ts';

/**
 * The identity providers linked to members (table `user_identities`), and the account a sign-in
 * reaches (docs/adr/0033-sign-in-with-an-identity-provider.md, "Accounts").
 */

/** A provider's account, as its verified ID token names it. */
export interface Identity {
  provider: string;
  /** The ID token's `sub`. */
  subject: string;
  email: string | null;
  /** The provider vouched for the e-mail (`email_verified: true`). */
  emailVerified: boolean;
  /** The name it gave, if any. */
  name: string | null;
}

/** Why a sign-in or a link may not go ahead (the keys of SIGNIN_MESSAGES). */
export type IdentityRefusal =
  | 'emailMissing'
  | 'emailUnverifiedTaken'
  | 'administratorByHand'
  | 'identityTaken'
  | 'alreadyLinked';

/** How a sign-in reached its member: an earlier link, a new link by e-mail, or a new member. */
export type SigninOutcome = 'signedIn' | 'linked' | 'created';

const NAME_MAX_LENGTH = 255;

/** The name of a member a provider creates: its name, else the e-mail's local part, else 會員. */
function memberName(identity: Identity): string {
  const chars = (text: string) => [...text];
  for (const candidate of [identity.name, identity.email?.split('@')[0]]) {
    const name = candidate?.trim() ?? '';
    if (chars(name).length >= NAME_MIN_LENGTH)
      return chars(name).slice(0, NAME_MAX_LENGTH).join('');
  }
  return '會員';
}

function identityValues(userId: number, identity: Identity) {
  return {
    provider: identity.provider,
    subject: identity.subject,
    user_id: userId,
    email: identity.email,
    email_verified: identity.emailVerified ? 1 : 0,
    created_at: nowIso(),
  };
}

/** True when the member has linked this provider (`runner`: the database or a transaction). */
async function hasLinked(runner: Kysely<DB>, userId: number, provider: string): Promise<boolean> {
  const link = await runner
    .selectFrom('user_identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return link !== undefined;
}

/** Runs `work` in a transaction, once more if a unique index refused the first (a race). */
async function retryOnce<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>) {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction().execute(work);
  }
}

export function identityStore(db: Kysely<DB>, engine: Engine) {
  return {
    /** A member's linked providers, oldest first. */
    ofMember: (userId: number) =>
      db
        .selectFrom('user_identities')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('provider')
        .execute(),

    /**
     * The member a provider's account signs in (in one transaction): the member who linked it;
     * else the member with the e-mail the provider vouches for, now linked (never an
     * administrator, never through an e-mail it does not vouch for); else a new member, verified
     * when the provider vouches for the e-mail, without a password. A refusal writes nothing.
     */
    signIn: (identity: Identity) =>
      retryOnce(
        db,
        async (
          trx,
        ): Promise<{ user: UserRow; outcome: SigninOutcome } | { refused: IdentityRefusal }> => {
          const linked = await trx
            .selectFrom('user_identities as i')
            .innerJoin('users as u', 'u.id', 'i.user_id')
            .selectAll('u')
            .where('i.provider', '=', identity.provider)
            .where('i.subject', '=', identity.subject)
            .executeTakeFirst();
          if (linked) return { user: linked, outcome: 'signedIn' };
          if (!identity.email) return { refused: 'emailMissing' };
          const member = await trx
            .selectFrom('users')
            .selectAll()
            .where('email_normalized', '=', normalizeEmail(identity.email))
            .executeTakeFirst();
          if (member) {
            if (!identity.emailVerified) return { refused: 'emailUnverifiedTaken' };
            if (member.role === 'admin') return { refused: 'administratorByHand' };
            if (await hasLinked(trx, member.id, identity.provider))
              return { refused: 'alreadyLinked' };
            await trx
              .insertInto('user_identities')
              .values(identityValues(member.id, identity))
              .execute();
            return { user: member, outcome: 'linked' };
          }
          const now = nowIso();
          const user = await trx
            .insertInto('users')
            .values({
              name: memberName(identity),
              email: identity.email,
              email_normalized: normalizeEmail(identity.email),
              // No password: the member sets one through the forgot-password mail.
              password: '',
              email_verified_at: identity.emailVerified ? now : null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('user_identities')
            .values(identityValues(user.id, identity))
            .execute();
          return { user, outcome: 'created' };
        },
      ),

    /** Links a provider's account to a logged-in member (from the account page). */
    link: (userId: number, identity: Identity) =>
      retryOnce(db, async (trx): Promise<IdentityRefusal | 'linked'> => {
        const owner = await trx
          .selectFrom('user_identities')
          .select('user_id')
          .where('provider', '=', identity.provider)
          .where('subject', '=', identity.subject)
          .executeTakeFirst();
        if (owner) return owner.user_id === userId ? 'alreadyLinked' : 'identityTaken';
        if (await hasLinked(trx, userId, identity.provider)) return 'alreadyLinked';
        await trx.insertInto('user_identities').values(identityValues(userId, identity)).execute();
        return 'linked';
      }),

    /** True when the member has linked this provider. */
    has: (userId: number, provider: string) => hasLinked(db, userId, provider),

    /**
     * Removes a link unless it is the member's last way to log in (no password, no other
     * provider). On PostgreSQL the member's row is locked first, so two removals at once cannot
     * both pass the check; SQLite runs one write transaction at a time.
     */
    unlink: (userId: number, provider: string) =>
      db.transaction().execute(async (trx): Promise<'removed' | 'notLinked' | 'lastWay'> => {
        const row = await trx
          .selectFrom('users')
          .select('password')
          .where('id', '=', userId)
          .$if(engine === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        const links = await trx
          .selectFrom('user_identities')
          .select('provider')
          .where('user_id', '=', userId)
          .execute();
        if (!row || !links.some((link) => link.provider === provider)) return 'notLinked';
        if (row.password === '' && links.length === 1) return 'lastWay';
        await trx
          .deleteFrom('user_identities')
          .where('user_id', '=', userId)
          .where('provider', '=', provider)
          .execute();
        return 'removed';
      }),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('user_identities')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
