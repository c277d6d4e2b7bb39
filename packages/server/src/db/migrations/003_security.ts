import { sql } from 'kysely';
import { EVENT_PRICE_MAX, EVENT_PRICE_MIN } from '@folio/rules';
import { eventsOrderIndex, eventsTable, roleColumn } from './definitions.ts';
import { createEventTriggers } from './sqlite-only.ts';
import type { Step } from './step.ts';

/**
 * Roles, and the database as a second line of defence behind validation: a CHECK on every event
 * column (definitions.ts: eventsTable). SQLite adds CHECKs only by rebuilding the table;
 * PostgreSQL's 001_initial made the table with them.
 */
export default {
  only: 'sqlite',
  async up(db, d) {
    await db.schema.alterTable('users').addColumn('role', 'text', roleColumn()).execute();
    // The seeded demo administrator of databases made before roles existed (its address then).
    await db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email_normalized', '=', 'admin@example.com')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('meta').select(sql.lit(1).as('one')).where('key', '=', 'seeded_at')),
      )
      .execute();
    // Rows an older server let through (price=Infinity) lose the bad value rather than the row.
    await db
      .updateTable('events')
      .set({ price: null })
      .where('price', 'is not', null)
      .where(sql<boolean>`NOT (${d.integerBetween('price', EVENT_PRICE_MIN, EVENT_PRICE_MAX)})`)
      .execute();
    await eventsTable(db, d, 'events_checked', { checked: true }).execute();
    const columns = [
      'id',
      'name',
      'description',
      'start_time',
      'end_time',
      'price',
      'image_path',
      'user_id',
      'created_at',
      'updated_at',
    ];
    await db
      .insertInto('events_checked')
      .columns(columns)
      .expression(db.selectFrom('events').select(columns))
      .execute();
    // Dropping the table drops its triggers; the search index and the count stay as they are
    // (same ids, same rows) and the triggers are made again on the new table.
    await db.schema.dropTable('events').execute();
    await db.schema.alterTable('events_checked').renameTo('events').execute();
    await eventsOrderIndex(db).execute();
    await createEventTriggers(db);
  },
} satisfies Step;
