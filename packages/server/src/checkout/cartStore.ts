import { cartLineProblem } from '@folio/rules';
import type { CartLine } from '@folio/contract';
import type { Kysely, QueryCreator } from 'kysely';
import { prepared } from '../db/compiled.ts';
import type { DB, Engine } from '../db/tables.ts';
import { isUniqueViolation, nowIso } from '../store/shared.ts';

/**
 * The carts' data access (docs/adr/0031-checkout-payment-and-delivery.md): one cart per member
 * or per visitor token (kept hashed), its lines priced as of now with their problem.
 */

/** A cart line as the contract shows it (`CartLine`), priced and checked now. */
export type PricedLine = CartLine;

/** The variant as a cart sees it: its price and stock now, and whether it is on sale. */
export interface VariantOffer {
  id: number;
  product_id: number;
  price: number;
  stock: number;
  on_sale: boolean;
}

/** A variant's row as an offer: on sale when the variant is enabled and its product published. */
function offerOf({
  enabled,
  status,
  ...variant
}: Omit<VariantOffer, 'on_sale'> & { enabled: number; status: string }): VariantOffer {
  return { ...variant, on_sale: enabled === 1 && status === 'published' };
}

/** The labels of variants: their values' names in the product's type order, ` / ` between. */
async function variantLabels(
  db: Kysely<DB>,
  combinations: readonly string[],
): Promise<(combination: string) => string> {
  const ids = [...new Set(combinations.flatMap((c) => (c === '' ? [] : c.split('-').map(Number))))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db.selectFrom('spec_values').select(['id', 'name']).where('id', 'in', ids).execute()
        ).map((v) => [v.id, v.name]),
  );
  return (combination) =>
    combination === ''
      ? ''
      : combination
          .split('-')
          .map((id) => names.get(Number(id)) ?? '')
          .join(' / ');
}

