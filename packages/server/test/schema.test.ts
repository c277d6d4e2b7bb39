import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsOf } from '../src/db/migrations/index.ts';
import { searchMatch, searchTokens } from '../src/search.ts';
import { createTestDatabase, testEngine } from './helpers.ts';
import { dumpSchema } from './schema-dump.ts';

/**
 * The migrations build, step by step, the schema recorded in test/fixtures/schema-<engine>.txt:
 * the same tables, columns, types, constraints, indexes, triggers and functions after each
 * migration as the raw-SQL migrations made (the fixture was recorded from them), so a database
 * made by any earlier release, at any step, goes on exactly as a new one does.
 *
 * A new migration: `FOLIO_RECORD_SCHEMA=1 pnpm exec vitest run --project server --project server-pg
 * packages/server/test/schema.test.ts` appends its step to both fixtures (a recorded step is never
 * rewritten); read the new lines and commit them (docs/architecture.md §3 "Migrations").
 */
const fixtureUrl = new URL(`./fixtures/schema-${testEngine}.txt`, import.meta.url);
const HEADER = `# The schema after each migration on ${testEngine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, one fact a line (test/schema-dump.ts).
# Recorded by test/schema.test.ts; a recorded step is never rewritten.
`;

/** The fixture's steps: migration name → its lines. */
function readFixture(): Map<string, string[]> {
  const steps = new Map<string, string[]>();
  if (!existsSync(fixtureUrl)) return steps;
  const text = readFileSync(fixtureUrl, 'utf8');
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) steps.set(line.slice(3), (current = []));
    else if (current && line !== '' && !line.startsWith('#')) current.push(line);
  }
  return steps;
}

function writeFixture(steps: Map<string, string[]>) {
  const body = [...steps].map(([name, lines]) => `## ${name}\n${lines.join('\n')}\n`).join('\n');
  writeFileSync(fixtureUrl, `${HEADER}\n${body}`);
}

/** An empty database of the engine under test, connected as the server connects to it. */
async function emptyDatabase() {
  if (testEngine === 'sqlite') {
    const sqlite = new Database(':memory:');
    sqlite.pragma('foreign_keys = ON');
    // (text) cut at MAX_INDEXED_CHARS, the events'; (text, 1) whole, the products' (search.ts).
    sqlite.function(
      'folio_search_tokens',
      { deterministic: true, varargs: true },
      (text: unknown, whole: unknown) => searchTokens(String(text ?? ''), whole === 1),
    );
    // Any schema: the migrations are what is under test.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, drop: () => db.destroy() };
  }
  const database = await createTestDatabase({ empty: true });
  const pool = new pg.Pool({ connectionString: database.url ?? '' });
  // The drop ends the connections the pool is still closing.
  pool.on('error', () => undefined);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

describe(`migrations on ${testEngine}`, () => {
  it('are every file NNN_name.ts of src/db/migrations, each under its file name', () => {
    const files = readdirSync(new URL('../src/db/migrations/', import.meta.url))
      .filter((file) => /^\d{3}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    const names = new Set([
      ...Object.keys(migrationsOf('sqlite')),
      ...Object.keys(migrationsOf('postgres')),
    ]);
    expect([...names].sort()).toEqual(files.sort());
  });

  it('make the recorded schema after every step', { timeout: 60_000 }, async () => {
    const migrations = migrationsOf(testEngine);
    const names = Object.keys(migrations).sort();
    const { db, drop } = await emptyDatabase();
    const actual = new Map<string, string[]>();
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
        allowUnorderedMigrations: true,
      });
      for (const name of names) {
        const { error, results } = await migrator.migrateTo(name);
        expect(error, `${name} failed`).toBeUndefined();
        expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${name} Success`]);
        actual.set(name, await dumpSchema(testEngine, db));
      }
    } finally {
      await drop();
    }
    const recorded = readFixture();
    if (process.env.FOLIO_RECORD_SCHEMA === '1') {
      for (const [name, lines] of actual) if (!recorded.has(name)) recorded.set(name, lines);
      writeFixture(recorded);
    }
    expect(names, 'the migrations are the recorded steps, in order').toEqual([...recorded.keys()]);
    for (const [name, lines] of actual) expect(lines, `after ${name}`).toEqual(recorded.get(name));
  });
});

describe('003_security on a database of an earlier release', () => {
  it.skipIf(testEngine !== 'sqlite')(
    'keeps every row, clears the prices its CHECK refuses and makes the seeded admin one',
    async () => {
      const { db, drop } = await emptyDatabase();
      try {
        const migrations = migrationsOf('sqlite');
        const migrator = new Migrator({
          db,
          provider: { getMigrations: () => Promise.resolve(migrations) },
        });
        expect((await migrator.migrateTo('002_event_count')).error).toBeUndefined();
        const now = '2024-01-01T00:00:00.000Z';
        const user = { password: 'x', email_verified_at: now, created_at: now, updated_at: now };
        await db
          .insertInto('users')
          .values([
            {
              ...user,
              name: 'Admin',
              email: 'admin@example.com',
              email_normalized: 'admin@example.com',
            },
            { ...user, name: 'Ann', email: 'ann@example.com', email_normalized: 'ann@example.com' },
          ])
          .execute();
        await db.insertInto('meta').values({ key: 'seeded_at', value: now }).execute();
        const event = (name: string, price: unknown) => ({
          name,
          description: `${name} description`,
          start_time: '2024-05-01 10:00:00',
          end_time: '2024-05-01 12:00:00',
          price,
          image_path: null,
          user_id: 2,
          created_at: now,
          updated_at: now,
        });
        await db
          .insertInto('events')
          .values([
            event('free', null),
            event('paid', 1200),
            event('top', 100_000_000),
            event('infinite', sql`9e999`),
            event('negative', -1),
            event('too dear', 100_000_001),
            event('text', 'abc'),
            event('fraction', 12.5),
          ])
          .execute();
        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const users = await db
          .selectFrom('users')
          .select(['email', 'role'])
          .orderBy('id')
          .execute();
        expect(users).toEqual([
          { email: 'admin@example.com', role: 'admin' },
          { email: 'ann@example.com', role: 'member' },
        ]);
        const events = await db
          .selectFrom('events')
          .select(['id', 'name', 'price'])
          .orderBy('id')
          .execute();
        expect(events).toEqual([
          { id: 1, name: 'free', price: null },
          { id: 2, name: 'paid', price: 1200 },
          { id: 3, name: 'top', price: 100_000_000 },
          { id: 4, name: 'infinite', price: null },
          { id: 5, name: 'negative', price: null },
          { id: 6, name: 'too dear', price: null },
          { id: 7, name: 'text', price: null },
          { id: 8, name: 'fraction', price: null },
        ]);
        // The count and the search index follow the rebuilt table: both still hold 8 events, and
        // a write after the rebuild reaches them through the triggers made again.
        await db.deleteFrom('events').where('name', '=', 'text').execute();
        const count = await db
          .selectFrom('counters')
          .select('value')
          .where('name', '=', 'events')
          .executeTakeFirst();
        expect(count).toEqual({ value: 7 });
        const found = await sql<{ n: number }>`
          SELECT count(*) AS n FROM events_search WHERE events_search MATCH ${searchMatch('description')}`.execute(
          db,
        );
        expect(found.rows).toEqual([{ n: 7 }]);
      } finally {
        await drop();
      }
    },
  );
});
