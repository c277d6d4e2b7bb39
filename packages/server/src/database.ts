import type { Kysely } from 'kysely';
import { ConfigError } from './config-error.ts';
import { openPostgres, searchColumns } from './db/postgres.ts';
import { openSqlite } from './db/sqlite.ts';
import type { DB, Engine, EventLists } from './db/tables.ts';

/**
 * The engine seam: embedded SQLite in DATA_DIR (the default, `pnpm start` needs no database
 * server), or PostgreSQL when DATABASE_URL is a postgres:// URL (several processes, one service).
 * Both have the same tables for the store's queries (db/tables.ts, made by db/migrations/); what
 * differs is behind this handle.
 */
export type { Engine };

export interface DatabaseHandle {
  engine: Engine;
  db: Kysely<DB>;
  /** The hot reads of the events list. */
  lists: EventLists;
  /** Columns an events write adds for this engine's search (PostgreSQL: the normalised text). */
  searchColumns(event: {
    name: string;
    description: string;
  }): Partial<Record<'search_name' | 'search_description', string>>;
  /** PostgreSQL: the requests' pool now (metrics.ts); SQLite has one connection, no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** True for a PostgreSQL connection URL. */
export const isPostgresUrl = (url: string | null | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

/** Opens and migrates the database: PostgreSQL at `databaseUrl` if given, else SQLite in `dataDir`. */
export async function openDatabase({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl?: string | null;
}): Promise<DatabaseHandle> {
  if (databaseUrl) {
    if (!isPostgresUrl(databaseUrl)) {
      throw new ConfigError(
        'DATABASE_URL must be a postgres:// URL (unset it for SQLite in DATA_DIR)',
      );
    }
    const { db, lists, poolStats, close } = await openPostgres(databaseUrl);
    return { engine: 'postgres', db, lists, poolStats, searchColumns, close };
  }
  const { db, lists, close } = await openSqlite(dataDir);
  return { engine: 'sqlite', db, lists, searchColumns: () => ({}), close };
}
