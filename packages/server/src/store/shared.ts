import { Transaction, type Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';

/** Helpers every table's module shares. */

/** The current time as the tables store it (ISO 8601, UTC). */
export const nowIso = () => new Date().toISOString();

/** The form of an e-mail address the unique indexes compare (any letter case is one address). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A unique index refused the write (SQLite's and PostgreSQL's error codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs `work` in `executor`'s transaction when it is one (a caller's, e.g. the seed's), else in
 * a new one: a store's write stays one transaction either way.
 */
export function inTransaction<T>(
  executor: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return executor instanceof Transaction ? work(executor) : executor.transaction().execute(work);
}
