import { sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import { prepared } from '../db/compiled.ts';
import type { DB } from '../db/tables.ts';

/**
 * Stock taken and given back (docs/adr/0031-checkout-payment-and-delivery.md "No overselling"):
 * one conditional UPDATE a variant, in variant-id order (no two transactions wait on each other
 * in a circle), then the products' derived `stock` and `available` (ADR 0030) by the same
 * amounts, in product-id order. On PostgreSQL the UPDATE takes the row lock and re-checks its
 * condition on the committed row (READ COMMITTED); on SQLite one writer at a time serialises the
 * transactions. Deltas, not sums read back: a sum read in one transaction would miss another's
 * uncommitted change.
 *
 * On PostgreSQL an order of one line is placed in one statement (orderStore.ts): `withOneTaken`
 * puts the variant's UPDATE and its product's in front of the order's inserts as WITH queries, so
 * the two row locks every buyer of that piece queues for are held for that one statement only
 * (docs/adr/appendices/0031-orders-and-gateways.md "Placing an order"). The locks are taken in the
 * same order as below (the variant, then its product), so no circle forms with the
 * statement-a-row path.
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

/** What the variant has now for a buyer: its stock while on sale, else 0. */
export async function availableNow(executor: Kysely<DB>, variantId: number): Promise<Shortage> {
  const now = await executor
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.stock', 'v.enabled', 'p.status'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  const onSale = now?.enabled === 1 && now.status === 'published';
  return { variant_id: variantId, available: onSale ? now.stock : 0 };
}

// The statements of every order, compiled once (db/compiled.ts). `taken` is the quantity
// taken (positive): the condition compares the stock with it.
export interface Take {
  variant_id: number;
  quantity: number;
  taken: number;
}

/** The UPDATE that takes `taken` of a variant on sale, if it has that many left. */
const variantTaken = (q: QueryCreator<DB>, a: Take) =>
  q
    .updateTable('variants')
    .set({ stock: sql<number>`stock + ${a.quantity}` })
    .where('id', '=', a.variant_id)
    .where('enabled', '=', 1)
    .where('stock', '>=', a.taken)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('products').select('id').where('status', '=', 'published'),
    );

/** Takes `taken` of a variant on sale, if it has that many left: its product's id and enabled. */
const takeVariant = prepared((q, a: Take) =>
  variantTaken(q, a).returning(['product_id', 'enabled']),
);

/**
 * PostgreSQL: `q` with two WITH queries that take `taken` of one variant (`v`) and its product's
 * derived stock (`p`, the product's id): `p` has a row only when the stock was taken.
 */
export const withOneTaken = (q: QueryCreator<DB>, a: Take) =>
  q
    .with('v', (w) => variantTaken(w, a).returning('product_id'))
    .with('p', (w) =>
      w
        .updateTable('products as p')
        .from('v')
        .set({
          stock: sql<number>`p.stock + ${a.quantity}`,
          available: sql<number>`CASE WHEN p.stock + ${a.quantity} > 0 THEN 1 ELSE 0 END`,
        })
        .whereRef('p.id', '=', 'v.product_id')
        .returning('p.id'),
    );

/** A product's derived stock moved by `delta`. */
const moveProduct = prepared((q, a: { id: number; delta: number }) =>
  q
    .updateTable('products')
    .set({
      stock: sql<number>`stock + ${a.delta}`,
      available: sql<number>`CASE WHEN stock + ${a.delta} > 0 THEN 1 ELSE 0 END`,
    })
    .where('id', '=', a.id),
);

export async function changeStock(
  trx: Transaction<DB>,
  changes: readonly StockChange[],
): Promise<Shortage[]> {
  const short: Shortage[] = [];
  const products = new Map<number, number>();
  for (const { variant_id, quantity } of [...changes].sort((a, b) => a.variant_id - b.variant_id)) {
    if (quantity === 0) continue;
    const taking = quantity < 0;
    const changed = taking
      ? await takeVariant.first(trx, { variant_id, quantity, taken: -quantity })
      : await trx
          .updateTable('variants')
          .set({ stock: sql<number>`stock + ${quantity}` })
          .where('id', '=', variant_id)
          .returning(['product_id', 'enabled'])
          .executeTakeFirst();
    if (!changed) {
      if (taking) short.push(await availableNow(trx, variant_id));
      continue;
    }
    // A product's derived stock counts its variants on sale only.
    if (changed.enabled === 1)
      products.set(changed.product_id, (products.get(changed.product_id) ?? 0) + quantity);
  }
  if (short.length > 0) return short;
  for (const [id, delta] of [...products].sort(([a], [b]) => a - b)) {
    await moveProduct.run(trx, { id, delta });
  }
  return short;
}
