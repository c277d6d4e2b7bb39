import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type Generated,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { searchMatch, searchTokens } from './search.ts';

/** The tables, as Kysely sees them. Times are RFC 3339 UTC text unless said otherwise. */
export interface DB {
  users: {
    id: Generated<number>;
    name: string;
    email: string;
    /** Lower-cased e-mail: unique, so one address cannot register twice in any letter case. */
    email_normalized: string;
    /** argon2id PHC string. */
    password: string;
    email_verified_at: string | null;
    created_at: string;
    updated_at: string;
    /** `admin` may update any event; `member` only their own (003_security). */
    role: Generated<'admin' | 'member'>;
  };
  personal_access_tokens: {
    id: Generated<number>;
    user_id: number;
    /** SHA-256 (hex) of the secret part of `id|secret`. */
    token_hash: string;
    created_at: string;
  };
  password_reset_tokens: {
    email_normalized: string;
    /** SHA-256 (hex) of the e-mailed token. */
    token_hash: string;
    /** Unix milliseconds. */
    created_at: number;
  };
  events: {
    id: Generated<number>;
    name: string;
    description: string;
    /** Local wall-clock time `YYYY-MM-DD HH:mm:ss`. */
    start_time: string;
    end_time: string;
    price: number | null;
    image_path: string | null;
    user_id: number | null;
    created_at: string;
    updated_at: string;
    /** PostgreSQL only (db-postgres.ts): the normalised name the search reads. */
    search_name: Generated<string>;
    /** PostgreSQL only: the normalised description the search reads. */
    search_description: Generated<string>;
  };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    /** JSON array of the links in the mail. */
    links: string;
    created_at: string;
  };
  meta: {
    key: string;
    value: string;
  };
  counters: {
    name: string;
    value: number;
  };
  /** One member's booking of one consultation slot (004_bookings): the slot is unique. */
  bookings: {
    id: Generated<number>;
    user_id: number;
    /** The slot's start as an RFC 3339 UTC instant on the hour, `YYYY-MM-DDTHH:00:00Z`. */
    starts_at: string;
    created_at: string;
  };
  /** Scheduled mail tasks and their progress (005_tasks, store/tasks.ts, taskRunner.ts). */
  mail_tasks: {
    id: Generated<number>;
    user_id: number;
    /** JSON array of the addresses, one mail each, in the order typed. */
    recipients: string;
    subject: string;
    content: string;
    /** Asia/Taipei wall clock `YYYY-MM-DD HH:mm:ss`, as the contract shows it. */
    start_at: string;
    /** The same instant in Unix milliseconds: when the runner may pick the task. */
    run_at: number;
    state: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
    /** Mails sent so far: the runner resumes from here (recipients[sent] is the next). */
    sent: Generated<number>;
    total: number;
    error: string | null;
    created_at: string;
    finished_at: string | null;
    /** The runner that holds the task, and until when (Unix ms) unless it renews the lease. */
    claimed_by: string | null;
    lease_until: Generated<number>;
  };
  /** PostgreSQL only: every uploaded image and its copies, for every process (storage.ts). */
  stored_files: {
    /** `events/<name>`, as in image_path. */
    path: string;
    data: Buffer;
    /** Unix milliseconds. */
    created_at: number;
  };
  /** PostgreSQL only: rate-limit counters shared by every process (ratelimit.ts). */
  rate_limits: {
    key: string;
    count: number;
    /** Unix milliseconds. */
    reset_at: number;
  };
}

/** An event as the list reads it. */
export interface ListedEvent {
  id: number;
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  price: number | null;
  image_path: string | null;
  user_id: number | null;
}

/** The hot reads of the events list, written for each engine. */
export interface EventLists {
  /** One page, `start_time` then `id` descending, and the total (of the matches, with `search`). */
  list(query: {
    limit: number;
    offset: number;
    search?: string;
  }): Promise<{ rows: ListedEvent[]; total: number }>;
  /** A number that changes whenever any process committed a write of events. */
  version(): Promise<number>;
}

/**
 * Event ids stay below 2^26, so `(unixepoch(start_time) << 26) + id` is a 64-bit key that sorts
 * like `start_time DESC, id DESC` when read backwards: the rowid of the search index.
 */
