// `pnpm db:migrate`: applies the migrations of the configured database (SQLite in DATA_DIR, or
// DATABASE_URL=postgres://…) and exits. The server applies them at start too; this runs them
// once before starting several processes or a new release.
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/database.ts';

const database = await openDatabase({
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || null,
});
const applied = await sql<{ name: string }>`
  SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
await database.close();
console.log(
  `${database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} is migrated: ${applied.rows.map((r) => r.name).join(', ')}`,
);
