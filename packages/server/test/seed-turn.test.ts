import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.ts';
import { createTestDatabase, TEST_APP_KEY, testEngine } from './helpers.ts';

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
