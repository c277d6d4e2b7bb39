import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/tables.ts';

/**
 * Stock taken and given back (docs/adr/0031-checkout-payment-and-delivery.md "No overselling"):
 * one conditional UPDATE a variant, in variant-id order (no two transactions wait on each other
 * in a circle), then the products' derived `stock` and `available` (ADR 0030) by the same
 * amounts, in product-id order. On PostgreSQL the UPDATE takes the row lock and re-checks its
 * condition on the committed row (READ COMMITTED); on SQLite one writer at a time serialises the
 * transactions. Deltas, not sums read back: a sum read in one transaction would miss another's
 * uncommitted change.
 */

export interface StockChange {
  variant_id: number;
  /** Negative takes (only while the variant is on sale with that many left), positive returns. */
  quantity: number;
}

/** The variants whose stock could not be taken, with what they have now (0 off sale). */
export interface Shortage {
  variant_id: number;
  available: number;
}

export async function changeStock(
  trx: Transaction<DB>,
  changes: readonly StockChange[],
): Promise<Shortage[]> {
  const short: Shortage[] = [];
  const products = new Map<number, number>();
  for (const { variant_id, quantity } of [...changes].sort((a, b) => a.variant_id - b.variant_id)) {
    if (quantity === 0) continue;
    const taking = quantity < 0;
    const changed = await trx
      .updateTable('variants')
      .set({ stock: sql<number>`stock + ${quantity}` })
      .where('id', '=', variant_id)
      .$if(taking, (q) =>
        q
          .where('enabled', '=', 1)
          .where('stock', '>=', -quantity)
          .where('product_id', 'in', (eb) =>
            eb.selectFrom('products').select('id').where('status', '=', 'published'),
          ),
      )
      .returning(['product_id', 'enabled'])
      .executeTakeFirst();
    if (!changed) {
      if (taking) {
        const now = await trx
          .selectFrom('variants as v')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .select(['v.stock', 'v.enabled', 'p.status'])
          .where('v.id', '=', variant_id)
          .executeTakeFirst();
        const onSale = now?.enabled === 1 && now.status === 'published';
        short.push({ variant_id, available: onSale ? now.stock : 0 });
      }
      continue;
    }
    // A product's derived stock counts its variants on sale only.
    if (changed.enabled === 1)
      products.set(changed.product_id, (products.get(changed.product_id) ?? 0) + quantity);
  }
  if (short.length > 0) return short;
  for (const [id, delta] of [...products].sort(([a], [b]) => a - b)) {
    await trx
      .updateTable('products')
      .set({
        stock: sql<number>`stock + ${delta}`,
        available: sql<number>`CASE WHEN stock + ${delta} > 0 THEN 1 ELSE 0 END`,
      })
      .where('id', '=', id)
      .execute();
  }
  return short;
}
