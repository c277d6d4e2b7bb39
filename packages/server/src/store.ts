import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import type { DB } from './db.ts';

/**
 * The data-access module: every query of the server, and nothing else, knows the tables. The
 * same Kysely queries on SQLite and PostgreSQL (database.ts); the list's hot reads are written
 * for each engine (db.ts, db-postgres.ts).
 */

export type UserRow = Selectable<DB['users']>;
export type EventRow = Pick<
  Selectable<DB['events']>,
  'id' | 'name' | 'description' | 'start_time' | 'end_time' | 'price' | 'image_path' | 'user_id'
>;
export type MailRow = Selectable<DB['mail_outbox']>;

/** The account as the API shows it (the contract's User): never the password hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  role: 'admin' | 'member';
}

export const publicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  email_verified_at: u.email_verified_at,
  created_at: u.created_at,
  updated_at: u.updated_at,
  role: u.role === 'admin' ? 'admin' : 'member',
});

/** The highest price (NT$) an event may have: the contract's EventForm.price maximum. */
export const MAX_PRICE = 100_000_000;

/**
 * A row as the list may show it: a price the database should never hold (its CHECK refuses it)
 * shows as none rather than failing the whole page for everyone.
 */
export const safeEvent = (row: EventRow): EventRow =>
  row.price === null ||
  (Number.isSafeInteger(row.price) && row.price >= 0 && row.price <= MAX_PRICE)
    ? row
    : { ...row, price: null };

/** Thrown by `users.create` when the address (in any letter case) is already registered. */
export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const nowIso = () => new Date().toISOString();

export interface EventInput {
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  price: number | null;
  /** undefined: keep the current image (update). */
  image_path?: string | null;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const EVENT_COLUMNS = [
  'id',
  'name',
  'description',
  'start_time',
  'end_time',
  'price',
  'image_path',
  'user_id',
] as const;

/** A unique index refused the write (SQLite's and PostgreSQL's error codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export function createStore(database: DatabaseHandle) {
  const { db, lists, searchColumns } = database;

  const users = {
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

    /** Sets email_verified_at if unset; returns the account. */
    async markVerified(id: number): Promise<void> {
      const now = nowIso();
      await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },

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

