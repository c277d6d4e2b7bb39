import type { ProductSort, ProductStatus } from '@folio/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';

/**
 * The storefront's and the back office's product lists (docs/adr/0030-shopping-catalog.md): one
 * query over the products table alone, whose derived columns (price_min, stock, cover_path,
 * search_text) the save keeps, so a page reads twelve rows by an index in the order asked for.
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

export function productListStore(db: Kysely<DB>) {
  const filtered = ({ status, shopId, categoryIds, search }: ProductListQuery) => {
    let query = db.selectFrom('products as p');
    if (status !== 'all') query = query.where('p.status', '=', status);
    if (shopId !== undefined) query = query.where('p.shop_id', '=', shopId);
    if (categoryIds !== undefined)
      query = query.where('p.category_id', 'in', categoryIds.length > 0 ? categoryIds : [0]);
    if (search) {
      const pattern = containsPattern(search);
      query = query.where(sql<boolean>`${sql.ref('p.search_text')} LIKE ${pattern} ESCAPE '\\'`);
    }
    return query;
  };

  return {
    async list(query: ProductListQuery): Promise<{ rows: ProductSummaryRow[]; total: number }> {
      const { total } = await filtered(query)
        .select(({ fn }) => fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const count = Number(total);
      const offset = (query.page - 1) * query.perPage;
      if (offset >= count) return { rows: [], total: count };
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
      return { rows: rows.map((r) => ({ ...r, available: r.available === 1 })), total: count };
    },
  };
}
