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
