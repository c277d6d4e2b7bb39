import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { DB } from './tables.ts';

/**
 * Queries built and compiled once, run many times (docs/adr/appendices/0031-orders-and-gateways.md
 * "What one order costs"): Kysely builds and compiles a query on every call, about a quarter of
 * the server's time on the order path. Here the query is written once with the query builder, as
 * everywhere else, over placeholders that stand for its arguments; the SQL text is compiled once
 * per shape of the arguments (the lengths of their arrays, the keys of their objects), and each
 * call only puts the arguments in the placeholders' places among the parameters. The engines
 * cache the statements of a text (better-sqlite3's `prepare`, `db/sqlite.ts`).
 *
 * The rule for a query written here: its builder must not look at the arguments' values (no
 * `$if(arg …)`, no `arg < 0 ?`): they are placeholders while it builds. What decides the query's
 * shape goes in a query of its own.
 */

/**
 * The SQL texts compiled here, each with the name PostgreSQL prepares it under
 * (`db/postgres.ts`). Named, a statement is parsed once a connection and planned once for good
 * after a few runs, where an unnamed one is parsed and planned on every run. A text is one shape
 * of a query's arguments, and the inputs bound the shapes (an order has at most MAX_CART_LINES
 * lines), so this map and each connection's statements stay at a few hundred.
 */
const statementNames = new Map<string, string>();

/** The prepared name of `sql` if it was compiled here, else undefined (an ad hoc query). */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

/** Stands for one argument (or one part of it) in the parameters of a compiled query. */
class Placeholder {
  constructor(readonly read: (args: unknown) => unknown) {}
}

/** `value`'s shape: array lengths and object keys, not the values. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(',')}]`;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}:${shapeOf(v)}`)
      .join(',')}}`;
  return value === undefined ? 'u' : '';
}

/** `value` with each value replaced by a placeholder reading it from the arguments at `read`. */
function placeholders(value: unknown, read: (args: unknown) => unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => placeholders(item, (args) => (read(args) as unknown[])[i]));
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        placeholders(v, (args) => (read(args) as Record<string, unknown>)[k]),
      ]),
    );
  // Kysely leaves an undefined value out of an insert or update: it stays out.
  return value === undefined ? undefined : new Placeholder(read);
}

/** A query compiled once for each shape of its arguments, run with `executor` (db or trx). */
export interface Prepared<A, R> {
  /** The compiled query (in `executor`'s dialect) with `args` in its parameters. */
  bind(executor: Kysely<DB>, args: A): CompiledQuery<R>;
  /** Every row. */
  all(executor: Kysely<DB>, args: A): Promise<R[]>;
  /** The first row, if any. */
  first(executor: Kysely<DB>, args: A): Promise<R | undefined>;
  /** The engine's answer (rows changed, rows returned). */
  run(executor: Kysely<DB>, args: A): Promise<QueryResult<R>>;
}

/** Shapes kept a query: a query of a few shapes (a cart of 1 to n lines) keeps the common ones. */
const SHAPES_MAX = 32;

/**
 * The query `build` writes over `args`, compiled the first time a shape of arguments comes to a
 * database (its dialect's adapter, which its transactions share: a query may run in any of them).
 */
export function prepared<A, R>(build: (db: Kysely<DB>, args: A) => Compilable<R>): Prepared<A, R> {
  const byDatabase = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  function bind(executor: Kysely<DB>, args: A): CompiledQuery<R> {
    const { adapter } = executor.getExecutor();
    let shapes = byDatabase.get(adapter);
    if (!shapes) byDatabase.set(adapter, (shapes = new Map()));
    const shape = shapeOf(args);
    let compiled = shapes.get(shape);
    if (!compiled) {
      // The placeholders stand in the arguments' places while the builder runs (typed as the
      // arguments they stand for: the builder passes them on, never reads them).
      compiled = build(executor, placeholders(args, (a) => a) as A).compile();
      const hash = createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20);
      statementNames.set(compiled.sql, `folio_${hash}`);
      if (shapes.size >= SHAPES_MAX) shapes.delete(shapes.keys().next().value as string);
      shapes.set(shape, compiled);
    }
    return {
      ...compiled,
      parameters: compiled.parameters.map((p) => (p instanceof Placeholder ? p.read(args) : p)),
    };
  }
  const run = (executor: Kysely<DB>, args: A) => executor.executeQuery(bind(executor, args));
  return {
    bind,
    run,
    all: async (executor, args) => (await run(executor, args)).rows,
    first: async (executor, args) => (await run(executor, args)).rows[0],
  };
}
