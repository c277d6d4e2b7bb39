import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../src/api/events.ts';
import { databaseFile } from '../src/db/sqlite.ts';
import { expectContract, testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

// Short bounds, so the lock below is an outage in a fraction of a second.
process.env.PG_LOCK_TIMEOUT_MS = '300';
process.env.SQLITE_BUSY_TIMEOUT_MS = '200';

/**
 * While the database cannot answer, GET /events serves the page this process last answered and
 * says so (docs/operations.md "When the database fails"); a page it never answered is the 503.
 */
describe.runIf(testEngine === 'postgres')('PostgreSQL down for the events list', () => {
  const server = serverForSuite({ seed: { events: 12, catalog: false } });
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await other.connect();
  });
  // Before the server closes (Vitest runs afterAll hooks last registered first).
  afterAll(() => other.end());

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

/**
 * SQLite cannot be made unavailable to the list by another connection: its reads are on a
 * read-only connection in WAL mode, which no writer's lock blocks, and an exclusive lock cannot
 * be taken while the server has the file open (docs/operations.md "When the database fails").
 * So with the file's write lock held past the busy timeout, the list answers from the database
 * as usual, cached page or not, without Cache-Status; only writes get the outage 503.
 */
describe.runIf(testEngine === 'sqlite')('SQLite locked for the events list', () => {
  const server = serverForSuite({ seed: { events: 12, catalog: false } });

  it('answers every page from the database while a write lock is held past the timeout', async () => {
    const list = (page: number) => server.app.inject({ url: `/api/events?page=${page}` });
    const before = [await list(1), await list(2)];
    const other = new Database(databaseFile(server.dataDir));
    try {
      other.exec('BEGIN IMMEDIATE');
      // The cached page 1, page 2 and page 3 (never asked before) are read as usual.
      for (const [page, answer] of [await list(1), await list(2)].entries()) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-status']).toBeUndefined();
        expect(answer.body).toBe(before[page]?.body);
      }
      await expectContract('listEvents', await list(3), 200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('cannot be locked against reads: an exclusive lock is refused while the server has the file', () => {
    const other = new Database(databaseFile(server.dataDir));
    try {
      other.pragma('busy_timeout = 200');
      other.pragma('locking_mode = EXCLUSIVE');
      expect(() => other.exec('BEGIN EXCLUSIVE')).toThrow(/locked|busy/i);
    } finally {
      other.close();
    }
  });
});
