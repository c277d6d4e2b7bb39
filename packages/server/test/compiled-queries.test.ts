import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../src/db/compiled.ts';
import { openDatabase, type DatabaseHandle } from '../src/database.ts';
import { createTestDatabase, testEngine } from './helpers.ts';

/** Queries compiled once and run with new arguments (src/db/compiled.ts), on the engine under test. */
describe('prepared queries', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-compiled-'));
    const made = await createTestDatabase();
    drop = made.drop;
    database = await openDatabase({ dataDir, databaseUrl: made.url });
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('compiles once a shape and puts each call’s arguments in their places', async () => {
    const { db } = database;
    let builds = 0;
    const insert = prepared((q, a: { key: string; value: string }) => {
      builds++;
      return q.insertInto('meta').values(a).returning(['key', 'value']);
    });
    const read = prepared((q, a: { keys: string[] }) =>
      q.selectFrom('meta').select(['key', 'value']).where('key', 'in', a.keys).orderBy('key'),
    );
    expect(await insert.first(db, { key: 'compiled-a', value: 'one' })).toEqual({
      key: 'compiled-a',
      value: 'one',
    });
    await insert.run(db, { key: 'compiled-b', value: 'two' });
    expect(builds).toBe(1);
    expect(insert.bind(db, { key: 'x', value: 'y' }).parameters).toEqual(['x', 'y']);
    expect(await read.all(db, { keys: ['compiled-b'] })).toEqual([
      { key: 'compiled-b', value: 'two' },
    ]);
    // Another length of the array: another shape, compiled apart.
    expect(
      (await read.all(db, { keys: ['compiled-a', 'compiled-b'] })).map((r) => r.value),
    ).toEqual(['one', 'two']);
    expect(await read.first(db, { keys: ['compiled-none'] })).toBeUndefined();
  });

  it('runs in a transaction, and arguments inside sql and nested objects', async () => {
    const { db } = database;
    const update = prepared((q, a: { key: string; suffix: string }) =>
      q
        .updateTable('meta')
        .set({ value: sql<string>`value || ${a.suffix}` })
        .where('key', '=', a.key),
    );
    const insertRows = prepared((q, a: { rows: { key: string; value: string }[] }) =>
      q.insertInto('meta').values(a.rows),
    );
    await db.transaction().execute(async (trx) => {
      await insertRows.run(trx, {
        rows: [
          { key: 'compiled-c', value: 'c' },
          { key: 'compiled-d', value: 'd' },
        ],
      });
      const changed = await update.run(trx, { key: 'compiled-c', suffix: '!' });
      expect(Number(changed.numAffectedRows)).toBe(1);
    });
    const rows = await db
      .selectFrom('meta')
      .select(['key', 'value'])
      .where('key', 'in', ['compiled-c', 'compiled-d'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'compiled-c', value: 'c!' },
      { key: 'compiled-d', value: 'd' },
    ]);
  });

  it.runIf(testEngine === 'postgres')(
    'PostgreSQL keeps a compiled query as a named statement, and an ad hoc one not',
    async () => {
      const read = prepared((q, a: { key: string }) =>
        q.selectFrom('meta').select('value').where('key', '=', a.key),
      );
      const adHoc = (q: typeof database.db) =>
        q.selectFrom('meta').select('key').where('key', '=', 'ad hoc');
      // One transaction: one connection, whose statements pg_prepared_statements lists.
      const names = await database.db.transaction().execute(async (trx) => {
        await read.first(trx, { key: 'compiled-a' });
        expect(await read.first(trx, { key: 'compiled-b' })).toEqual({ value: 'two' });
        await adHoc(trx).execute();
        const listed = await sql<{ name: string; statement: string }>`
          SELECT name, statement FROM pg_prepared_statements`.execute(trx);
        return listed.rows;
      });
      const compiled = read.bind(database.db, { key: 'x' }).sql;
      expect(names.filter((row) => row.statement === compiled)).toEqual([
        { name: expect.stringMatching(/^folio_[0-9a-f]{20}$/), statement: compiled },
      ]);
      const adHocText = adHoc(database.db).compile().sql;
      expect(names.some((row) => row.statement === adHocText)).toBe(false);
    },
  );
});
