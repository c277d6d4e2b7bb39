import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { SORT_SHIFT } from '../tables.ts';

/**
 * What only PostgreSQL has (docs/adr/0012): the search (the same normalised text as SQLite, kept
 * beside each event by the store, with a pg_trgm index for keywords of 3 characters or more and
 * the 1- and 2-character grams in a table of their own, kept by a trigger), the count and version
 * of the list kept per statement, and what several processes on one database share (rate-limit
 * counters, stored files). Functions and triggers are SQL the schema builder has no words for.
 */

// A migration sees the schema of its own step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** pg_trgm, for the search's index (the database user may create it once, README "Deploying"). */
export const createExtensions = (db: AnyDb) =>
  sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

/** The normalised text the search reads, kept beside each event by the store (postgres.ts). */
export const withSearchColumns = <T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) =>
  table
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_description', 'text', (c) => c.notNull().defaultTo(''));

/** The search's tables, their indexes, and the trigger that keeps them (001_initial). */
export async function createSearch(db: AnyDb) {
  // Keywords of 3 characters or more: the normalised text in a narrow table keyed by the list's
  // sort key (tables.ts: SORT_SHIFT), with pg_trgm's index on each column; LIKE rechecks the
  // candidates on these few pages rather than on the events themselves.
  await db.schema
    .createTable('event_search')
    .addColumn('k', 'bigint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['name', 'description']) {
    await db.schema
      .createIndex(`event_search_${column}`)
      .on('event_search')
      .using('gin')
      .expression(sql`${sql.ref(column)} gin_trgm_ops`)
      .execute();
  }
  // Keywords of 1 or 2 characters: a posting per distinct 1- and 2-character substring of an
  // event's text, keyed by the list's sort key, so that the count and the page of a keyword are
  // read from the primary key alone, already in list order.
  await db.schema
    .createTable('event_grams')
    .addColumn('gram', 'text', (c) => c.notNull())
    .addColumn('k', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_grams_pkey', ['gram', 'k'])
    .execute();
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
}

/**
 * The list's total, and its version: moved by every statement that writes events, so every
 * process sees at once that its cached pages are stale (tables.ts: EventLists.version).
 */
export async function createCountTriggers(db: AnyDb) {
  await db.insertInto('counters').values({ name: 'events_version', value: 0 }).execute();
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
}

/** What every process reads and writes: rate-limit counters (ratelimit.ts), images (storage.ts). */
export async function createSharedState(db: AnyDb) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute();
  await db.schema
    .createTable('stored_files')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/**
 * A page of a 3+-character keyword read in list order (006_search_walk): the newest rows of
 * event_search walked backwards along its primary key, at most `cap` of them, LIKE on each, until
 * the page is full. For a frequent keyword that is a few hundred rows instead of a recheck of
 * every match; the caller knows the exact count (postgres-lists.ts' count cache) and falls back to
 * the index when the cap cuts the page short. The settings hold the plan to that walk: the planner
 * would otherwise read every match through pg_trgm and sort them, or the whole table.
 */
export const createSearchWalk = (db: AnyDb) =>
  sql`
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
