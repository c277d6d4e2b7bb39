import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Processes starting together seed one at a time (docs/operations.md, "Starting several
 * processes"). PostgreSQL: a process takes the seed's advisory lock without waiting; while another
 * holds it, the attempt rolls back and is made again a moment later, until the other has seeded
 * (then the attempt finds its mark) or `SEED_WAIT_MS` has passed. Waiting in the lock itself would
 * be bounded by `lock_timeout` (PG_LOCK_TIMEOUT_MS, 2 s), which a seed outlasts under load: the
 * processes that started second then failed to start. SQLite (processes sharing one file): the
 * seed's transaction reads its mark, then writes; when another process has written meanwhile,
 * SQLite refuses that write at once with SQLITE_BUSY (a deferred transaction cannot take the write
 * lock over a newer commit, and no busy timeout helps), so that attempt is made again too.
 */
const SEED_WAIT_MS = 120_000;
const RETRY_MS = 200;

class SeedBusy extends Error {}

/** Another process seeds: its advisory lock (PostgreSQL), or the file's write lock (SQLite). */
const anotherSeeds = (error: unknown) =>
  error instanceof SeedBusy ||
  (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY'));

/** Takes the advisory lock `name` for `trx`'s transaction, or throws to have the attempt retried. */
export async function takeSeedLock<DB>(trx: Transaction<DB>, name: string): Promise<void> {
  const { rows } = await sql<{
    taken: boolean;
  }>`SELECT pg_try_advisory_xact_lock(hashtext(${name})) AS taken`.execute(trx);
  if (!rows[0]?.taken) throw new SeedBusy(`another process holds ${name}`);
}

/** Runs `seed` in a transaction, again while another process holds a lock it takes (above). */
export async function inSeedTurn<DB, T>(
  db: Kysely<DB>,
  seed: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const until = Date.now() + SEED_WAIT_MS;
  for (;;) {
    try {
      return await db.transaction().execute(seed);
    } catch (error) {
      if (!anotherSeeds(error) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
