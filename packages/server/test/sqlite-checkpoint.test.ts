import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFile, openSqlite } from '../src/db/sqlite.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The WAL's checkpoints run on a worker thread (src/db/checkpoint.ts), not in the writer's
 * commits: the writer alone checkpoints only past SAFETY_PAGES (about 40 MB of WAL).
 */
describe.skipIf(process.env.FOLIO_TEST_ENGINE === 'postgres')('SQLite checkpoints', () => {
  it('copy the WAL into the file off the writer, and the WAL starts over', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-checkpoint-'));
    const file = databaseFile(dataDir);
    const { db, close } = await openSqlite(dataDir);
    const probe = new Database(file);
    /** The frames in the WAL now (a PASSIVE checkpoint answers them; all are copied by then). */
    const frames = () =>
      (probe.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]?.log ?? -1;
    try {
      const before = statSync(file).size;
      const value = 'x'.repeat(20_000);
      // 100 commits of about 20 kB: 500 pages, far below the writer's own checkpoint.
      for (let i = 0; i < 100; i++)
        await db
          .insertInto('meta')
          .values({ key: `checkpoint-${i}`, value })
          .execute();
      // The worker copies them into the database file.
      for (let i = 0; i < 100 && statSync(file).size < before + 2_000_000; i++) await sleep(100);
      expect(statSync(file).size).toBeGreaterThan(before + 2_000_000);
      await sleep(1_000);
      // Every frame copied, the next write starts the WAL over: a few frames, not 500.
      await db.insertInto('meta').values({ key: 'checkpoint-last', value: 'last' }).execute();
      expect(frames()).toBeLessThan(20);
      const rows = await db
        .selectFrom('meta')
        .select('key')
        .where('key', 'like', 'checkpoint-%')
        .execute();
      expect(rows).toHaveLength(101);
    } finally {
      probe.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
