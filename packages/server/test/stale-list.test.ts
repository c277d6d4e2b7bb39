import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../src/api/events.ts';
import { expectContract, startServer, testEngine, type TestServer } from './helpers.ts';

// Short bounds, so the lock below is an outage in a fraction of a second.
process.env.PG_LOCK_TIMEOUT_MS = '300';

/**
 * While the database cannot answer, GET /events serves the page this process last answered and
 * says so (docs/operations.md "When the database fails"); a page it never answered is the 503.
 */
describe.runIf(testEngine === 'postgres')('PostgreSQL down for the events list', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startServer({ seed: { events: 12, catalog: false } });
    other = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await server.close();
  });

  it('serves the cached page with Cache-Status, and 503 for a page not cached', async () => {
    const list = (page: number) => server.app.inject({ url: `/api/events?page=${page}` });
    const before = await list(1);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-status']).toBeUndefined();
    await other.query('BEGIN');
    // The list's version row: every read of the list starts there.
    await other.query('LOCK TABLE counters IN ACCESS EXCLUSIVE MODE');
    try {
      const during = await list(1);
      await expectContract('listEvents', during, 200);
      expect(during.headers['cache-status']).toBe(STALE);
      expect(during.body).toBe(before.body);
      const uncached = await list(2);
      await expectContract('listEvents', uncached, 503);
    } finally {
      await other.query('ROLLBACK');
    }
    const after = await list(1);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-status']).toBeUndefined();
  });
});
