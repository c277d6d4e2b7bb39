import { searchKeyword } from '@folio/rules';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { productListStore, type ProductListQuery } from '../src/store/productList.ts';
import { productSearchText } from '../src/store/products.ts';
import { createTestDatabase, testEngine } from './helpers.ts';

/**
 * The storefront's search index (migration 022, migrations/product-search.ts) answers what the
 * scan it replaced answered, `search_text LIKE '%keyword%'`: here, the products whose normalised
 * text contains the normalised keyword, on the engine under test, through LIKE's wildcards, the
 * escape character, CJK (one, two and three characters, beyond the BMP), case and full-width
 * forms, a text NFKC makes longer than the events' index keeps, and saves that change the text.
 */

const TEXTS: [name: string, description: string][] = [
  ['100% 純棉托特包', '打折 50%_off，限量'],
  ['a_b 與 a%b 之間', ''],
  ['ＡＢＣ 全形字', 'Case MiXeD 大小寫'],
  ['音樂祭限定馬克杯', '台北 音樂 季'],
  ['反斜線 \\ 書籤', 'C:\\path\\to'],
  ['straße 帽', 'İstanbul 地圖'],
  ['𠮷野家 便當盒', '🍵 茶 葉罐'],
  ['Tea 杯', 'tea TEA tEa'],
  ['長說明', `${'ﷺ'.repeat(400)} 尾巴zz`],
  ['草稿', '不該出現 音樂'],
];

const KEYWORDS = [
  '%',
  '_',
  '\\',
  '100%',
  '%_',
  '0%_o',
  'a_b',
  'a%b',
  'ab',
  'abc',
  'ａｂｃ',
  'ABC',
  'case',
  'MIXED',
  '音',
  '音樂',
  '音樂祭',
  ' 樂祭限 ',
  '𠮷',
  '𠮷野',
  '🍵',
  '茶',
  'ß',
  'STRASSE',
  'straße',
  'i̇stanbul',
  'tea',
  'T',
  'e',
  'ea t',
  '尾巴zz',
  '巴z',
  '不存在',
  'x',
];

let dir: string;
let handle: Awaited<ReturnType<typeof openDatabase>>;
let drop: () => Promise<void>;
let ids: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'folio-storefront-search-'));
  const database = await createTestDatabase({ empty: true });
  drop = database.drop;
  handle = await openDatabase({ dataDir: dir, databaseUrl: database.url });
  const { id: shopId } = await handle.db
    .insertInto('shops')
    .values({ company_flag: 'search', name: '搜尋', description: '', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const rows = await handle.db
    .insertInto('products')
    .values(
      TEXTS.map(([name, description], i) => ({
        shop_id: shopId,
        category_id: null,
        name,
        description,
        status: name === '草稿' ? ('draft' as const) : ('published' as const),
        price_min: 100 + ((i * 37) % 5) * 10,
        price_max: 500,
        stock: 1,
        available: 1,
        cover_path: null,
        search_text: productSearchText(name, description),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  ids = rows.map((r) => r.id);
});

afterAll(async () => {
  await handle.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the scan answered: published texts containing the keyword, in the list's order. */
async function expected(keyword: string, sort: ProductListQuery['sort']) {
  const rows = await handle.db
    .selectFrom('products')
    .select(['id', 'search_text', 'price_min'])
    .where('status', '=', 'published')
    .execute();
  return rows
    .filter((r) => r.search_text.includes(keyword))
    .sort((a, b) =>
      sort === 'newest' || a.price_min === b.price_min
        ? b.id - a.id
        : sort === 'price_asc'
          ? a.price_min - b.price_min
          : b.price_min - a.price_min,
    )
    .map((r) => r.id);
}

async function found(keyword: string, sort: ProductListQuery['sort'], perPage = 100, page = 1) {
  const { rows, total } = await productListStore(handle.db, handle.engine).list({
    page,
    perPage,
    search: keyword,
    sort,
    status: 'published',
  });
  return { ids: rows.map((r) => r.id), total };
}

describe(`the storefront's search index on ${testEngine}`, () => {
  it('finds what the scan found, for every tricky keyword and order', async () => {
    for (const raw of KEYWORDS) {
      const keyword = searchKeyword(raw);
      if (!keyword) throw new Error(raw);
      for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
        const want = await expected(keyword, sort);
        expect(await found(keyword, sort), `${raw} ${sort}`).toEqual({
          ids: want,
          total: want.length,
        });
      }
    }
    // Some keywords do find something, and the second page carries the count too.
    expect((await found('音樂', 'newest')).ids).toEqual([ids[3]]);
    expect((await found('尾巴zz', 'newest')).ids).toEqual([ids[8]]);
    expect((await found('%', 'newest')).total).toBe(2);
    const tea = await expected('t', 'newest');
    expect(tea.length).toBeGreaterThan(2);
    expect(await found('t', 'newest', 2, 2)).toEqual({ ids: tea.slice(2, 4), total: tea.length });
    expect(await found('t', 'newest', 2, 99)).toEqual({ ids: [], total: tea.length });
  });

  it('follows a save that changes the text, and a delete', async () => {
    const [first, second] = ids;
    if (first === undefined || second === undefined) throw new Error('no products');
    await handle.db
      .updateTable('products')
      .set({ name: '新名字', search_text: productSearchText('新名字', '換過了') })
      .where('id', '=', first)
      .execute();
    // A save that keeps the text (the editors write it each time) changes nothing.
    await handle.db
      .updateTable('products')
      .set({ search_text: productSearchText('a_b 與 a%b 之間', '') })
      .where('id', '=', second)
      .execute();
    expect((await found('純棉', 'newest')).ids).toEqual([]);
    expect((await found('換過', 'newest')).ids).toEqual([first]);
    expect((await found('新名字', 'newest')).ids).toEqual([first]);
    expect((await found('a_b', 'newest')).ids).toEqual([second]);
    await handle.db.deleteFrom('products').where('id', '=', second).execute();
    expect(await found('a_b', 'newest')).toEqual({ ids: [], total: 0 });
    expect(await found('a%b', 'newest')).toEqual({ ids: [], total: 0 });
  });
});
