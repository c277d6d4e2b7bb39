import { orderNumber, type OrderStatus, type TaiwanCity } from '@folio/rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import { prepared } from '../db/compiled.ts';
import type { DB } from '../db/tables.ts';

/**
 * Orders as the contract shows them (docs/adr/0031-checkout-payment-and-delivery.md): one whole
 * with its lines and history (`Order`), or a page of summaries (`OrderSummary`), newest first
 * (the carrier's: still moving, oldest first).
 */

export interface OrderFilter {
  userId?: number;
  carrierId?: number;
  status?: OrderStatus;
  shopId?: number;
  /** RFC 3339 instants: `placed_at` from (included) and before (excluded). */
  placedFrom?: string;
  placedBefore?: string;
  /** The carrier's order (listCarrierOrders): those still moving, oldest first, then delivered. */
  stillMovingFirst?: boolean;
}

/** What placing an order wrote of its lines and events, in their order. */
export interface PlacedParts {
  lines: Omit<DB['order_lines'], 'order_id' | 'position'>[];
  events: Omit<DB['order_events'], 'id' | 'order_id'>[];
}

const cityOf = (city: string) => city as TaiwanCity; // the column's CHECK holds the list

/** An order's row as `get` reads it (and as placing one answers it: orderStore.ts). */
export type OrderRow = Selectable<DB['orders']> & {
  company_flag: string;
  shop_name: string;
  buyer_name: string;
  carrier_name: string | null;
};

/** The order as the contract shows it, from its row, lines and events. */
export function orderView(row: OrderRow, { lines, events }: PlacedParts) {
  return {
    userId: row.user_id,
    carrierId: row.carrier_id,
    order: {
      id: row.id,
      number: orderNumber(row.id),
      status: row.status,
      payment_status: row.payment_status,
      company_flag: row.company_flag,
      shop_name: row.shop_name,
      buyer_name: row.buyer_name,
      recipient_name: row.recipient_name,
      recipient_phone: row.recipient_phone,
      postal_code: row.postal_code,
      city: cityOf(row.city),
      district: row.district,
      address_line: row.address_line,
      delivery_method: row.delivery_method,
      carrier_name: row.carrier_name,
      note: row.note,
      lines: lines.map((l) => ({ ...l, line_total: l.unit_price * l.quantity })),
      subtotal: row.subtotal,
      shipping_fee: row.shipping_fee,
      total: row.total,
      placed_at: row.placed_at,
      expires_at: row.status === 'pending_payment' ? row.expires_at : null,
      paid_at: row.paid_at,
      events,
      updated_at: row.updated_at,
    },
  };
}

export function orderReads(db: Kysely<DB>) {
  // Compiled once (db/compiled.ts): every order placed reads its row back.
  const orderRow = prepared((q, a: { id: number }) =>
    q
      .selectFrom('orders as o')
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .innerJoin('users as b', 'b.id', 'o.user_id')
      .leftJoin('users as c', 'c.id', 'o.carrier_id')
      .selectAll('o')
      .select([
        's.company_flag',
        's.name as shop_name',
        'b.name as buyer_name',
        'c.name as carrier_name',
      ])
      .where('o.id', '=', a.id),
  );

  /**
   * The order with its lines and events, or undefined; with its buyer's and carrier's ids.
   * `placed`: the lines and first event of an order this request has just placed, which it
   * need not read back (orderStore.ts `place`).
   */
  async function get(id: number, placed?: PlacedParts) {
    const row = await orderRow.first(db, { id });
    if (!row) return undefined;
    const lines =
      placed?.lines ??
      (await db
        .selectFrom('order_lines')
        .select([
          'variant_id',
          'product_id',
          'product_name',
          'variant_label',
          'sku',
          'unit_price',
          'quantity',
        ])
        .where('order_id', '=', id)
        .orderBy('position')
        .execute());
    const events =
      placed?.events ??
      (await db
        .selectFrom('order_events')
        .select(['status', 'note', 'at'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute());
    return orderView(row, { lines, events });
  }

  /** One page of orders matching `filter`, newest first, and how many match in all. */
  async function list(filter: OrderFilter, page: number, perPage: number) {
    let query = db.selectFrom('orders as o');
    if (filter.userId !== undefined) query = query.where('o.user_id', '=', filter.userId);
    if (filter.carrierId !== undefined) query = query.where('o.carrier_id', '=', filter.carrierId);
    if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
    if (filter.shopId !== undefined) query = query.where('o.shop_id', '=', filter.shopId);
    if (filter.placedFrom !== undefined)
      query = query.where('o.placed_at', '>=', filter.placedFrom);
    if (filter.placedBefore !== undefined)
      query = query.where('o.placed_at', '<', filter.placedBefore);
    const counted = await query
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .select((eb) => [
        'o.id',
        'o.status',
        's.company_flag',
        's.name as shop_name',
        'o.recipient_name',
        'o.city',
        'o.total',
        'o.delivery_method',
        'o.placed_at',
        'o.updated_at',
        'o.recipient_phone',
        'o.postal_code',
        'o.district',
        'o.address_line',
        eb
          .selectFrom('order_lines as l')
          .select((e) => e.fn.sum<number | string>('l.quantity').as('q'))
          .whereRef('l.order_id', '=', 'o.id')
          .as('item_count'),
      ])
      .$if(filter.stillMovingFirst === true, (q) =>
        q.orderBy(sql`CASE WHEN o.status = 'delivered' THEN 1 ELSE 0 END`).orderBy('o.id', 'asc'),
      )
      .$if(filter.stillMovingFirst !== true, (q) => q.orderBy('o.id', 'desc'))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        id: r.id,
        number: orderNumber(r.id),
        status: r.status,
        company_flag: r.company_flag,
        shop_name: r.shop_name,
        recipient_name: r.recipient_name,
        city: cityOf(r.city),
        item_count: Number(r.item_count ?? 0),
        total: r.total,
        delivery_method: r.delivery_method,
        placed_at: r.placed_at,
        updated_at: r.updated_at,
        // Where it goes, for the carrier's page only.
        ...(filter.stillMovingFirst === true && {
          recipient_phone: r.recipient_phone,
          postal_code: r.postal_code,
          district: r.district,
          address_line: r.address_line,
        }),
      })),
    };
  }

  return { get, list };
}
