import { sql, type ColumnDefinitionBuilder, type Expression, type RawBuilder } from 'kysely';
import type { Engine } from '../tables.ts';

/**
 * What the two engines' DDL does not share, so that a migration is written once with Kysely's
 * schema builder (docs/architecture.md §3 "Migrations"): the type of an auto-incrementing key, of
 * a 64-bit integer, and the few CHECK expressions whose functions or pattern syntax differ
 * (SQLite's `length` and GLOB, PostgreSQL's `char_length` and regular expressions).
 */
export interface Dialect {
  engine: Engine;
  /** The type of an auto-incrementing integer key. */
  idType: 'integer' | 'serial';
  /** Its key: PRIMARY KEY AUTOINCREMENT on SQLite (an id is never reused), PRIMARY KEY on PostgreSQL. */
  idKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** A 64-bit integer (Unix milliseconds, counters): INTEGER on SQLite, BIGINT on PostgreSQL. */
  int64: 'integer' | 'bigint';
  /** The length of a text column in characters. */
  length(column: string): RawBuilder<number>;
  /** `column` holds a text of `format`. */
  is(column: string, format: keyof typeof patterns): RawBuilder<boolean>;
  /**
   * `column` is a whole number from `min` to `max`: SQLite stores any value in any column, so its
   * type is checked too; PostgreSQL's INTEGER column holds nothing else.
   */
  integerBetween(column: string, min: number, max: number): RawBuilder<boolean>;
  /** `column` is a relative path under storage/<folder>/ (events unless named) of at most `max` characters. */
  storagePath(column: string, max: number, folder?: 'events' | 'products'): RawBuilder<boolean>;
}

/** The text formats the database checks, as a GLOB pattern (SQLite) and a regular expression. */
const patterns = {
  /** An event time as stored: `YYYY-MM-DD HH:mm:ss`. */
  eventTime: {
    sqlite: '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]',
    postgres: '^[12][0-9]{3}-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]$',
  },
  /** A consultation slot's start: an RFC 3339 UTC instant on the hour. */
  slotStart: {
    sqlite: '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:00:00Z',
    postgres: '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:00:00Z$',
  },
} as const;

/** `low <= expression <= high`, the bounds written into the DDL. */
export const between = (expression: Expression<unknown>, low: number, high: number) =>
  sql<boolean>`${expression} BETWEEN ${sql.lit(low)} AND ${sql.lit(high)}`;

/** A NOT NULL column of `table`'s id, and what deleting that row does to this one's. */
export const refersTo =
  (table: string, onDelete: 'cascade' | 'restrict') => (column: ColumnDefinitionBuilder) =>
    column.notNull().references(`${table}.id`).onDelete(onDelete);

/** `column IN (values…)`, the values written into the DDL. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql<boolean>`${sql.ref(column)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;

const sqlite: Dialect = {
  engine: 'sqlite',
  idType: 'integer',
  idKey: (column) => column.primaryKey().autoIncrement(),
  int64: 'integer',
  length: (column) => sql<number>`length(${sql.ref(column)})`,
  is: (column, format) => sql<boolean>`${sql.ref(column)} GLOB ${sql.lit(patterns[format].sqlite)}`,
  integerBetween: (column, min, max) =>
    sql<boolean>`typeof(${sql.ref(column)}) = 'integer' AND ${between(sql.ref(column), min, max)}`,
  storagePath: (column, max, folder = 'events') => {
    const path = sql.ref(column);
    return sql<boolean>`length(${path}) <= ${sql.lit(max)}
      AND ${path} GLOB ${sql.lit(`${folder}/[A-Za-z0-9]*`)}
      AND ${path} NOT GLOB '*[^A-Za-z0-9._/-]*'
      AND ${path} NOT GLOB '*..*'`;
  },
};

const postgres: Dialect = {
  engine: 'postgres',
  idType: 'serial',
  idKey: (column) => column.primaryKey(),
  int64: 'bigint',
  length: (column) => sql<number>`char_length(${sql.ref(column)})`,
  is: (column, format) => sql<boolean>`${sql.ref(column)} ~ ${sql.lit(patterns[format].postgres)}`,
  integerBetween: (column, min, max) => between(sql.ref(column), min, max),
  storagePath: (column, max, folder = 'events') => {
    const path = sql.ref(column);
    return sql<boolean>`char_length(${path}) <= ${sql.lit(max)}
      AND ${path} ~ ${sql.lit(`^${folder}/[A-Za-z0-9][A-Za-z0-9._/-]*$`)}
      AND ${path} NOT LIKE '%..%'`;
  },
};

/** The dialect of `engine`. */
export const dialectOf = (engine: Engine): Dialect => (engine === 'sqlite' ? sqlite : postgres);
