import type { User } from '@folio/contract';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_PRICE_MAX,
  EVENT_PRICE_MIN,
} from '@folio/rules';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { IMAGE_PATH_MAX_LENGTH, MAX_EVENT_ID } from '../tables.ts';
import { between, oneOf, refersTo, type Dialect } from './dialect.ts';

/**
 * The tables more than one migration makes, written once: SQLite reached today's users and
 * events in three steps (001, 002, 003), PostgreSQL, added later (docs/adr/0012), in its first.
 * The CHECK constraints are built from the rules' limits (@folio/rules), so the form, the server
 * and the database hold the same ones; changing a limit fails test/schema.test.ts at the step
 * that wrote it (docs/architecture.md §3 "Migrations").
 */

// A migration sees the schema of its own step, not today's DB interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Who may do what: the roles 001 (PostgreSQL) and 003 (SQLite) allowed (an administrator may update
 * any event), and from 012_delivery the carrier's too (docs/adr/0031-checkout-payment-and-delivery.md).
 */
const FIRST_ROLES = ['admin', 'member'] as const satisfies readonly User['role'][];
export const ROLES = ['admin', 'member', 'carrier'] as const satisfies readonly User['role'][];

/** `users.role`: every account is a member unless made an administrator (or a carrier). */
export const roleColumn =
  (roles: readonly string[] = FIRST_ROLES) =>
  (column: ColumnDefinitionBuilder) =>
    column.notNull().defaultTo('member').check(oneOf('role', roles));

/**
 * The accounts, under `name`; `role` with it on PostgreSQL, added by 003_security on SQLite;
 * `roles` the ones its CHECK allows (012_delivery rebuilds SQLite's with the carrier's).
 */
export function usersTable(
  db: AnyDb,
  d: Dialect,
  { role, name = 'users', roles }: { role: boolean; name?: string; roles?: readonly string[] },
) {
  const table = db.schema
    .createTable(name)
    .addColumn('id', d.idType, d.idKey)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  return role ? table.addColumn('role', 'text', roleColumn(roles)) : table;
}

/**
 * The events, under `name`; `checked`: with a CHECK on every column (003_security), so that a
 * price that is not a whole NT$ in range, an impossible time or a path outside storage/events/
 * can never be written, whatever let it through before.
 */
export function eventsTable(
  db: AnyDb,
  d: Dialect,
  name: 'events' | 'events_checked',
  { checked }: { checked: boolean },
) {
  const check =
    (expression: ReturnType<typeof between>) =>
    (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
      checked ? column.check(expression) : column;
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  return db.schema
    .createTable(name)
    .addColumn('id', d.idType, (c) => check(between(sql.ref('id'), 1, MAX_EVENT_ID))(d.idKey(c)))
    .addColumn('name', 'text', (c) =>
      check(between(d.length('name'), 1, EVENT_NAME_MAX_LENGTH))(notNull(c)),
    )
    .addColumn('description', 'text', (c) =>
      check(between(d.length('description'), 1, EVENT_DESCRIPTION_MAX_LENGTH))(notNull(c)),
    )
    .addColumn('start_time', 'text', (c) => check(d.is('start_time', 'eventTime'))(notNull(c)))
    .addColumn('end_time', 'text', (c) => check(d.is('end_time', 'eventTime'))(notNull(c)))
    .addColumn(
      'price',
      'integer',
      check(sql`price IS NULL OR (${d.integerBetween('price', EVENT_PRICE_MIN, EVENT_PRICE_MAX)})`),
    )
    .addColumn(
      'image_path',
      'text',
      check(sql`image_path IS NULL OR (${d.storagePath('image_path', IMAGE_PATH_MAX_LENGTH)})`),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull);
}

/** The list's order, newest first (the events list's page without a search). */
export const eventsOrderIndex = (db: AnyDb) =>
  db.schema.createIndex('events_order').on('events').columns(['start_time desc', 'id desc']);

/**
 * Counters the triggers keep (002_event_count on SQLite, 001_initial on PostgreSQL): the events'
 * total, so the list need not count(*) a whole index (~0.3 ms at 100 000 rows).
 */
export async function createCounters(db: AnyDb, d: Dialect) {
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', d.int64, (c) => c.notNull())
    .execute();
  await db
    .insertInto('counters')
    .columns(['name', 'value'])
    .expression(
      db.selectFrom('events').select([sql.lit('events').as('name'), sql`count(*)`.as('value')]),
    )
    .execute();
}

/** The checkout jobs' columns as 010_checkout made them (011 adds session_id and attempt). */
export const FIRST_JOB_COLUMNS = ['id', 'kind', 'order_id', 'run_at', 'claimed_by', 'lease_until'];

/** The checkout's jobs in the order they come due (010_checkout, and each SQLite rebuild). */
export const checkoutJobsDueIndex = (db: AnyDb) =>
  db.schema.createIndex('checkout_jobs_due').on('checkout_jobs').columns(['run_at', 'id']);

/**
 * SQLite changes a CHECK or a NOT NULL only by rebuilding the table (011_payment, 013_cart_sweep):
 * the rows' `columns` go into `checkout_jobs_next` (the caller made it), which then takes the
 * table's name and its due index.
 */
export async function replaceCheckoutJobs(db: AnyDb, columns: string[]) {
  await db
    .insertInto('checkout_jobs_next')
    .columns(columns)
    .expression(db.selectFrom('checkout_jobs').select(columns))
    .execute();
  await db.schema.dropTable('checkout_jobs').execute();
  await db.schema.alterTable('checkout_jobs_next').renameTo('checkout_jobs').execute();
  await checkoutJobsDueIndex(db).execute();
}

/** A table of a member's own rows (001, 004, 005, 010): its id, and the member they go with. */
export const memberRowsTable = (db: AnyDb, d: Dialect, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', d.idType, d.idKey)
    .addColumn('user_id', 'integer', refersTo('users', 'cascade'));

/** PostgreSQL: the checkout jobs' CHECK of their kinds, made again to allow `kinds` (011, 013). */
export async function allowCheckoutJobKinds(db: AnyDb, kinds: readonly string[]) {
  await db.schema.alterTable('checkout_jobs').dropConstraint('checkout_jobs_kind_check').execute();
  await db.schema
    .alterTable('checkout_jobs')
    .addCheckConstraint('checkout_jobs_kind_check', oneOf('kind', kinds))
    .execute();
}

/**
 * SQLite: the rebuilt checkout_jobs' table (011, 013; replaceCheckoutJobs moves the rows), its
 * CHECK allowing `kinds`, its order required or not.
 */
export const checkoutJobsNext = (
  db: AnyDb,
  d: Dialect,
  kinds: readonly string[],
  { orderRequired }: { orderRequired: boolean },
) =>
  db.schema
    .createTable('checkout_jobs_next')
    .addColumn('id', d.idType, d.idKey)
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', kinds)))
    .addColumn(
      'order_id',
      'integer',
      orderRequired
        ? refersTo('orders', 'cascade')
        : (c) => c.references('orders.id').onDelete('cascade'),
    )
    .addColumn('run_at', d.int64, (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('lease_until', d.int64, (c) => c.notNull().defaultTo(0))
    .addColumn('session_id', 'integer', (c) =>
      c.references('sandbox_sessions.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0));
