import type { ProductSort, ProductStatus } from '@folio/rules';
import { sql, type Kysely } from 'kysely';
import type { DB, Engine } from '../db/tables.ts';
import { searchMatch } from '../search.ts';

/**
 * The storefront's and the back office's product lists (docs/adr/0030-shopping-catalog.md): one
 * query over the products table alone, whose derived columns (price_min, stock, cover_path,
 * search_text) the save keeps, so a page reads twelve rows by an index in the order asked for,
 * with the count in the same round trip. A keyword is looked up in the search index of migration
 * 022 (migrations/product-search.ts), which answers what `search_text LIKE '%keyword%'` does.
 */

export interface ProductListQuery {
  page: number;
  perPage: number;
  /** Normalised keyword (rules: searchKeyword); none: no filter. */
  search?: string | null;
  shopId?: number;
  /** A category and every category under it. */
  categoryIds?: readonly number[];
  sort: ProductSort;
  status: ProductStatus | 'all';
}

export interface ProductSummaryRow {
  id: number;
  company_flag: string;
  category_id: number | null;
  name: string;
  status: ProductStatus;
  price_min: number;
  price_max: number;
  stock: number;
  available: boolean;
  cover_path: string | null;
  updated_at: string;
}

/** A LIKE pattern for texts that contain `text` (its %, _ and \ taken literally). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The products whose search_text contains `keyword` (normalised), read from 022's index. */
function searchFilter(engine: Engine, keyword: string) {
  const id = sql.ref('p.id');
  if (engine === 'sqlite') {
    // FTS5's phrase or prefix query over the trigram tokens (search.ts): exactly "contains".
    const match = searchMatch(keyword) ?? '""';
    return sql<boolean>`${id} IN (SELECT rowid FROM products_search WHERE products_search MATCH ${match})`;
  }
  // 1 or 2 characters: the grams' primary key; 3 or more: LIKE through pg_trgm's GIN index.
  if (Array.from(keyword).length <= 2)
    return sql<boolean>`${id} IN (SELECT product_id FROM product_grams WHERE gram = ${keyword})`;
  return sql<boolean>`${sql.ref('p.search_text')} LIKE ${containsPattern(keyword)} ESCAPE '\\'`;
}

export function productListStore(db: Kysely<DB>, engine: Engine) {
  const filtered = ({ status, shopId, categoryIds, search }: ProductListQuery) => {
    let query = db.selectFrom('products as p');
    if (status !== 'all') query = query.where('p.status', '=', status);
    if (shopId !== undefined) query = query.where('p.shop_id', '=', shopId);
    if (categoryIds !== undefined)
      query = query.where('p.category_id', 'in', categoryIds.length > 0 ? categoryIds : [0]);
    if (search) query = query.where(searchFilter(engine, search));
    return query;
  };
  const counted = (query: ProductListQuery) =>
    filtered(query).select(({ fn }) => fn.countAll<number>().as('total'));

  return {
    async list(query: ProductListQuery): Promise<{ rows: ProductSummaryRow[]; total: number }> {
      const offset = (query.page - 1) * query.perPage;
      // The page and the count in one statement; a page past the end has no row to carry the
      // count, so it alone asks again.
      const rows = await filtered(query)
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .select([
          'p.id',
          's.company_flag',
          'p.category_id',
          'p.name',
          'p.status',
          'p.price_min',
          'p.price_max',
          'p.stock',
          'p.available',
          'p.cover_path',
          'p.updated_at',
        ])
        .select(counted(query).as('total'))
        .$call((q) =>
          query.sort === 'newest'
            ? q.orderBy('p.id', 'desc')
            : q
                .orderBy('p.price_min', query.sort === 'price_asc' ? 'asc' : 'desc')
                .orderBy('p.id', 'desc'),
        )
        .limit(query.perPage)
        .offset(offset)
        .execute();
      const first = rows[0];
      const total = first
        ? Number(first.total)
        : offset === 0
          ? 0
          : Number((await counted(query).executeTakeFirstOrThrow()).total);
      return {
        rows: rows.map(({ total: _, ...r }) => ({ ...r, available: r.available === 1 })),
        total,
      };
    },
  };
}