export function cartStore(db: Kysely<DB>, engine: Engine) {
  /** The lines' columns, joined to their variant, product and shop, in the cart's order. */
  const lineRows = (executor: Kysely<DB>) =>
    executor
      .selectFrom('cart_lines as l')
      .innerJoin('variants as v', 'v.id', 'l.variant_id')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select([
        'l.id',
        'l.cart_id',
        'l.variant_id',
        'l.quantity',
        'l.added_price',
        'v.product_id',
        'v.price',
        'v.stock',
        'v.enabled',
        'v.sku',
        'v.combination',
        'p.name as product_name',
        'p.status',
        'p.cover_path',
        's.id as shop_id',
        's.company_flag',
        's.name as shop_name',
      ])
      .orderBy('s.position')
      .orderBy('s.id')
      .orderBy('l.id');

  type LineRow = Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number];

  // The statements of every cart line added and every order placed, compiled once
  // (db/compiled.ts).
  const cartLines = prepared((q, a: { cartId: number }) =>
    lineRows(q).where('l.cart_id', '=', a.cartId),
  );
  /** The member's lines of shop `flag`. */
  const memberLines = (q: Kysely<DB>, a: { userId: number; flag: string }) =>
    lineRows(q)
      .innerJoin('carts as c', 'c.id', 'l.cart_id')
      .where('c.user_id', '=', a.userId)
      .where('s.company_flag', '=', a.flag);
  const shopLines = prepared(memberLines);
  // The same with the member's order of `clientId`, if one was placed (placing an order: a retry
  // is known with the lines, in one statement).
  const shopLinesAndOrder = prepared((q, a: { userId: number; flag: string; clientId: string }) =>
    memberLines(q, a).select((eb) =>
      eb
        .selectFrom('orders as o')
        .select('o.id')
        .where('o.user_id', '=', a.userId)
        .where('o.client_id', '=', a.clientId)
        .as('client_order'),
    ),
  );
  const memberCartId = prepared((q, a: { userId: number }) =>
    q.selectFrom('carts').select('id').where('user_id', '=', a.userId),
  );
  /** The variant's row as an offer is made of (`offerOf`). */
  const offerQuery = (q: Kysely<DB>, a: { variantId: number }) =>
    q
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.product_id', 'v.price', 'v.stock', 'v.enabled', 'p.status'])
      .where('v.id', '=', a.variantId);
  const offerRow = prepared(offerQuery);
  // A member adding a line: the offer, and their cart with its line of the variant and its count
  // of lines, in one statement.
  const memberOfferRow = prepared((q, a: { userId: number; variantId: number }) =>
    offerQuery(q, a)
      .leftJoin('carts as c', (join) => join.on('c.user_id', '=', a.userId))
      .select((eb) => [
        'c.id as cart_id',
        eb
          .selectFrom('cart_lines as cl')
          .select('cl.quantity')
          .whereRef('cl.cart_id', '=', 'c.id')
          .whereRef('cl.variant_id', '=', 'v.id')
          .as('line_quantity'),
        eb
          .selectFrom('cart_lines as cl')
          .select((count) => count.fn.countAll().as('n'))
          .whereRef('cl.cart_id', '=', 'c.id')
          .as('line_count'),
      ]),
  );
  const cartVariants = prepared((q, a: { cartId: number }) =>
    q.selectFrom('cart_lines').select(['variant_id', 'quantity']).where('cart_id', '=', a.cartId),
  );
  interface LineArgs {
    cartId: number;
    variantId: number;
    quantity: number;
    price: number;
    now: string;
  }
  const upsert = (q: QueryCreator<DB>, a: LineArgs) =>
    q
      .insertInto('cart_lines')
      .values({
        cart_id: a.cartId,
        variant_id: a.variantId,
        quantity: a.quantity,
        added_price: a.price,
        created_at: a.now,
      })
      .onConflict((oc) =>
        oc
          .columns(['cart_id', 'variant_id'])
          .doUpdateSet({ quantity: a.quantity, added_price: a.price }),
      );
  const lineUpsert = prepared((q, a: LineArgs) => upsert(q, a));
  const cartTouched = prepared((q, a: { cartId: number; now: string }) =>
    q.updateTable('carts').set({ updated_at: a.now }).where('id', '=', a.cartId),
  );
  // PostgreSQL: one statement (the line's upsert in a WITH), one round trip instead of four
  // (docs/adr/appendices/0031-orders-and-gateways.md "Placing an order"); SQLite's WITH
  // takes no writes, and its transaction is one commit for both.
  const lineUpsertTouching = prepared((q, a: LineArgs) =>
    q
      .with('line', (w) => upsert(w, a))
      .updateTable('carts')
      .set({ updated_at: a.now })
      .where('id', '=', a.cartId),
  );

  /** The rows priced as of now, each with its problem. */
  async function priced(rows: LineRow[], executor: Kysely<DB>): Promise<PricedLine[]> {
    const label = await variantLabels(
      executor,
      rows.map((r) => r.combination),
    );
    return rows.map((r) => ({
      id: r.id,
      variant_id: r.variant_id,
      product_id: r.product_id,
      company_flag: r.company_flag,
      shop_name: r.shop_name,
      product_name: r.product_name,
      variant_label: label(r.combination),
      sku: r.sku,
      cover_path: r.cover_path,
      quantity: r.quantity,
      unit_price: r.price,
      added_price: r.added_price,
      stock: r.stock,
      line_total: r.price * r.quantity,
      problem: cartLineProblem({
        quantity: r.quantity,
        added_price: r.added_price,
        unit_price: r.price,
        stock: r.stock,
        on_sale: r.enabled === 1 && r.status === 'published',
      }),
    }));
  }

  /** The lines of `cartId`, grouped by shop then in the order added, priced as of now. */
  async function lines(cartId: number, executor: Kysely<DB> = db): Promise<PricedLine[]> {
    return priced(await cartLines.all(executor, { cartId }), executor);
  }

  /**
   * The member's lines of shop `flag` in one statement (the checkout's quote and order,
   * docs/adr/appendices/0031-orders-and-gateways.md "Placing an order"), with their cart's and
   * shop's ids: no lines, no ids.
   */
  async function memberShopLines(userId: number, flag: string, executor: Kysely<DB> = db) {
    return shopLinesOf(await shopLines.all(executor, { userId, flag }), executor);
  }

  /** Rows of one cart and shop as their cart's and shop's ids and the priced lines. */
  async function shopLinesOf(rows: LineRow[], executor: Kysely<DB>) {
    const first = rows[0];
    return {
      cartId: first?.cart_id,
      shopId: first?.shop_id,
      lines: await priced(rows, executor),
    };
  }

  /**
   * memberShopLines, and the id of the member's order of `clientId` when it was placed and the
   * cart still has lines of the shop (null: none; undefined: no lines, so not known).
   */
  async function memberShopLinesAndOrder(userId: number, flag: string, clientId: string) {
    const rows = await shopLinesAndOrder.all(db, { userId, flag, clientId });
    return { ...(await shopLinesOf(rows, db)), clientOrder: rows[0]?.client_order };
  }

  /** Inserts the cart unless a concurrent request did, and answers its id either way. */
  async function ensure(owner: { user_id: number } | { token_hash: string }): Promise<number> {
    const find = () =>
      'user_id' in owner
        ? memberCartId.first(db, { userId: owner.user_id })
        : db
            .selectFrom('carts')
            .select('id')
            .where('token_hash', '=', owner.token_hash)
            .executeTakeFirst();
    const found = await find();
    if (found) return found.id;
    const now = nowIso();
    try {
      const row = await db
        .insertInto('carts')
        .values({ user_id: null, token_hash: null, ...owner, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await find();
      if (!again) throw error;
      return again.id;
    }
  }

  return {
    lines,
    memberShopLines,
    memberShopLinesAndOrder,
    ensure,
    memberCart: async (userId: number) => (await memberCartId.first(db, { userId }))?.id,
    visitorCart: async (tokenHash: string) =>
      (
        await db
          .selectFrom('carts')
          .select('id')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst()
      )?.id,
    /** The variant's offer now: its price, stock, and on sale (enabled, product published). */
    async offer(variantId: number): Promise<VariantOffer | undefined> {
      const row = await offerRow.first(db, { variantId });
      return row && offerOf(row);
    },
    /**
     * What a member adding `variantId` needs, in one statement: the variant's offer (undefined:
     * no such variant), their cart if they have one, its line of the variant and its count of
     * lines (as `lineAndCount`).
     */
    async memberOffer(userId: number, variantId: number) {
      const row = await memberOfferRow.first(db, { userId, variantId });
      if (!row) return { offer: undefined, cartId: undefined, line: undefined, count: 0 };
      const { cart_id, line_quantity, line_count, ...variant } = row;
      return {
        offer: offerOf(variant),
        cartId: cart_id ?? undefined,
        line: line_quantity === null ? undefined : { quantity: line_quantity },
        count: Number(line_count ?? 0),
      };
    },
    line: (cartId: number, lineId: number) =>
      db
        .selectFrom('cart_lines')
        .selectAll()
        .where('cart_id', '=', cartId)
        .where('id', '=', lineId)
        .executeTakeFirst(),
    /** The cart's line of `variantId` if any, and how many lines the cart has: one statement. */
    async lineAndCount(cartId: number, variantId: number) {
      const rows = await cartVariants.all(db, { cartId });
      return { line: rows.find((r) => r.variant_id === variantId), count: rows.length };
    },
    /** Sets the line of `variantId` to `quantity` at `price` (inserting it if new). */
    async setLine(cartId: number, variantId: number, quantity: number, price: number) {
      const args = { cartId, variantId, quantity, price, now: nowIso() };
      if (engine === 'postgres') {
        await lineUpsertTouching.run(db, args);
        return;
      }
      await db.transaction().execute(async (trx) => {
        await lineUpsert.run(trx, args);
        await cartTouched.run(trx, args);
      });
    },
    async removeLine(cartId: number, lineId: number) {
      await db
        .deleteFrom('cart_lines')
        .where('cart_id', '=', cartId)
        .where('id', '=', lineId)
        .execute();
      await db
        .updateTable('carts')
        .set({ updated_at: nowIso() })
        .where('id', '=', cartId)
        .execute();
    },
    /**
     * Deletes the carts last changed before `before` (an ISO time), members' and visitors' alike,
     * `batch` at a time so no one transaction holds the writer long; answers how many went.
     */
    async sweep(before: string, batch = 500): Promise<number> {
      let swept = 0;
      for (;;) {
        const result = await db
          .deleteFrom('carts')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('carts')
              .select('id')
              .where('updated_at', '<', before)
              .orderBy('updated_at')
              .limit(batch),
          )
          .executeTakeFirst();
        const n = Number(result.numDeletedRows);
        swept += n;
        if (n < batch) return swept;
      }
    },
    /** Deletes a visitor's cart (its lines go with it). */
    async drop(cartId: number) {
      await db.deleteFrom('carts').where('id', '=', cartId).execute();
    },
  };
}

export type CartStore = ReturnType<typeof cartStore>;