  const tokens = {
    async issue(userId: number, tokenHash: string): Promise<number> {
      const row = await db
        .insertInto('personal_access_tokens')
        .values({ user_id: userId, token_hash: tokenHash, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The token row with its account, by token id. */
    find: (id: number) =>
      db
        .selectFrom('personal_access_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id as token_id', 't.token_hash'])
        .selectAll('u')
        .where('t.id', '=', id)
        .executeTakeFirst(),

    revoke: (id: number) => db.deleteFrom('personal_access_tokens').where('id', '=', id).execute(),
  };

  const passwords = {
    /** New password; the account's other tokens are revoked, `keepTokenId` stays valid. */
    change: (userId: number, passwordHash: string, keepTokenId: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password: passwordHash, updated_at: nowIso() })
          .where('id', '=', userId)
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

  const events = {
    /**
     * One page of events, `start_time` then `id` descending, and the total. With a keyword, the
     * FTS5 trigram index (search.ts) yields matching sort keys already in list order.
     */
    async list({ page, perPage, search }: { page: number; perPage: number; search?: string }) {
      const { rows, total } = await lists.list({
        limit: perPage,
        offset: (page - 1) * perPage,
        ...(search && { search }),
      });
      return { rows: rows.map(safeEvent), total };
    },

    /** A number that changes whenever any process committed a write of events. */
    version: () => lists.version(),

    get: async (id: number) => {
      const row = await db
        .selectFrom('events')
        .select(EVENT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && safeEvent(row);
    },

    /** Every stored image path (the start-up sweep keeps these files). */
    imagePaths: async () =>
      (
        await db
          .selectFrom('events')
          .select('image_path')
          .where('image_path', 'is not', null)
          .execute()
      ).map((r) => r.image_path as string),

    /** PostgreSQL: image paths of events whose file is not in stored_files (storage.ts). */
    unsharedImagePaths: async () =>
      (
        await db
          .selectFrom('events as e')
          .select('e.image_path')
          .distinct()
          .where('e.image_path', 'is not', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('stored_files as f')
                  .select('f.path')
                  .whereRef('f.path', '=', 'e.image_path'),
              ),
            ),
          )
          .execute()
      ).map((r) => r.image_path as string),

    /**
     * Inserts an event and hands the row to `answer` inside the transaction: the write is
     * committed only when its answer could be made (a failing answer rolls it back).
     */
    create: <T>(input: EventInput & { userId: number | null }, answer: (row: EventRow) => T) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('events')
          .values({
            name: input.name,
            description: input.description,
            start_time: input.start_time,
            end_time: input.end_time,
            price: input.price,
            image_path: input.image_path ?? null,
            user_id: input.userId,
            ...searchColumns(input),
            created_at: now,
            updated_at: now,
          })
          .returning(EVENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return answer(row);
      }),

    /**
     * Updates an event if `allowed` accepts its current owner; returns the answer made by `answer`
     * inside the transaction (a failing answer rolls the write back) with the image the event had
     * before; 'missing' or 'forbidden' (nothing written) otherwise.
     */
    update: <T>(
      id: number,
      input: EventInput,
      allowed: (ownerId: number | null) => boolean,
      answer: (row: EventRow) => T,
    ) =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('events')
          .select(['image_path', 'user_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return 'missing' as const;
        if (!allowed(before.user_id)) return 'forbidden' as const;
        const row = await trx
          .updateTable('events')
          .set({
            name: input.name,
            description: input.description,
            start_time: input.start_time,
            end_time: input.end_time,
            price: input.price,
            ...(input.image_path !== undefined ? { image_path: input.image_path } : {}),
            ...searchColumns(input),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returning(EVENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return { answer: answer(row), row, previousImage: before.image_path };
      }),

    insertMany: (rows: readonly EventInput[]) =>
      db.transaction().execute((trx) => insertEvents(trx, rows)),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };

  /** Inserts many events in one transaction (the seed, the benchmark's 100 000). */
  const insertEvents = async (trx: Kysely<DB>, rows: readonly EventInput[], chunk = 500) => {
    const now = nowIso();
    for (let i = 0; i < rows.length; i += chunk) {
      await trx
        .insertInto('events')
        .values(
          rows.slice(i, i + chunk).map((e) => ({
            name: e.name,
            description: e.description,
            start_time: e.start_time,
            end_time: e.end_time,
            price: e.price,
            image_path: e.image_path ?? null,
            user_id: null,
            ...searchColumns(e),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  };

  /**
   * The first-start seed, once: a verified account and the events, in one transaction, marked
   * with `seeded_at` in the meta table. False when the database was seeded before.
   */
  const seedOnce = (input: {
    admin: { name: string; email: string; passwordHash: string };
    events: readonly EventInput[];
  }) =>
    db.transaction().execute(async (trx) => {
      // PostgreSQL: processes starting together seed one at a time (the others then see the mark).
      if (database.engine === 'postgres') {
        await sql`SELECT pg_advisory_xact_lock(hashtext('folio_seed'))`.execute(trx);
      }
      const seeded = await trx
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'seeded_at')
        .executeTakeFirst();
      if (seeded) return false;
      const now = nowIso();
      const normalized = normalizeEmail(input.admin.email);
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where('email_normalized', '=', normalized)
        .executeTakeFirst();
      if (!exists) {
        await trx
          .insertInto('users')
          .values({
            name: input.admin.name,
            email: input.admin.email,
            email_normalized: normalized,
            password: input.admin.passwordHash,
            email_verified_at: now,
            created_at: now,
            updated_at: now,
            role: 'admin',
          })
          .execute();
      }
      await insertEvents(trx, input.events);
      await trx.insertInto('meta').values({ key: 'seeded_at', value: now }).execute();
      return true;
    });

  const outbox = {
    add: (mail: MailInput) =>
      db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: JSON.stringify(mail.links),
          created_at: nowIso(),
        })
        .execute(),

    /** Newest first. */
    list: (limit = 100) =>
      db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  };

  const meta = {
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

  return { db, engine: database.engine, users, tokens, passwords, events, outbox, meta, seedOnce };
}

export type Store = ReturnType<typeof createStore>;
