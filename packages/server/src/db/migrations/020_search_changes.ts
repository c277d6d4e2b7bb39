import { sql } from 'kysely';
import type { Step } from './step.ts';

/**
 * How many versions of the list `event_changes` keeps: a process whose count of a keyword is at
 * most this many versions old brings it up to date from the log; an older one counts again
 * (db/postgres-lists.ts). Written into the trigger below: a new value needs a new migration.
 */
export const SEARCH_CHANGES_KEPT = 1000;

/** A statement writing more events than this logs one `reset` row instead of its rows. */
const LOGGED_ROWS = 100;

/**
 * PostgreSQL's change log of the searched text (docs/adr/0012, decision 8): every statement that
 * changes the normalised name or description of events logs, under the list version it made
 * (counters.events_version), the texts it removed (sign −1) and those it wrote (sign +1). A
 * process that knows a keyword's count at an older version adds the signed matches of the rows
 * logged since, instead of rechecking every match after each write. A statement of more than
 * LOGGED_ROWS events (the seed, a bulk import) and TRUNCATE log one row of sign 0: counts across
 * it are made anew. The log keeps the last SEARCH_CHANGES_KEPT versions, pruned as it is written.
 * SQLite counts through its FTS index and has no such log.
 */
export default {
  only: 'postgres',
  async up(db) {
    await db.schema
      .createTable('event_changes')
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('sign', 'smallint', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('description', 'text')
      .execute();
    await db.schema
      .createIndex('event_changes_version')
      .on('event_changes')
      .column('version')
      .execute();
    // Statement triggers fire in the order of their names: these follow events_version (its
    // `value` is the version this statement made, read in this transaction).
    await sql
      .raw(
        `CREATE FUNCTION folio_events_logged() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          v BIGINT;
          n_rows BIGINT := 0;
        BEGIN
          SELECT value INTO v FROM counters WHERE name = 'events_version';
          DELETE FROM event_changes WHERE version <= v - ${SEARCH_CHANGES_KEPT};
          IF TG_OP = 'INSERT' THEN
            SELECT count(*) INTO n_rows FROM new_rows;
          ELSIF TG_OP = 'DELETE' THEN
            SELECT count(*) INTO n_rows FROM old_rows;
          ELSIF TG_OP = 'UPDATE' THEN
            SELECT count(*) INTO n_rows FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
            WHERE o.search_name <> n.search_name OR o.search_description <> n.search_description;
          END IF;
          IF TG_OP = 'TRUNCATE' OR n_rows > ${LOGGED_ROWS} THEN
            INSERT INTO event_changes (version, sign) VALUES (v, 0);
          ELSIF TG_OP = 'INSERT' THEN
            INSERT INTO event_changes
            SELECT v, 1, search_name, search_description FROM new_rows;
          ELSIF TG_OP = 'DELETE' THEN
            INSERT INTO event_changes
            SELECT v, -1, search_name, search_description FROM old_rows;
          ELSIF n_rows > 0 THEN
            INSERT INTO event_changes
            SELECT v, side.sign, side.name, side.description
            FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id,
            LATERAL (VALUES (-1, o.search_name, o.search_description),
              (1, n.search_name, n.search_description)) AS side (sign, name, description)
            WHERE o.search_name <> n.search_name OR o.search_description <> n.search_description;
          END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    // One trigger a statement kind, each seeing the transition tables that kind has.
    for (const [kind, tables] of [
      ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
      ['TRUNCATE', ''],
    ] as const)
      await sql
        .raw(
          `CREATE TRIGGER events_version_log_${kind.toLowerCase()} AFTER ${kind} ON events
          ${tables}
          FOR EACH STATEMENT EXECUTE FUNCTION folio_events_logged()`,
        )
        .execute(db);
  },
} satisfies Step;
