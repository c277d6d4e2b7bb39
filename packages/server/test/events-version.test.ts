import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsVersionReader } from '../src/db/events-version.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { createTestDatabase, testEngine } from './helpers.ts';

/**
 * The events list's version row on a connection of its own (db/events-version.ts, ADR 0012
 * decision 3): it follows every write, and a connection the server ended (a restart, an
 * administrator) fails one read as an outage and is opened anew for the next.
 */
describe.runIf(testEngine === 'postgres')('the version read on its own connection', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url ?? '' });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.drop();
  });

  it('reads the version a write moved, reconnects after its connection ended, then ends', async () => {
    const reader = eventsVersionReader({ connectionString: database.url ?? '' });
    const before = await reader.read();
    // What the statement trigger of any write of events does.
    await admin.query("UPDATE counters SET value = value + 1 WHERE name = 'events_version'");
    const after = await reader.read();
    expect(after).toBeGreaterThan(before);
    const version = await admin.query<{ value: string }>(
      "SELECT value FROM counters WHERE name = 'events_version'",
    );
    expect(after).toBe(Number(version.rows[0]?.value));

    // Its backend ended (as by a restart): a read fails at most once, as an outage, then works.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const next = await reader.read().catch((error: unknown) => {
      expect(isDatabaseUnavailable(error)).toBe(true);
      return reader.read();
    });
    expect(next).toBe(after);

    await reader.end();
    const closed = await reader.read().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(closed)).toBe(true);
  });
});
