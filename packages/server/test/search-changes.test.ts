import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../src/search.ts';
import type { EventInput } from '../src/store/events.ts';
import { testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * After a write of events, PostgreSQL brings a keyword's known count up to date from the change
 * log (event_changes, migration 020) instead of counting again (db/postgres-lists.ts): through
 * creates, renames, edits that leave the text alone, deletes and bulk writes, every page and
 * count stays what plain substring search over the normalised texts gives, for keywords with
 * LIKE's own characters (%, _, \), CJK, full-width forms and case. SQLite answers the same.
 */

const keywords = [
  '%',
  '_',
  '\\',
  'a_b',
  '50%',
  '音',
  '音樂',
  '音樂祭',
  'ABC',
  'ａｂｃ',
  'tech talk',
];

const event = (name: string, description: string, i: number): EventInput => {
  const start = `2025-0${(i % 9) + 1}-${String((i % 27) + 1).padStart(2, '0')} 10:00:00`;
  return { name, description, start_time: start, end_time: start, price: null };
};

const texts: [string, string][] = [
  ['夏日音樂祭', '戶外音樂表演'],
  ['ＡＢＣ 全形', 'Full width'],
  ['abc lower', '50% off, a_b and a\\b'],
  ['TECH TALK', '講座'],
  ['普通活動', '沒有關鍵字'],
];

const server = serverForSuite();
beforeAll(async () => {
  await server.app.store.events.insertMany(
    Array.from({ length: 40 }, (_, i) => {
      const [name, description] = texts[i % texts.length] as [string, string];
      return event(`${name} ${i}`, description, i);
    }),
  );
});

async function expected(keyword: string) {
  const k = normalizeSearchText(keyword.trim());
  const { rows } = await server.app.store.events.list({ page: 1, perPage: 10_000 });
  return rows
    .filter(
      (e) =>
        normalizeSearchText(e.name).includes(k) || normalizeSearchText(e.description).includes(k),
    )
    .map((e) => e.name);
}

async function found(keyword: string) {
  const names: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const { rows, total } = await server.app.store.events.list({
      page,
      perPage: 4,
      search: keyword,
    });
    totals.add(total);
    names.push(...rows.map((e) => e.name));
    if (page * 4 >= total) break;
  }
  return { names, totals: [...totals] };
}

async function expectAllExact() {
  for (const keyword of keywords) {
    const want = await expected(keyword);
    const got = await found(keyword);
    expect(got.names, keyword).toEqual(want);
    expect(got.totals, keyword).toEqual([want.length]);
  }
}

const db = () => server.app.store.db;

describe(`search counts through writes on ${testEngine}`, () => {
  it('stays exact through every kind of write, the counts known before each', async () => {
    await expectAllExact(); // every keyword's count is known now
    const writes: [string, () => Promise<unknown>][] = [
      [
        'create',
        () =>
          server.app.store.events.create(
            { ...event('新的 音樂 %_\\ ABC', 'tech talk a_b 50%', 3), userId: null },
            (row) => row,
          ),
      ],
      [
        'rename to no match',
        async () => {
          const { rows } = await server.app.store.events.list({ page: 1, perPage: 1 });
          const first = rows[0];
          if (!first) throw new Error('no events');
          await server.app.store.events.update(
            first.id,
            event('改名了', '無', 3),
            () => true,
            (row) => row,
          );
        },
      ],
      ['price only', () => sql`UPDATE events SET price = 100 WHERE id % 3 = 0`.execute(db())],
      [
        'rename many at once',
        // SQLite's search index follows `name` by its own triggers; PostgreSQL's reads the
        // normalised copy the store writes beside it.
        () =>
          testEngine === 'postgres'
            ? sql`UPDATE events SET name = name || ' x', search_name = search_name || ' x'
                WHERE id % 4 = 1`.execute(db())
            : sql`UPDATE events SET name = name || ' x' WHERE id % 4 = 1`.execute(db()),
      ],
      ['delete', () => sql`DELETE FROM events WHERE id % 5 = 2`.execute(db())],
      [
        'a bulk insert',
        () =>
          server.app.store.events.insertMany(
            Array.from({ length: 150 }, (_, i) => event(`大量 音樂 ${i}`, 'a_b 50%', i)),
          ),
      ],
    ];
    for (const [, write] of writes) {
      await write();
      await expectAllExact();
    }
  });

  it.runIf(testEngine === 'postgres')(
    'logs the changed texts under the version they made, a bulk write as one reset',
    async () => {
      const version = async () =>
        Number(
          (
            await sql<{ v: string }>`SELECT value AS v FROM counters
              WHERE name = 'events_version'`.execute(db())
          ).rows[0]?.v,
        );
      const logged = async (after: number) =>
        (
          await sql<{ sign: number; name: string | null }>`
            SELECT sign, name FROM event_changes WHERE version > ${after}
            ORDER BY version, sign`.execute(db())
        ).rows;
      let v = await version();
      await sql`UPDATE events SET price = 7 WHERE id = (SELECT min(id) FROM events)`.execute(db());
      expect(await logged(v)).toEqual([]);
      v = await version();
      await sql`UPDATE events SET search_name = 'renamed' WHERE id = (SELECT min(id) FROM events)`.execute(
        db(),
      );
      const rows = await logged(v);
      expect(rows.map((r) => r.sign)).toEqual([-1, 1]);
      expect(rows[1]?.name).toBe('renamed');
      v = await version();
      await server.app.store.events.insertMany(
        Array.from({ length: 101 }, (_, i) => event(`reset ${i}`, '說明', i)),
      );
      expect(await logged(v)).toEqual([{ sign: 0, name: null }]);
    },
  );
});
