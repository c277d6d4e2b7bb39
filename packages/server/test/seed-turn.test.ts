import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { inSeedTurn } from '../src/store/seedTurn.ts';
import { createTestDatabase, TEST_APP_KEY, testEngine } from './helpers.ts';
import { startProcess, stopAll, type Proc } from './processes.ts';

// A lock wait this short would end a start that waits for another process's seed in the lock.
process.env.PG_LOCK_TIMEOUT_MS = '300';

/**
 * Processes started together on one new PostgreSQL database (docs/operations.md, "Starting
 * several processes"): while another process seeds, holding the seed's locks for longer than
 * PG_LOCK_TIMEOUT_MS, a start waits for its turn, then starts on the data the other made.
 */
describe.runIf(testEngine === 'postgres')('seeding while another process seeds', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-seed-turn-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'waits past the lock timeout for the other seed, then starts',
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase({ empty: true });
      const other = new pg.Client({ connectionString: database.url ?? '' });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(
          "SELECT pg_advisory_xact_lock(hashtext('folio_seed')), pg_advisory_xact_lock(hashtext('folio_catalog_seed'))",
        );
        const starting = buildServer({
          dataDir: path.join(root, 'data'),
          databaseUrl: database.url,
          appKey: TEST_APP_KEY,
          appDist: path.join(root, 'no-app'),
          apiDocsDir: path.join(root, 'no-docs'),
          appUrl: 'http://app.test',
          host: '127.0.0.1',
          seed: { events: 3, catalog: 'without pictures' },
          logger: false,
          devSignin: false,
        });
        let settled = false;
        void starting.then(
          () => (settled = true),
          () => (settled = true),
        );
        // Ten lock timeouts long: the start is still waiting, neither started nor failed.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(settled).toBe(false);
        await other.query('COMMIT');
        const app = await starting;
        try {
          const events = await app.inject({ url: '/api/events' });
          expect(events.statusCode).toBe(200);
          expect(events.json<{ meta: { total: number } }>().meta.total).toBe(3);
          const shops = await app.inject({ url: '/api/shops' });
          expect(shops.statusCode).toBe(200);
          expect(shops.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
        } finally {
          await app.close();
        }
      } finally {
        await other.end();
        await database.drop();
      }
    },
  );
});

/**
 * Processes started together on one SQLite file: the seed's transaction reads its mark and then
 * writes, and SQLite refuses that write at once (SQLITE_BUSY, no busy timeout) when another
 * process committed in between. The attempt is made again, and then finds the other's seed.
 */
describe('a seed refused by SQLite while another process seeds', () => {
  /** A stand-in for Kysely whose transactions fail with `failures`, in turn, then run. */
  const failingThen = (failures: Error[]) => {
    let attempts = 0;
    const db = {
      transaction: () => ({
        execute: async <T>(seed: (trx: never) => Promise<T>) => {
          attempts++;
          const failure = failures.shift();
          if (failure) throw failure;
          return seed(undefined as never);
        },
      }),
    };
    return { db: db as unknown as Kysely<unknown>, attempts: () => attempts };
  };
  const sqliteError = (code: string) => Object.assign(new Error('database is locked'), { code });

  it('is made again, and the next attempt seeds', async () => {
    const { db, attempts } = failingThen([
      sqliteError('SQLITE_BUSY'),
      sqliteError('SQLITE_BUSY_SNAPSHOT'),
    ]);
    await expect(inSeedTurn(db, async () => 'seeded')).resolves.toBe('seeded');
    expect(attempts()).toBe(3);
  });

  it('any other failure fails the start at once', async () => {
    const { db, attempts } = failingThen([sqliteError('SQLITE_CORRUPT')]);
    await expect(inSeedTurn(db, async () => 'seeded')).rejects.toThrow('database is locked');
    expect(attempts()).toBe(1);
  });
});

describe.runIf(testEngine === 'sqlite')('two processes started together on one SQLite file', () => {
  const started: Proc[] = [];
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-seed-sqlite-'));
  afterAll(async () => {
    await stopAll(started);
    rmSync(root, { recursive: true, force: true });
  });

  it('both start, on one seed', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'data');
    const [a, b] = await Promise.all([
      startProcess(null, { dataDir, started }),
      startProcess(null, { dataDir, started }),
    ]);
    const totals = await Promise.all(
      [a, b].map(async (p) => {
        const res = await fetch(`${p?.url}/api/events`);
        return ((await res.json()) as { meta: { total: number } }).meta.total;
      }),
    );
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals[1]).toBe(totals[0]);
  });
});
