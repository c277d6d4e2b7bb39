import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../src/search.ts';
import type { EventInput } from '../src/store/events.ts';
import { startServer, testEngine, type TestServer } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * GET /api/events?search= means the same on both engines (this file runs in the `server` and the
 * `server-pg` projects): exactly the events whose normalised name or description contains the
 * normalised keyword, in list order, for keywords of every length.
 */

const texts = [
  ['夏日音樂祭', '戶外音樂表演與市集'],
  ['音樂會', '古典音樂'],
  ['ＡＢＣ 全形', 'Full width ＡＢＣ'],
  ['abc lower', '50% off, a_b and a\\b'],
  ['Tech Talk', 'Design systems and talks'],
  ['市集', '手作市集，地點：台北'],
  ['音', '一個字'],
  ['Straße', 'ǅ and ﬁ ligature'],
];

const events: EventInput[] = Array.from({ length: 36 }, (_, i) => {
  const [name, description] = texts[i % texts.length] as [string, string];
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    name: `${name}${i}`,
    description,
    start_time: `2025-03-${day} 10:00:00`,
    end_time: `2025-03-${day} 12:00:00`,
    price: null,
  };
});

const server = serverForSuite();
beforeAll(async () => {
  await server.app.store.events.insertMany(events);
});

type Page = { data: { id: number; name: string }[]; meta: { total: number; last_page: number } };

async function search(keyword: string) {
  const names: string[] = [];
  let total: number;
  for (let page = 1; ; page++) {
    const res = await server.app.inject({
      url: `/api/events?page=${page}&search=${encodeURIComponent(keyword)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Page;
    total = body.meta.total;
    names.push(...body.data.map((e) => e.name));
    if (page >= body.meta.last_page) break;
  }
  return { names, total };
}

describe(`search on ${testEngine}`, () => {
  const keywords = [
    '音',
    '音樂',
    '音樂祭',
    '市集',
    'abc',
    'ABC',
    'ａｂｃ',
    'Tech',
    'tech talk',
    'alk',
    '%',
    '_',
    '\\',
    'a_b',
    '50%',
    'ss',
    'fi',
    'x',
    '不存在的字',
  ];

  it.each(keywords)('finds exactly the events that contain %s, in list order', async (keyword) => {
    const k = normalizeSearchText(keyword.trim());
    const rows = await server.app.store.events.list({ page: 1, perPage: 1000 });
    const expected = rows.rows
      .filter(
        (e) =>
          normalizeSearchText(e.name).includes(k) || normalizeSearchText(e.description).includes(k),
      )
      .map((e) => e.name);
    const found = await search(keyword);
    expect(found.names).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('answers a page past the last with no rows and the right total', async () => {
    const res = await server.app.inject({
      url: `/api/events?page=50&search=${encodeURIComponent('音樂')}`,
    });
    const body = res.json() as Page;
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe((await search('音樂')).total);
  });
});

/**
 * A search's count is the costly part on PostgreSQL, so it is kept per keyword until any write of
 * events (db/postgres-lists.ts), and a later page of a frequent keyword walks the newest rows instead of
 * rechecking every match: the answers stay exact through writes and with the matches all old.
 */
describe(`search pages and counts through writes on ${testEngine}`, () => {
  let own: TestServer;
  const at = (i: number, year: number) =>
    `${year}-0${(i % 9) + 1}-${String((i % 27) + 1).padStart(2, '0')} 10:00:00`;
  const event = (name: string, start: string): EventInput => ({
    name,
    description: '說明',
    start_time: start,
    end_time: start,
    price: null,
  });

  beforeAll(async () => {
    own = await startServer();
    // Thirty old matches under sixty newer events that do not match: on PostgreSQL the first
    // page of `zzz` walks the newest rows, comes back short and falls back to the index; `newer`
    // is found by the walk (db/migrations/postgres-only.ts: folio_search_walk).
    await own.app.store.events.insertMany([
      ...Array.from({ length: 30 }, (_, i) => event(`old zzz match ${i}`, at(i, 2024))),
      ...Array.from({ length: 60 }, (_, i) => event(`newer ${i}`, at(i, 2026))),
    ]);
  });
  afterAll(() => own.close());

  async function pages(keyword: string, perPage: number) {
    const names: string[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= 61 / perPage + 1; page++) {
      const { rows, total } = await own.app.store.events.list({ page, perPage, search: keyword });
      totals.push(total);
      names.push(...rows.map((e) => e.name));
    }
    return { names, totals };
  }

  async function expected(keyword: string) {
    const { rows } = await own.app.store.events.list({ page: 1, perPage: 1000 });
    return rows.filter((e) => normalizeSearchText(e.name).includes(keyword)).map((e) => e.name);
  }

  it('pages through old matches under many newer events, twice over', async () => {
    for (const keyword of ['zzz', 'zz', 'old zzz', 'newer', 'er 1']) {
      const want = await expected(keyword);
      for (let round = 0; round < 2; round++) {
        const found = await pages(keyword, 2);
        expect(found.names).toEqual(want);
        expect(new Set(found.totals)).toEqual(new Set([want.length]));
      }
    }
  });

  it('counts and pages follow creates and updates', async () => {
    await pages('zzz', 2); // the count is known now
    const created = await own.app.store.events.create(
      { ...event('newest zzz', at(1, 2027)), userId: null },
      (row) => row,
    );
    let found = await pages('zzz', 2);
    expect(found.names[0]).toBe('newest zzz');
    expect(found.totals[0]).toBe(31);
    expect(found.names).toEqual(await expected('zzz'));
    await own.app.store.events.update(
      created.id,
      event('renamed', at(1, 2027)),
      () => true,
      (row) => row,
    );
    found = await pages('zzz', 2);
    expect(found.totals[0]).toBe(30);
    expect(found.names).toEqual(await expected('zzz'));
    const short = await pages('zz', 3);
    expect(short.totals[0]).toBe(30);
    expect(short.names).toEqual(await expected('zz'));
  });
});
