import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ConfigError } from '../config-error.ts';
import { searchMatch, searchTokens } from '../search.ts';
import { SAFETY_PAGES, startCheckpoints } from './checkpoint.ts';
import { migrate } from './migrations/index.ts';
import { inStartTurn } from './startTurn.ts';
import { MAX_EVENT_ID, type DB, type EventLists, type ListedEvent } from './tables.ts';

/**
 * The SQLite engine (the default): one file in DATA_DIR in WAL mode, a writing connection for
 * Kysely and a read-only one for the events list's prepared statements.
 */

/** The database file inside DATA_DIR. */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'folio.sqlite');

/**
 * Wraps the connection so that Kysely's `prepare(sql)` per query reuses compiled statements:
 * the same query shape always compiles to the same SQL text.
 */
function withStatementCache(sqlite: Database.Database, max = 256) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * The hot reads of the events list as prepared statements on a second, read-only connection:
 * synchronous, without the query builder, and (WAL mode) never another request's uncommitted
 * writes.
 */
function sqliteLists(reader: Database.Database): EventLists {
  const columns =
    'e.id, e.name, e.description, e.start_time, e.end_time, e.price, e.image_path, e.user_id';
  const statements = {
    version: reader.prepare<[], number>('PRAGMA data_version').pluck(),
    total: reader.prepare<[], { n: number }>(
      "SELECT value AS n FROM counters WHERE name = 'events'",
    ),
    page: reader.prepare<[number, number], ListedEvent>(
      `SELECT ${columns} FROM events AS e ORDER BY e.start_time DESC, e.id DESC LIMIT ? OFFSET ?`,
    ),
    matches: reader.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM events_search WHERE events_search MATCH ?',
    ),
    // The index's rowid is the sort key (above): reading it backwards is the list order.
    found: reader.prepare<[string, number, number], ListedEvent>(
      `SELECT ${columns}
       FROM (
         SELECT rowid AS k FROM events_search WHERE events_search MATCH ?
         ORDER BY rowid DESC LIMIT ? OFFSET ?
       ) AS s
       JOIN events AS e ON e.id = (s.k & ${MAX_EVENT_ID})
       ORDER BY s.k DESC`,
    ),
  };
  return {
    list({ limit, offset, search }) {
      const match = search ? searchMatch(search) : null;
      const total =
        match === null ? (statements.total.get()?.n ?? 0) : (statements.matches.get(match)?.n ?? 0);
      if (offset >= total) return Promise.resolve({ rows: [], total });
      const rows =
        match === null
          ? statements.page.all(limit, offset)
          : statements.found.all(match, limit, offset);
      return Promise.resolve({ rows, total });
    },
    // data_version of the reading connection moves with every commit of any other connection
    // (this process's writer, or another process on the same file).
    version: () => Promise.resolve(statements.version.get() ?? 0),
  };
}

/**
 * SQLITE_BUSY_TIMEOUT_MS (default 5 000): the longest a statement waits for another connection's
 * lock (a backup, another process on the file) before it is answered 503 (db/unavailable.ts).
 */
export function sqliteBusyTimeout(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SQLITE_BUSY_TIMEOUT_MS?.trim();
  if (!text) return 5_000;
  if (!/^\d+$/.test(text) || Number(text) > 2 ** 31 - 1) {
    throw new ConfigError(`SQLITE_BUSY_TIMEOUT_MS must be a whole number, not ${text}`);
  }
  return Number(text);
}

/** Opens (creating if needed) and migrates the SQLite database in `dataDir`. */
export async function openSqlite(dataDir: string, busyTimeoutMs = sqliteBusyTimeout()) {
  mkdirSync(dataDir, { recursive: true });
  // Opened and migrated in this process's turn: others may start on the same file at once.
  const db = await inStartTurn(dataDir, async () => {
    const sqlite = new Database(databaseFile(dataDir));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // The WAL's checkpoints run on a worker thread, not in a request's commit (db/checkpoint.ts).
    sqlite.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
    // (text) cut at MAX_INDEXED_CHARS, the events'; (text, 1) whole, the products' (search.ts).
    sqlite.function(
      'folio_search_tokens',
      { deterministic: true, varargs: true },
      (text: unknown, whole: unknown) => searchTokens(String(text ?? ''), whole === 1),
    );
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    try {
      await migrate(db, 'sqlite');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return db;
  });
  const reader = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  reader.pragma(`busy_timeout = ${busyTimeoutMs}`);
  const checkpoints = startCheckpoints(databaseFile(dataDir));
  return {
    db,
    lists: sqliteLists(reader),
    close: async () => {
      await checkpoints.stop();
      reader.close();
      await db.destroy();
    },
  };
}
