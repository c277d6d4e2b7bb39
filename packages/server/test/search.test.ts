import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../src/search.ts';
import type { EventInput } from '../src/store/events.ts';
import { startServer, testEngine, type TestServer } from './helpers.ts';

/**
 * GET /api/events?search= means the same on both engines (this file runs in the `server` and the
 * `server-pg` projects): exactly the events whose normalised name or description contains the
 * normalised keyword, in list order, for keywords of every length.
 */
let server: TestServer;

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

beforeAll(async () => {
  server = await startServer();
  await server.app.store.events.insertMany(events);
});
afterAll(() => server.close());

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
