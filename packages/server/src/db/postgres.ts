import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../config-error.ts';
import { waitForPostgres } from './connect.ts';
import { MAX_INDEXED_CHARS, normalizeSearchText } from '../search.ts';
import { migrate } from './migrations/index.ts';
import { statementName } from './compiled.ts';
import { eventsVersionReader } from './events-version.ts';
import { postgresLists } from './postgres-lists.ts';
import type { DB } from './tables.ts';

/**
 * The PostgreSQL engine (DATABASE_URL=postgres://…): the same tables as SQLite, so the store's
 * queries are the same, plus what several processes on one database need (migrations/postgres-only.ts).
 * Search: the same normalised text as SQLite, kept beside each event by the store
 * (`searchColumns`), read by postgres-lists.ts.
 */

// bigint (count(*), Unix milliseconds) as a JavaScript number: every value here is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** The normalised text the search reads, kept beside an event (search.ts). */
export const searchColumns = (event: { name: string; description: string }) => ({
  search_name: Array.from(normalizeSearchText(event.name)).slice(0, MAX_INDEXED_CHARS).join(''),
  search_description: Array.from(normalizeSearchText(event.description))
    .slice(0, MAX_INDEXED_CHARS)
    .join(''),
});

/**
 * The bounds of the PostgreSQL pool (docs/operations.md "Settings"), in milliseconds; 0 turns one
 * off. A statement over its time, a lock not granted in time or no connection free in time is
 * answered 503 (db/unavailable.ts) instead of hanging.
 */
export interface PostgresSettings {
  /** PG_POOL_SIZE: connections of this process (default 10). */
  poolSize: number;
  /** PG_STATEMENT_TIMEOUT_MS: the longest a statement may run (default 5 000). */
  statementTimeoutMs: number;
  /** PG_LOCK_TIMEOUT_MS: the longest a statement waits for a lock (default 2 000). */
  lockTimeoutMs: number;
  /** PG_POOL_WAIT_MS: the longest a request waits for a connection, connecting included (default 3 000). */
  poolWaitMs: number;
}

/** The settings from `env`; a value that is not a whole number stops the start with the reason. */
export function postgresSettings(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  const read = (name: string, fallback: number, min = 0) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > 2 ** 31 - 1) {
      throw new ConfigError(`${name} must be a whole number of at least ${min}, not ${text}`);
    }
    return value;
  };
  return {
    poolSize: read('PG_POOL_SIZE', 10, 1),
    statementTimeoutMs: read('PG_STATEMENT_TIMEOUT_MS', 5_000),
    lockTimeoutMs: read('PG_LOCK_TIMEOUT_MS', 2_000),
    poolWaitMs: read('PG_POOL_WAIT_MS', 3_000),
  };
}

/**
 * A connection that sends the queries compiled once (`db/compiled.ts`) as named statements, so
 * PostgreSQL parses each once a connection and plans it once for good, instead of every time:
 * planning was over half of the database's time on the order path
 * (docs/adr/appendices/0031-orders-and-gateways.md "Named statements"). Kysely sends every query
 * as `query(text, values)`; any other text stays unnamed.
 */
class NamedStatementsClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const unnamed = this.query.bind(this);
    // pg.Client's query has a dozen overloads; only Kysely's (text, values) form is changed, and
    // every call goes on to the original with what it was given.
    this.query = ((text: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && rest.length === 1 && Array.isArray(rest[0])) {
        const name = statementName(text);
        if (name) return unnamed({ name, text, values: rest[0] });
      }
      return (unnamed as (...args: unknown[]) => unknown)(text, ...rest);
    }) as pg.Client['query'];
  }
}

/** A pool whose idle connections may end (a restart, an administrator) without ending the process. */
function pool(config: pg.PoolConfig): pg.Pool {
  const made = new pg.Pool({ ...config, Client: NamedStatementsClient });
  // The pool drops such a connection and connects anew for the next query; without this
  // listener the error would end the process.
  made.on('error', () => undefined);
  // A connection that ends while it is checked out (a query in flight when the server stops)
  // fails that query, which is answered 503 (db/unavailable.ts), and then emits 'error' too: with
  // no listener of its own there, that would end the process.
  made.on('connect', (client) => client.on('error', () => undefined));
  return made;
}

/**
 * Opens and migrates the database at `url` (every process may do so at once: Kysely locks). The
 * migrations run on a connection of their own without the time limits (an index on a large
 * table may take longer than a request may); the requests' pool has them.
 */
export async function openPostgres(url: string, settings = postgresSettings()) {
  await waitForPostgres(url);
  const migrations = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: pool({ connectionString: url, max: 2 }) }),
  });
  try {
    await migrate(migrations, 'postgres');
  } finally {
    await migrations.destroy();
  }
  const { statementTimeoutMs, lockTimeoutMs, poolWaitMs } = settings;
  const requests = pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: poolWaitMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: lockTimeoutMs,
    // The server's own limit cannot fire when the server is gone without a word (a network
    // cut): the client gives up a second after it.
    ...(statementTimeoutMs > 0 && { query_timeout: statementTimeoutMs + 1_000 }),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: requests }) });
  // The list's version row on a connection of its own, with the pool's limits (events-version.ts).
  const version = eventsVersionReader({
    connectionString: url,
    connectionTimeoutMillis: poolWaitMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: lockTimeoutMs,
    ...(statementTimeoutMs > 0 && { query_timeout: statementTimeoutMs + 1_000 }),
  });
  const poolStats = () => ({
    total: requests.totalCount,
    idle: requests.idleCount,
    waiting: requests.waitingCount,
    max: settings.poolSize,
  });
  const close = async () => {
    await version.end();
    await db.destroy();
  };
  return { db, lists: postgresLists(db, () => version.read()), poolStats, close };
}

/**
 * The app key kept in the database, for deployments without APP_KEY: generated by whichever
 * process starts first (insert if absent), then read by every one.
 */
export async function storedAppKey(db: Kysely<DB>): Promise<string> {
  const value = `base64:${randomBytes(32).toString('base64')}`;
  await db
    .insertInto('meta')
    .values({ key: 'app_key', value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'app_key')
    .executeTakeFirstOrThrow();
  return row.value;
}
