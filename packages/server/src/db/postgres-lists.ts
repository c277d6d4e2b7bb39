import { sql, type Kysely, type RawBuilder } from 'kysely';
import { searchKeyword } from '../search.ts';
import { SEARCH_CHANGES_KEPT } from './migrations/020_search_changes.ts';
import { sharedRead } from './shared-read.ts';
import { MAX_EVENT_ID, type DB, type EventLists, type ListedEvent } from './tables.ts';

/**
 * The events list's hot reads on PostgreSQL: a page in list order, and a search that costs the
 * same however many events match (docs/adr/0012-postgresql-and-several-processes.md). A keyword
 * of 1 or 2 characters is read from event_grams, one of 3 or more from event_search through
 * pg_trgm or a walk in list order (migrations/postgres-only.ts).
 */

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

/**
 * `db` for the reads, and `readVersion` for the version row, read before every cached page
 * (events-version.ts: a prepared statement on a connection of its own, no Kysely compiling),
 * shared by the requests waiting for it at once (shared-read.ts).
 */
export function postgresLists(db: Kysely<DB>, readVersion?: () => Promise<number>): EventLists {
  // Counting the matches is what a search costs: every candidate of a 3+-character keyword is
  // rechecked on its row. So each process keeps the counts of recent keywords, each at the list's
  // version it was made at (counters.events_version: moved by every write of events, by any
  // process), and reads only the rows of a page while that version holds; after a write it adds
  // the signed matches of the texts logged since (event_changes, migration 020), so a page costs
  // the same however many events match (docs/adr/0012).
  const known = new Map<string, KnownCount>();
  const remember = (keyword: string, count: KnownCount) => {
    const had = known.get(keyword);
    if (had && had.version > count.version) return; // a slower request's older snapshot
    known.delete(keyword);
    // The oldest key: the map is not empty when full (the iterator's value is typed as possibly
    // undefined for an empty map).
    if (known.size >= MAX_KNOWN_COUNTS) known.delete(known.keys().next().value as string);
    known.set(keyword, count);
  };
  const idOf = sql.raw(`page.k & ${MAX_EVENT_ID}`);

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
        // The count (a counters row) and the page in one round trip, of one snapshot; past the
        // last page the rows are not walked at all (the filter is checked once, before the scan).
        const result = await sql<ListedEvent & { n: number; listed: boolean }>`
          SELECT c.n, p.id IS NOT NULL AS listed, p.*
          FROM (SELECT value AS n FROM counters WHERE name = 'events') AS c
          LEFT JOIN LATERAL (
            SELECT ${LIST_COLUMNS} FROM events WHERE ${offset}::bigint < c.n
            ORDER BY start_time DESC, id DESC LIMIT ${limit} OFFSET ${offset}
          ) AS p ON true
          ORDER BY p.start_time DESC, p.id DESC`.execute(db);
        return {
          rows: result.rows
            .filter((row) => row.listed)
            .map(({ n: _n, listed: _listed, ...row }) => row),
          total: result.rows[0]?.n ?? 0,
        };
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
      const before = known.get(keyword);
      if (before) {
        // The count is known: the page's rows, and, when the version moved since, the count
        // brought up to date from the change log (or made anew when the log cannot say: the
        // known count is older than the log, or a bulk write reset it), in one statement (each
        // subquery is run only when the CASE needs it). A frequent
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
        const v = before.version;
        const changed = sql`(
          SELECT CASE WHEN bool_or(sign = 0) THEN NULL ELSE ${before.total}::bigint + coalesce(sum(
            sign * CASE WHEN name LIKE ${pattern} OR description LIKE ${pattern} THEN 1 ELSE 0 END
          ), 0) END
          FROM event_changes WHERE version > ${v})`;
        const page = await read(
          keys,
          sql`CASE WHEN c.v = ${v} THEN NULL
            WHEN c.v > ${v} AND c.v - ${v} < ${SEARCH_CHANGES_KEPT} THEN coalesce(${changed}, ${count})
            ELSE ${count} END`,
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
      const had = known.get(keyword);
      const walk = !had || had.version !== full.version || had.walk;
      remember(keyword, { version: full.version, events: full.events, total: full.total, walk });
      return { rows: full.rows, total: full.total };
    },

    version: sharedRead(
      readVersion ??
        (async () => {
          const result = await sql<{ v: number }>`
            SELECT value AS v FROM counters WHERE name = 'events_version'`.execute(db);
          return result.rows[0]?.v ?? 0;
        }),
    ),
  };
}
