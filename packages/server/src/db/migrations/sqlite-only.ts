import { sql, type Kysely } from 'kysely';
import { SORT_SHIFT } from '../tables.ts';

/**
 * What only SQLite has, in SQL the schema builder has no words for: the FTS5 index of the
 * events' trigrams (search.ts) and the triggers that keep it and the events' count. The index's
 * rowid is the list's sort key (tables.ts: SORT_SHIFT), so reading it backwards is the list order.
 */

// A migration sees the schema of its own step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sortKey = (alias: 'new' | 'old') =>
  `((unixepoch(${alias}.start_time) << ${SORT_SHIFT}) + ${alias}.id)`;

const searchRow = (alias: 'new' | 'old') =>
  `(${sortKey(alias)}, folio_search_tokens(${alias}.name), folio_search_tokens(${alias}.description))`;

/** The search index follows every write of events (search.ts). */
const SEARCH_TRIGGERS = [
  `CREATE TRIGGER events_search_insert AFTER INSERT ON events BEGIN
     INSERT INTO events_search(rowid, name, description) VALUES ${searchRow('new')};
   END`,
  `CREATE TRIGGER events_search_delete AFTER DELETE ON events BEGIN
     DELETE FROM events_search WHERE rowid = ${sortKey('old')};
   END`,
  `CREATE TRIGGER events_search_update AFTER UPDATE OF name, description, start_time ON events
   BEGIN
     DELETE FROM events_search WHERE rowid = ${sortKey('old')};
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

async function run(db: AnyDb, statements: readonly string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The contentless FTS5 index of trigram tokens (search.ts) and its triggers (001_initial). */
export async function createSearch(db: AnyDb) {
  await sql`
    CREATE VIRTUAL TABLE events_search USING fts5(
      name, description,
      content='', contentless_delete=1, tokenize='ascii', prefix='6,12', detail='full'
    )`.execute(db);
  await run(db, SEARCH_TRIGGERS);
}

/** The count's triggers (002_event_count). */
export const createCountTriggers = (db: AnyDb) => run(db, COUNT_TRIGGERS);

/** Every trigger on events, made again on a rebuilt table (003_security). */
export const createEventTriggers = (db: AnyDb) => run(db, [...SEARCH_TRIGGERS, ...COUNT_TRIGGERS]);
