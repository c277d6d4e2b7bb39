import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * SQLite: processes started together on one DATA_DIR open and migrate its file one at a time
 * (docs/operations.md, "Starting several processes"). Kysely's migration lock does nothing on
 * SQLite (it expects one connection), and two processes migrating a new file at once fail
 * ("table already exists"). The turn is an exclusive transaction on a small file of its own beside
 * the database, `folio.start-lock`, which writes nothing: another process waits for it, trying
 * again every 0.2 s for up to two minutes, and the turn ends with the process if it dies.
 */
const TURN_WAIT_MS = 120_000;
const RETRY_MS = 200;

const isBusy = (error: unknown) =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');

/** Runs `work` while no other process of this DATA_DIR runs its own. */
export async function inStartTurn<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  // No busy timeout: better-sqlite3 would wait in it synchronously; the wait is the loop below.
  const lock = new Database(path.join(dataDir, 'folio.start-lock'), { timeout: 0 });
  try {
    const until = Date.now() + TURN_WAIT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if (!isBusy(error) || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}