export const SORT_SHIFT = 26;
export const MAX_EVENT_ID = 2 ** SORT_SHIFT - 1;
const sortKeySql = (alias: 'new' | 'old') =>
  `((unixepoch(${alias}.start_time) << ${SORT_SHIFT}) + ${alias}.id)`;

const searchRow = (alias: 'new' | 'old') =>
  `(${sortKeySql(alias)}, folio_search_tokens(${alias}.name), folio_search_tokens(${alias}.description))`;

/** The search index follows every write of events (search.ts). */
const SEARCH_TRIGGERS = [
  `CREATE TRIGGER events_search_insert AFTER INSERT ON events BEGIN
     INSERT INTO events_search(rowid, name, description) VALUES ${searchRow('new')};
   END`,
  `CREATE TRIGGER events_search_delete AFTER DELETE ON events BEGIN
     DELETE FROM events_search WHERE rowid = ${sortKeySql('old')};
   END`,
  `CREATE TRIGGER events_search_update AFTER UPDATE OF name, description, start_time ON events
   BEGIN
     DELETE FROM events_search WHERE rowid = ${sortKeySql('old')};
     INSERT INTO events_search(rowid, name, description) VALUES ${searchRow('new')};
   END`,
];

/** The list's total follows every insert and delete (002_event_count). */
const COUNT_TRIGGERS = [
  `CREATE TRIGGER events_count_insert AFTER INSERT ON events BEGIN
     UPDATE counters SET value = value + 1 WHERE name = 'events';
   END`,
  `CREATE TRIGGER events_count_delete AFTER DELETE ON events BEGIN
     UPDATE counters SET value = value - 1 WHERE name = 'events';
   END`,
];

const EVENT_TRIGGERS = [...SEARCH_TRIGGERS, ...COUNT_TRIGGERS];

export const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db) {
      await sql`
        CREATE TABLE users (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          email_normalized TEXT NOT NULL UNIQUE,
          password TEXT NOT NULL,
          email_verified_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE personal_access_tokens (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          token_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX personal_access_tokens_user ON personal_access_tokens(user_id)`.execute(
        db,
      );
      await sql`
        CREATE TABLE password_reset_tokens (
          email_normalized TEXT PRIMARY KEY,
          token_hash TEXT NOT NULL,
          created_at INTEGER NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL,
          description TEXT NOT NULL,
          start_time TEXT NOT NULL,
          end_time TEXT NOT NULL,
          price INTEGER,
          image_path TEXT,
          user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX events_order ON events(start_time DESC, id DESC)`.execute(db);
      // Contentless FTS5 index of trigram tokens (search.ts); rowid = the sort key above.
      await sql`
        CREATE VIRTUAL TABLE events_search USING fts5(
          name, description,
          content='', contentless_delete=1, tokenize='ascii', prefix='6,12', detail='full'
        )`.execute(db);
      for (const trigger of SEARCH_TRIGGERS) await sql.raw(trigger).execute(db);
      await sql`
        CREATE TABLE mail_outbox (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          to_address TEXT NOT NULL,
          subject TEXT NOT NULL,
          text TEXT NOT NULL,
          html TEXT NOT NULL,
          links TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`.execute(db);
    },
  },
};

migrations['002_event_count'] = {
  // count(*) walks a whole index (~0.3 ms at 100 000 rows): the list keeps its total up to date.
  async up(db) {
    await sql`CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`.execute(db);
    await sql`INSERT INTO counters (name, value) SELECT 'events', count(*) FROM events`.execute(db);
    for (const trigger of COUNT_TRIGGERS) await sql.raw(trigger).execute(db);
  },
};

/** An event time as stored (`YYYY-MM-DD HH:mm:ss`), as a GLOB pattern. */
const TIME_GLOB = "'[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]'";

