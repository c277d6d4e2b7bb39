import {
  CHECKOUT_MESSAGES as C,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  deliveryFee,
  orderTotals,
  type DeliveryMethod,
  type OrderStatus,
  type RecipientAddress,
} from '@folio/rules';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { prepared } from '../db/compiled.ts';
import type { DB, Engine } from '../db/tables.ts';
import { isUniqueViolation } from '../store/shared.ts';
import { Refusal } from '../validation.ts';
import type { CartStore, PricedLine } from './cartStore.ts';
import type { OrderRow, PlacedParts } from './orderRead.ts';
import { availableNow, changeStock, withOneTaken, type Shortage, type Take } from './stock.ts';

/**
 * The orders' data access (docs/adr/0031-checkout-payment-and-delivery.md): the quote of one
 * shop's cart lines, and placing an order in one transaction that takes each line's stock with a
 * conditional UPDATE in variant-id order, so no two buyers get the same last piece on either
 * engine.
 */

/** The confirm screen's numbers for one shop (the contract's `CheckoutQuote`). */
export function quoteOf(flag: string, lines: PricedLine[], method: DeliveryMethod) {
  const totals = orderTotals(lines, method);
  return {
    company_flag: flag,
    lines,
    delivery_options: DELIVERY_METHODS.map((m) => ({
      method: m,
      label: DELIVERY_METHOD_LABELS[m],
      fee: deliveryFee(m, totals.subtotal),
    })),
    delivery_method: method,
    ...totals,
    has_problems: lines.some((line) => line.problem !== null),
  };
}

export interface PlaceInput extends RecipientAddress {
  userId: number;
  company_flag: string;
  delivery_method: DeliveryMethod;
  note: string;
  expected_total: number;
  client_id: string;
  /** RFC 3339 instants: now, and when an unpaid order expires. */
  placedAt: string;
  expiresAt: string;
}

/** The 409 of lines whose stock could not be taken. */
function outOfStock(lines: readonly PricedLine[], short: readonly Shortage[]) {
  const byVariant = new Map(lines.map((l) => [l.variant_id, l]));
  return new Refusal(409, {
    message: C.outOfStock,
    lines: short.map((s) => {
      const line = byVariant.get(s.variant_id);
      return {
        variant_id: s.variant_id,
        product_name: line?.product_name ?? '',
        variant_label: line?.variant_label ?? '',
        requested: line?.quantity ?? 1,
        available: s.available,
      };
    }),
  });
}

/** An object's own keys (an object this module built: its keys are exactly its type's). */
const keysOf = <T extends object>(value: T) => Object.keys(value) as (keyof T & string)[];

/** An order placed: `row` when the statement that placed it answered it (orderReads.view). */
export interface Placed {
  id: number;
  created: boolean;
  parts?: PlacedParts;
  row?: OrderRow;
}

/** The member's lines of one shop, and the order a `client_id` placed before (orderStore.basket). */
export type Basket = Awaited<ReturnType<CartStore['memberShopLines']>> & { earlier?: number };

/** Nothing of the shop in the cart: the contract's 422 on `company_flag`. */
export class NothingFromShop extends Error {}

/** What an order writes beside its row (step 3 of "Placing an order"). */
interface OrderRows {
  lines: Insertable<DB['order_lines']>[];
  events: Insertable<DB['order_events']>[];
  expiry: Insertable<DB['checkout_jobs']>;
  cartId: number;
  cartLineIds: number[];
}

