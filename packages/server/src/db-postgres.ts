import { randomBytes } from 'node:crypto';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type Migration,
  type MigrationProvider,
  type RawBuilder,
} from 'kysely';
import pg from 'pg';
import { MAX_EVENT_ID, SORT_SHIFT, type DB, type EventLists, type ListedEvent } from './db.ts';
import { MAX_INDEXED_CHARS, normalizeSearchText, searchKeyword } from './search.ts';

/**
 * The PostgreSQL engine (DATABASE_URL=postgres://…): the same tables as db.ts, so the store's
 * queries are the same, plus what several processes on one database need (rate-limit counters,
 * stored files, a version of the events list). Search: the same normalised text as SQLite, kept
 * beside each event by the store, with a pg_trgm index for keywords of 3 characters or more and a
 * GIN index over the 1- and 2-character grams (kept by a trigger) for the shorter ones.
 */

// bigint (count(*), Unix milliseconds) as a JavaScript number: every value here is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** An event time as stored (`YYYY-MM-DD HH:mm:ss`), as a regular expression (db.ts: TIME_GLOB). */
const TIME_RE = "'^[12][0-9]{3}-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]$'";

export const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`
        CREATE TABLE users (
          id SERIAL PRIMARY KEY,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          email_normalized TEXT NOT NULL UNIQUE,
          password TEXT NOT NULL,
          email_verified_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member'))
        )`.execute(db);
      await sql`
        CREATE TABLE personal_access_tokens (
          id SERIAL PRIMARY KEY,
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
          created_at BIGINT NOT NULL
        )`.execute(db);
      // The CHECK constraints of SQLite's 003_security, as regular expressions.
      await sql
        .raw(
          `CREATE TABLE events (
            id SERIAL PRIMARY KEY CHECK (id BETWEEN 1 AND ${MAX_EVENT_ID}),
            name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
            description TEXT NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
            start_time TEXT NOT NULL CHECK (start_time ~ ${TIME_RE}),
            end_time TEXT NOT NULL CHECK (end_time ~ ${TIME_RE}),
            price INTEGER CHECK (price IS NULL OR price BETWEEN 0 AND 100000000),
            image_path TEXT CHECK (
              image_path IS NULL OR (
                char_length(image_path) <= 255
                AND image_path ~ '^events/[A-Za-z0-9][A-Za-z0-9._/-]*$'
                AND image_path NOT LIKE '%..%'
              )
            ),
            user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            search_name TEXT NOT NULL DEFAULT '',
            search_description TEXT NOT NULL DEFAULT ''
          )`,
        )
        .execute(db);
      await sql`CREATE INDEX events_order ON events(start_time DESC, id DESC)`.execute(db);
      // Keywords of 3 characters or more: the normalised text in a narrow table keyed by the
      // list's sort key (db.ts: SORT_SHIFT), with pg_trgm's index on each column; LIKE rechecks
      // the candidates on these few pages rather than on the events themselves.
      await sql`
        CREATE TABLE event_search (
          k BIGINT PRIMARY KEY,
          name TEXT NOT NULL,
          description TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX event_search_name ON event_search USING gin (name gin_trgm_ops)`.execute(
        db,
      );
      await sql`CREATE INDEX event_search_description ON event_search USING gin (description gin_trgm_ops)`.execute(
        db,
      );
      // Keywords of 1 or 2 characters: a posting per distinct 1- and 2-character substring of an
      // event's text, keyed by the list's sort key (db.ts: SORT_SHIFT), so that the count and
      // the page of a keyword are read from the primary key alone, already in list order.
      await sql`
        CREATE TABLE event_grams (
          gram TEXT NOT NULL,
          k BIGINT NOT NULL,
          PRIMARY KEY (gram, k)
        )`.execute(db);
      await sql
        .raw(
          `CREATE FUNCTION folio_sort_key(start_time TEXT, id INTEGER) RETURNS BIGINT
           LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
             SELECT (extract(epoch FROM start_time::timestamp)::bigint << ${SORT_SHIFT}) + id
           $$`,
        )
        .execute(db);
      // Every distinct 1- and 2-character substring of a text (characters, not bytes).
      await sql`
        CREATE FUNCTION folio_short_grams(t TEXT) RETURNS SETOF TEXT
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT substr(t, i, 1) FROM generate_series(1, char_length(t)) AS i
          UNION
          SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
        $$`.execute(db);
      await sql`
        CREATE FUNCTION folio_events_grams() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN
            DELETE FROM event_search WHERE k = folio_sort_key(OLD.start_time, OLD.id);
            DELETE FROM event_grams
            WHERE k = folio_sort_key(OLD.start_time, OLD.id)
              AND gram IN (
                SELECT folio_short_grams(OLD.search_name)
                UNION SELECT folio_short_grams(OLD.search_description)
              );
          END IF;
          IF TG_OP <> 'DELETE' THEN
            INSERT INTO event_search (k, name, description)
            VALUES (folio_sort_key(NEW.start_time, NEW.id), NEW.search_name, NEW.search_description);
            INSERT INTO event_grams (gram, k)
            SELECT g, folio_sort_key(NEW.start_time, NEW.id) FROM (
              SELECT folio_short_grams(NEW.search_name) AS g
              UNION SELECT folio_short_grams(NEW.search_description)
            ) AS grams
            ON CONFLICT DO NOTHING;
          END IF;
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER events_grams
        AFTER INSERT OR DELETE OR UPDATE OF search_name, search_description, start_time
        ON events FOR EACH ROW EXECUTE FUNCTION folio_events_grams()`.execute(db);
      await sql`
        CREATE TABLE mail_outbox (
          id SERIAL PRIMARY KEY,
          to_address TEXT NOT NULL,
          subject TEXT NOT NULL,
          text TEXT NOT NULL,
          html TEXT NOT NULL,
          links TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db);
      await sql`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`.execute(db);
      // The list's total, and its version: moved by every statement that writes events, so every
      // process sees at once that its cached pages are stale (db.ts: EventLists.version).
      await sql`CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL)`.execute(db);
      await sql`INSERT INTO counters (name, value) VALUES ('events', 0), ('events_version', 0)`.execute(
        db,
      );
      await sql`
        CREATE FUNCTION folio_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE counters SET value = value + (SELECT count(*) FROM inserted) WHERE name = 'events';
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE FUNCTION folio_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE counters SET value = value - (SELECT count(*) FROM deleted) WHERE name = 'events';
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE FUNCTION folio_events_written() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE counters SET value = value + 1 WHERE name = 'events_version';
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER events_count_insert AFTER INSERT ON events
        REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION folio_events_inserted()`.execute(db);
      await sql`
        CREATE TRIGGER events_count_delete AFTER DELETE ON events
        REFERENCING OLD TABLE AS deleted
        FOR EACH STATEMENT EXECUTE FUNCTION folio_events_deleted()`.execute(db);
      await sql`
        CREATE TRIGGER events_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION folio_events_written()`.execute(db);
      // Rate-limit counters shared by every process (ratelimit.ts: PostgresRateLimitStore).
      await sql`
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          reset_at BIGINT NOT NULL
        )`.execute(db);
      await sql`CREATE INDEX rate_limits_reset ON rate_limits(reset_at)`.execute(db);
      // Uploaded images and their copies, served by any process (storage.ts).
      await sql`
        CREATE TABLE stored_files (
          path TEXT PRIMARY KEY,
          data BYTEA NOT NULL,
          created_at BIGINT NOT NULL
        )`.execute(db);
    },
  },
};

migrations['004_bookings'] = {
  /** The booking system: as SQLite's 004_bookings (db.ts), the slot unique, the time checked. */
  async up(db) {
    await sql`
      CREATE TABLE bookings (
        id SERIAL PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        starts_at TEXT NOT NULL UNIQUE
          CHECK (starts_at ~ '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:00:00Z$'),
        created_at TEXT NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX bookings_user ON bookings(user_id, starts_at)`.execute(db);
  },
};

migrations['005_tasks'] = {
  // The task scheduler (docs/adr/0017); db.ts has the same table for SQLite.
  async up(db) {
    await sql`
      CREATE TABLE mail_tasks (
        id SERIAL PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipients TEXT NOT NULL,
        subject TEXT NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 100),
        content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
        start_at TEXT NOT NULL,
        run_at BIGINT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('waiting', 'running', 'done', 'failed', 'cancelled')),
        sent INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL CHECK (total BETWEEN 1 AND 20),
        error TEXT,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        claimed_by TEXT,
        lease_until BIGINT NOT NULL DEFAULT 0,
        CHECK (sent BETWEEN 0 AND total)
      )`.execute(db);
    await sql`CREATE INDEX mail_tasks_user ON mail_tasks(user_id, id)`.execute(db);
    await sql`CREATE INDEX mail_tasks_due ON mail_tasks(state, run_at)`.execute(db);
  },
};

migrations['006_search_walk'] = {
  /**
   * A page of a 3+-character keyword read in list order (issue 12): the newest rows of
   * event_search walked backwards along its primary key, at most `cap` of them, LIKE on each,
   * until the page is full. For a frequent keyword that is a few hundred rows instead of a recheck
   * of every match; the caller knows the exact count (postgresLists' count cache) and falls back
   * to the index when the cap cuts the page short. The settings hold the plan to that walk: the
   * planner would otherwise read every match through pg_trgm and sort them, or the whole table.
   */
  async up(db) {
    await sql`
      CREATE FUNCTION folio_search_walk(pattern TEXT, cap BIGINT, lim BIGINT, skip BIGINT)
      RETURNS TABLE (k BIGINT)
      LANGUAGE sql STABLE PARALLEL SAFE
      SET enable_seqscan = off SET enable_bitmapscan = off SET enable_sort = off
      AS $$
        SELECT s.k FROM (
          SELECT e.k, e.name, e.description FROM event_search AS e ORDER BY e.k DESC LIMIT cap
        ) AS s
        WHERE s.name LIKE pattern OR s.description LIKE pattern
        ORDER BY s.k DESC LIMIT lim OFFSET skip
      $$`.execute(db);
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The normalised text the search reads, kept beside an event (search.ts). */
export const searchColumns = (event: { name: string; description: string }) => ({
  search_name: Array.from(normalizeSearchText(event.name)).slice(0, MAX_INDEXED_CHARS).join(''),
  search_description: Array.from(normalizeSearchText(event.description))
    .slice(0, MAX_INDEXED_CHARS)
    .join(''),
});

/** A LIKE pattern matching texts that contain `text` (its %, _ and \ taken literally). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const LIST_COLUMNS = sql.raw(
  'id, name, description, start_time, end_time, price, image_path, user_id',
);

/** The exact count of a keyword's matches at one version of the list (postgresLists). */
interface KnownCount {
  version: number;
  /** All events at that version. */
  events: number;
  total: number;
  /** False once a walk (folio_search_walk) came back short for this keyword. */
  walk: boolean;
}

const MAX_KNOWN_COUNTS = 1000;

/** A read of one page: its rows, the count when asked, and the version they belong to. */
type PageRead = ListedEvent & { v: number; e: number; n: number | null; sort_key: number | null };

function postgresLists(db: Kysely<DB>): EventLists {
  // Counting the matches is what a search costs: every candidate of a 3+-character keyword is
  // rechecked on its row. So each process keeps the counts of recent keywords for the list's
  // current version (counters.events_version: moved by every write of events, by any process)
  // and reads only the rows of a page while that version holds; a page then costs the same
  // however many events match (docs/adr/0012).
  const known = new Map<string, KnownCount>();
  let knownVersion = -1;
  const remember = (keyword: string, count: KnownCount) => {
    if (count.version < knownVersion) return; // a slower request's older snapshot
    if (count.version !== knownVersion) {
      known.clear();
      knownVersion = count.version;
    }
    known.delete(keyword);
    // The oldest key: the map is not empty when full (the iterator's value is typed as possibly
    // undefined for an empty map).
    if (known.size >= MAX_KNOWN_COUNTS) known.delete(known.keys().next().value as string);
    known.set(keyword, count);
  };
  const idOf = sql.raw(`page.k & ${2 ** SORT_SHIFT - 1}`);

  /**
   * The events of the sort keys `keys` (a query of `k`, in any order) with the version and the
   * number of events, all of one snapshot; `count` (or null) as `n`; `cte` as `m` when given.
   */
  const read = async (
    keys: RawBuilder<unknown>,
    count: RawBuilder<unknown> | null,
    cte: RawBuilder<unknown> | null,
  ) => {
    const result = await sql<PageRead>`
      ${cte ? sql`WITH m AS MATERIALIZED (${cte})` : sql.raw('')}
      SELECT c.v, c.e, ${count ?? sql`NULL::bigint`} AS n, p.*
      FROM (
        SELECT max(value) FILTER (WHERE name = 'events_version') AS v,
          max(value) FILTER (WHERE name = 'events') AS e
        FROM counters
      ) AS c
      LEFT JOIN LATERAL (
        SELECT page.k AS sort_key, ${LIST_COLUMNS} FROM (${keys}) AS page
        JOIN events ON events.id = (${idOf})
      ) AS p ON true
      ORDER BY p.sort_key DESC`.execute(db);
    const first = result.rows[0];
    return {
      version: first?.v ?? 0,
      events: first?.e ?? 0,
      total: first?.n ?? 0,
      rows: result.rows
        .filter((row) => row.sort_key !== null)
        .map(({ v: _v, e: _e, n: _n, sort_key: _k, ...row }) => row),
    };
  };

  return {
    async list({ limit, offset, search }) {
      const keyword = search ? searchKeyword(search) : null;
      if (keyword === null) {
        const total = await sql<{ n: number }>`
          SELECT value AS n FROM counters WHERE name = 'events'`.execute(db);
        const n = total.rows[0]?.n ?? 0;
        if (offset >= n) return { rows: [], total: n };
        const rows = await sql<ListedEvent>`
          SELECT ${LIST_COLUMNS} FROM events
          ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
        return { rows: rows.rows, total: n };
      }
      // 1–2 characters: event_grams' primary key (gram, k) holds exactly the matches, in list
      // order: a page is a backward walk of `offset + limit` entries, the count an index-only
      // scan. 3 or more: pg_trgm's candidates rechecked by LIKE, found once (MATERIALIZED:
      // through the indexes, never by walking the whole table), counted and cut to one page.
      const short = Array.from(keyword).length < 3;
      const pattern = containsPattern(keyword);
      const shortPage = sql`
        SELECT k FROM event_grams WHERE gram = ${keyword}
        ORDER BY k DESC LIMIT ${limit} OFFSET ${offset}`;
      const matches = sql`
        SELECT k FROM event_search WHERE name LIKE ${pattern} OR description LIKE ${pattern}`;
      const count = short
        ? sql`(SELECT count(*) FROM event_grams WHERE gram = ${keyword})`
        : sql`(SELECT count(*) FROM m)`;
      const cte = short ? null : matches;
      const before = knownVersion >= 0 ? known.get(keyword) : undefined;
      if (before) {
        // The count is known: the page's rows, and the count only if the version moved since
        // (the subquery is run only when the CASE needs it), in one statement. A frequent
        // 3+-character keyword walks the newest rows until the page is full (about
        // (offset + limit) × events / total of them), capped at `total` rows.
        const walk =
          before.walk && (offset + limit) * before.events <= (before.total * before.total) / 4;
        const keys =
          offset >= before.total
            ? sql`SELECT NULL::bigint AS k WHERE false`
            : short
              ? shortPage
              : walk
                ? sql`SELECT k FROM folio_search_walk(${pattern}, ${before.total}, ${limit}, ${offset})`
                : sql`SELECT k FROM m ORDER BY k DESC LIMIT ${limit} OFFSET ${offset}`;
        const page = await read(
          keys,
          sql`CASE WHEN c.v = ${before.version} THEN NULL ELSE ${count} END`,
          cte,
        );
        const moved = page.version !== before.version;
        const total = moved ? page.total : before.total;
        // Short only when the cap cut the walk (the matches are old ones), or when the keys were
        // left out (past the last page) and a write brought more matches.
        if (page.rows.length === Math.max(0, Math.min(limit, total - offset))) {
          if (moved) {
            remember(keyword, { version: page.version, events: page.events, total, walk: true });
          }
          return { rows: page.rows, total };
        }
        if (walk) remember(keyword, { ...before, walk: false });
      }
      const full = await read(
        short ? shortPage : sql`SELECT k FROM m ORDER BY k DESC LIMIT ${limit} OFFSET ${offset}`,
        count,
        cte,
      );
      const walk = full.version !== knownVersion || (known.get(keyword)?.walk ?? true);
      remember(keyword, { version: full.version, events: full.events, total: full.total, walk });
      return { rows: full.rows, total: full.total };
    },

    async version() {
      const result = await sql<{ v: number }>`
        SELECT value AS v FROM counters WHERE name = 'events_version'`.execute(db);
      return result.rows[0]?.v ?? 0;
    },
  };
}

/** Opens and migrates the database at `url` (every process may do so at once: Kysely locks). */
export async function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE || 10) });
  // An idle connection the server ended (a restart, an administrator): the pool drops it and
  // connects anew for the next query; without this listener the error would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
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
  return { db, lists: postgresLists(db) };
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
