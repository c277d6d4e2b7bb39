import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations as postgresMigrations } from '../src/db-postgres.ts';
import { migrations as sqliteMigrations } from '../src/db.ts';
import { searchTokens } from '../src/search.ts';
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
const migrationsOf = (engine: 'sqlite' | 'postgres'): Record<string, Migration> =>
  engine === 'sqlite' ? sqliteMigrations : postgresMigrations;

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
    sqlite.function('folio_search_tokens', { deterministic: true }, (text: unknown) =>
      searchTokens(String(text ?? '')),
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