export function orderStore(db: Kysely<DB>, carts: CartStore, engine: Engine) {
  // The statements of every order, compiled once (db/compiled.ts).
  const clientOrder = prepared((q, a: { userId: number; clientId: string }) =>
    q
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', a.userId)
      .where('client_id', '=', a.clientId),
  );
  const byClient = (executor: Kysely<DB>, userId: number, clientId: string) =>
    clientOrder.first(executor, { userId, clientId });
  const orderInsert = prepared((q, a: Insertable<DB['orders']>) =>
    q.insertInto('orders').values(a).returning('id'),
  );
  const linesInsert = prepared((q, a: OrderRows) => q.insertInto('order_lines').values(a.lines));
  const eventsInsert = prepared((q, a: OrderRows) => q.insertInto('order_events').values(a.events));
  const expiryInsert = prepared((q, a: OrderRows) =>
    q.insertInto('checkout_jobs').values(a.expiry),
  );
  const cartLinesDelete = prepared((q, a: OrderRows) =>
    q.deleteFrom('cart_lines').where('cart_id', '=', a.cartId).where('id', 'in', a.cartLineIds),
  );
  // PostgreSQL: one statement, one round trip, for the rows that hang on the order (PostgreSQL
  // runs the WITH's inserts and the delete together; SQLite's WITH takes no writes).
  const orderRowsAtOnce = prepared((q, a: OrderRows) =>
    q
      .with('l', (w) => w.insertInto('order_lines').values(a.lines))
      .with('e', (w) => w.insertInto('order_events').values(a.events))
      .with('j', (w) => w.insertInto('checkout_jobs').values(a.expiry))
      .deleteFrom('cart_lines')
      .where('cart_id', '=', a.cartId)
      .where('id', 'in', a.cartLineIds),
  );

  /**
   * What the order writes, from the shop's cart lines: its row, lines and first event. Throws a
   * Refusal (409) when the total changed or the lines already show too little stock, or
   * NothingFromShop, before any write.
   */
  function orderOf(input: PlaceInput, found: Awaited<ReturnType<CartStore['memberShopLines']>>) {
    const { cartId, shopId, lines } = found;
    if (shopId === undefined || cartId === undefined || lines.length === 0)
      throw new NothingFromShop();
    const quote = quoteOf(input.company_flag, lines, input.delivery_method);
    if (quote.total !== input.expected_total)
      throw new Refusal(409, { message: C.totalChanged, quote });
    // Refused before any write when the lines already show too little (a committed state): the
    // conditional UPDATE of the stock stays the guarantee.
    const seen = lines.flatMap((l) =>
      l.problem === 'unavailable' || l.stock < l.quantity
        ? [{ variant_id: l.variant_id, available: l.problem === 'unavailable' ? 0 : l.stock }]
        : [],
    );
    if (seen.length > 0) throw outOfStock(lines, seen);
    const order: Insertable<DB['orders']> = {
      user_id: input.userId,
      shop_id: shopId,
      client_id: input.client_id,
      status: 'pending_payment',
      recipient_name: input.recipient_name,
      recipient_phone: input.recipient_phone,
      postal_code: input.postal_code,
      city: input.city,
      district: input.district,
      address_line: input.address_line,
      delivery_method: input.delivery_method,
      carrier_id: null,
      note: input.note,
      subtotal: quote.subtotal,
      shipping_fee: quote.shipping_fee,
      total: quote.total,
      placed_at: input.placedAt,
      expires_at: input.expiresAt,
      paid_at: null,
      updated_at: input.placedAt,
    };
    const parts: PlacedParts = {
      lines: lines.map((l) => ({
        variant_id: l.variant_id,
        product_id: l.product_id,
        product_name: l.product_name,
        variant_label: l.variant_label,
        sku: l.sku,
        unit_price: l.unit_price,
        quantity: l.quantity,
      })),
      events: [{ status: 'pending_payment', note: null, at: input.placedAt }],
    };
    // Its expiry goes in with it: an order placed is an order that will expire.
    const expiry = { kind: 'order_expiry' as const, run_at: Date.parse(input.expiresAt) };
    return { cartId, lines, order, parts, expiry, cartLineIds: lines.map((l) => l.id) };
  }
  type Written = ReturnType<typeof orderOf>;

  /** Places the order in `trx`; throws a Refusal (409), rolling it all back. */
  async function placeIn(trx: Transaction<DB>, w: Written): Promise<{ id: number }> {
    const order = await orderInsert.first(trx, w.order);
    if (!order) throw new Error('the order was not inserted');
    const rows: OrderRows = {
      lines: w.parts.lines.map((l, position) => ({ order_id: order.id, position, ...l })),
      events: w.parts.events.map((e) => ({ order_id: order.id, ...e })),
      expiry: { ...w.expiry, order_id: order.id, claimed_by: null },
      cartId: w.cartId,
      cartLineIds: w.cartLineIds,
    };
    if (engine === 'postgres') await orderRowsAtOnce.run(trx, rows);
    else {
      await linesInsert.run(trx, rows);
      await eventsInsert.run(trx, rows);
      await expiryInsert.run(trx, rows);
      await cartLinesDelete.run(trx, rows);
    }
    // The stock last, just before the commit: on PostgreSQL its UPDATE takes the variant's row
    // lock (and the product's), which every buyer of that piece waits for; taken after the
    // inserts, the lock is held for the last statements and the commit, not for the whole order
    // (docs/adr/appendices/0031-orders-and-gateways.md "Placing an order"). A shortage throws,
    // and the rollback undoes the inserts.
    const short = await changeStock(
      trx,
      w.lines.map((l) => ({ variant_id: l.variant_id, quantity: -l.quantity })),
    );
    if (short.length > 0) throw outOfStock(w.lines, short);
    return order;
  }

  // PostgreSQL, an order of one line (the usual order): all of it in one statement, so the
  // stock's row locks are held for that statement alone and an order costs one round trip, not
  // six (docs/adr/appendices/0031-orders-and-gateways.md "Placing an order"). The stock is taken
  // first (`v`, `p`: stock.ts); the order and what hangs on it are inserted over `p`, so nothing
  // is written when it was not; the statement answers the order as `orderReads` reads it.
  const oneLineAtOnce = prepared((q, a: Written & { take: Take }) =>
    withOneTaken(q, a.take)
      .with('o', (w) =>
        w
          .insertInto('orders')
          .columns(keysOf(a.order))
          .expression((eb) =>
            eb.selectFrom('p').select(keysOf(a.order).map((k) => eb.val(a.order[k]).as(k))),
          )
          .returningAll(),
      )
      .with('l', (w) =>
        w
          .insertInto('order_lines')
          .columns(['order_id', 'position', ...keysOf(a.parts.lines[0] ?? {})])
          .expression((eb) =>
            eb
              .selectFrom('o')
              .select(({ ref, val }) => [
                ref('o.id').as('order_id'),
                val(0).as('position'),
                ...keysOf(a.parts.lines[0] ?? {}).map((k) => val(a.parts.lines[0]?.[k]).as(k)),
              ]),
          ),
      )
      .with('e', (w) =>
        w
          .insertInto('order_events')
          .columns(['order_id', 'status', 'note', 'at'])
          .expression((eb) =>
            eb
              .selectFrom('o')
              .select(({ ref, val }) => [
                ref('o.id').as('order_id'),
                ref('o.status').as('status'),
                val(null).as('note'),
                ref('o.placed_at').as('at'),
              ]),
          ),
      )
      .with('j', (w) =>
        w
          .insertInto('checkout_jobs')
          .columns(['kind', 'order_id', 'run_at'])
          .expression((eb) =>
            eb
              .selectFrom('o')
              .select(({ ref, val }) => [
                val(a.expiry.kind).as('kind'),
                ref('o.id').as('order_id'),
                val(a.expiry.run_at).as('run_at'),
              ]),
          ),
      )
      .with('d', (w) =>
        w
          .deleteFrom('cart_lines')
          .where('cart_id', '=', a.cartId)
          .where('id', 'in', a.cartLineIds)
          .where(({ exists, selectFrom }) => exists(selectFrom('o').select('o.id'))),
      )
      .selectFrom('o')
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .innerJoin('users as b', 'b.id', 'o.user_id')
      .selectAll('o')
      .select([
        's.company_flag',
        's.name as shop_name',
        'b.name as buyer_name',
        sql<string | null>`NULL`.as('carrier_name'),
      ]),
  );

  /** PostgreSQL, one line: the order placed in one statement, or a Refusal (409) when short. */
  async function placeOneLine(w: Written) {
    const [line] = w.lines;
    if (!line) throw new NothingFromShop();
    const take = { variant_id: line.variant_id, quantity: -line.quantity, taken: line.quantity };
    const row = await oneLineAtOnce.first(db, { ...w, take });
    if (!row) throw outOfStock(w.lines, [await availableNow(db, line.variant_id)]);
    return row;
  }

  return {
    shopLines: (userId: number, flag: string) => carts.memberShopLines(userId, flag),
    /**
     * What placing an order starts from: the member's lines of shop `flag` and the order their
     * `clientId` placed before, if any (a retry), read with the lines in one statement; asked
     * apart only when the cart has no lines of the shop (a retry after the order emptied it).
     */
    async basket(userId: number, flag: string, clientId: string): Promise<Basket> {
      const { clientOrder, ...found } = await carts.memberShopLinesAndOrder(userId, flag, clientId);
      const earlier =
        found.lines.length > 0 ? clientOrder : (await byClient(db, userId, clientId))?.id;
      return { ...found, earlier: earlier ?? undefined };
    },

    /**
     * Places the order, or answers the one `client_id` placed before (`created: false`). Two
     * retries at once: the second's insert meets the unique (user, client_id), its transaction
     * rolls back (its stock untouched) and it answers the first's order.
     */
    async place(input: PlaceInput, basket: Basket): Promise<Placed> {
      // No look for an earlier order first: the handler has just read the `basket`, and the
      // unique (user, client_id) catches whatever came between.
      try {
        if (engine === 'postgres') {
          // The basket's lines were read apart from the write, as in the transaction below
          // (READ COMMITTED): the stock's conditional UPDATE is what guarantees it, not the read.
          const w = orderOf(input, basket);
          if (w.lines.length === 1) {
            const row = await placeOneLine(w);
            return { id: row.id, created: true, parts: w.parts, row };
          }
        }
        const { id, parts } = await db.transaction().execute(async (trx) => {
          const w = orderOf(
            input,
            await carts.memberShopLines(input.userId, input.company_flag, trx),
          );
          return { ...(await placeIn(trx, w)), parts: w.parts };
        });
        return { id, created: true, parts };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const placed = await byClient(db, input.userId, input.client_id);
        if (!placed) throw error;
        return { id: placed.id, created: false };
      }
    },

    /**
     * Moves the order from `from` to `to` if it still is `from` (a row count of 0: someone else
     * moved it first), records the event and, when `release`, gives its stock back: exactly once,
     * since only the one write that changed the row releases.
     */
    async move(
      id: number,
      from: readonly OrderStatus[],
      to: OrderStatus,
      { at, note = null, release = false }: { at: string; note?: string | null; release?: boolean },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('orders')
          .set({ status: to, updated_at: at, ...(release && { expires_at: null }) })
          .where('id', '=', id)
          .where('status', 'in', [...from])
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('order_events')
          .values({ order_id: id, status: to, note, at })
          .execute();
        if (release) {
          const lines = await trx
            .selectFrom('order_lines')
            .select(['variant_id', 'quantity'])
            .where('order_id', '=', id)
            .execute();
          await changeStock(trx, lines);
        }
        return true;
      });
    },
  };
}