migrations['003_security'] = {
  /**
   * Roles, and the database as a second line of defence behind validation: CHECK constraints on
   * every event column (a price that is not a whole NT$ in range, an impossible time, a path
   * outside storage/events/ can never be written). SQLite adds CHECKs only by rebuilding the
   * table; PostgreSQL would `ALTER TABLE … ADD CONSTRAINT` the same expressions.
   */
  async up(db) {
    await sql`
      ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'member'
        CHECK (role IN ('admin', 'member'))`.execute(db);
    // The seeded demo administrator of databases made before roles existed.
    await sql`
      UPDATE users SET role = 'admin'
      WHERE email_normalized = 'admin@example.com'
        AND EXISTS (SELECT 1 FROM meta WHERE key = 'seeded_at')`.execute(db);
    // Rows an older server let through (price=Infinity) lose the bad value rather than the row.
    await sql`
      UPDATE events SET price = NULL
      WHERE price IS NOT NULL
        AND (typeof(price) <> 'integer' OR price < 0 OR price > 100000000)`.execute(db);
    await sql
      .raw(
        `CREATE TABLE events_checked (
          id INTEGER PRIMARY KEY AUTOINCREMENT CHECK (id BETWEEN 1 AND ${MAX_EVENT_ID}),
          name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
          description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
          start_time TEXT NOT NULL CHECK (start_time GLOB ${TIME_GLOB}),
          end_time TEXT NOT NULL CHECK (end_time GLOB ${TIME_GLOB}),
          price INTEGER CHECK (
            price IS NULL OR (typeof(price) = 'integer' AND price BETWEEN 0 AND 100000000)
          ),
          image_path TEXT CHECK (
            image_path IS NULL OR (
              length(image_path) <= 255
              AND image_path GLOB 'events/[A-Za-z0-9]*'
              AND image_path NOT GLOB '*[^A-Za-z0-9._/-]*'
              AND image_path NOT GLOB '*..*'
            )
          ),
          user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`,
      )
      .execute(db);
    await sql`INSERT INTO events_checked SELECT id, name, description, start_time, end_time, price, image_path, user_id, created_at, updated_at FROM events`.execute(
      db,
    );
    // Dropping the table drops its triggers; the search index and the count stay as they are
    // (same ids, same rows) and the triggers are made again on the new table.
    await sql`DROP TABLE events`.execute(db);
    await sql`ALTER TABLE events_checked RENAME TO events`.execute(db);
    await sql`CREATE INDEX events_order ON events(start_time DESC, id DESC)`.execute(db);
    for (const trigger of EVENT_TRIGGERS) await sql.raw(trigger).execute(db);
  },
};

migrations['004_bookings'] = {
  /**
   * The booking system (docs/adr/0017): the UNIQUE slot decides between two members asking at
   * once (the second insert fails: 409). A cancelled booking is deleted, so its slot is free.
   */
  async up(db) {
    await sql`
      CREATE TABLE bookings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        starts_at TEXT NOT NULL UNIQUE
          CHECK (starts_at GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:00:00Z'),
        created_at TEXT NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX bookings_user ON bookings(user_id, starts_at)`.execute(db);
  },
};

migrations['005_tasks'] = {
  // The task scheduler (docs/adr/0017). 004 is the booking system's (issue 17); Kysely sorts
  // migrations by name, so either may land first.
  async up(db) {
    await sql`
      CREATE TABLE mail_tasks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipients TEXT NOT NULL,
        subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 100),
        content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
        start_at TEXT NOT NULL,
        run_at INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'running', 'done', 'failed', 'cancelled')),
        sent INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL CHECK (total BETWEEN 1 AND 20),
        error TEXT,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        claimed_by TEXT,
        lease_until INTEGER NOT NULL DEFAULT 0,
        CHECK (sent BETWEEN 0 AND total)
      )`.execute(db);
    await sql`CREATE INDEX mail_tasks_user ON mail_tasks(user_id, id)`.execute(db);
    await sql`CREATE INDEX mail_tasks_due ON mail_tasks(state, run_at)`.execute(db);
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

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
       JOIN events AS e ON e.id = (s.k & ${2 ** SORT_SHIFT - 1})
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

/** Opens (creating if needed) and migrates the SQLite database in `dataDir`. */
export async function openSqlite(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(databaseFile(dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function('folio_search_tokens', { deterministic: true }, (text: unknown) =>
    searchTokens(String(text ?? '')),
  );
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const { error, results } = await new Migrator({
    db,
    provider,
    // 004_bookings and 005_tasks (issue 17) may reach a database in either order.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw error instanceof Error
      ? error
      : new Error(`migration ${failed?.migrationName ?? '?'} failed`);
  }
  const reader = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  return {
    db,
    lists: sqliteLists(reader),
    close: async () => {
      reader.close();
      await db.destroy();
    },
  };
}
