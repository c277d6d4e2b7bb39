import { DELIVERY_METHODS, type DeliveryMethod, type OrderStatus } from '@folio/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import { changeStock } from './stock.ts';

/**
 * Delivery's data access (docs/adr/0031-checkout-payment-and-delivery.md "Carriers are accounts",
 * docs/adr/appendices/0031-orders-and-gateways.md "Order states"): the carrier account of each
 * delivery method, and the writes of the owner and the carrier. Every write to `orders.status` is
 * `UPDATE … WHERE id = ? AND status IN (<expected>)` in one transaction with its event: a row
 * count of 0 means someone else moved it first, and nothing else is written, so the stock of a
 * cancel or a refund returns exactly once.
 */

export interface Move {
  id: number;
  from: readonly OrderStatus[];
  to: OrderStatus;
  at: string;
  note: string | null;
  /** The carrier the order is handed to (`shipped`). */
  carrierId?: number;
  /** Give the order's stock back (`cancelled`, `refunded`). */
  release?: boolean;
  /**
   * Called once the UPDATE moved the order, before the commit (the gateway's refund): if it
   * throws, nothing is written, and only the one move that won calls it.
   */
  beforeCommit?: () => Promise<void>;
}

export function deliveryStore(db: Kysely<DB>) {
  return {
    /** The carrier account of `method`, with its name; undefined when the deployment set none. */
    carrierOf: (method: DeliveryMethod) =>
      db
        .selectFrom('delivery_carriers as d')
        .innerJoin('users as u', 'u.id', 'd.carrier_id')
        .select(['u.id', 'u.name'])
        .where('d.delivery_method', '=', method)
        .where('u.role', '=', 'carrier')
        .executeTakeFirst(),

    /** Makes the account `carrierId` the carrier of `methods` (each method has one). */
    async assign(carrierId: number, methods: readonly DeliveryMethod[], at: string) {
      for (const method of methods.filter((m) => DELIVERY_METHODS.includes(m))) {
        await db
          .insertInto('delivery_carriers')
          .values({ delivery_method: method, carrier_id: carrierId, updated_at: at })
          .onConflict((oc) =>
            oc.column('delivery_method').doUpdateSet({ carrier_id: carrierId, updated_at: at }),
          )
          .execute();
      }
    },

    /** The methods `carrierId` carries. */
    methodsOf: async (carrierId: number) =>
      (
        await db
          .selectFrom('delivery_carriers')
          .select('delivery_method')
          .where('carrier_id', '=', carrierId)
          .orderBy('delivery_method')
          .execute()
      ).map((row) => row.delivery_method),

    /**
     * Moves the order if it still is in `from`: its status (and carrier, or the payment's
     * `refunded`), an event, and with `release` its stock back. False when it was not in `from`.
     */
    move: (move: Move): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('orders')
          .set({
            status: move.to,
            updated_at: move.at,
            ...(move.carrierId !== undefined && { carrier_id: move.carrierId }),
            ...(move.to === 'refunded' && { payment_status: 'refunded' as const }),
            ...(move.release && { expires_at: null }),
          })
          .where('id', '=', move.id)
          .where('status', 'in', [...move.from])
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('order_events')
          .values({ order_id: move.id, status: move.to, note: move.note, at: move.at })
          .execute();
        if (move.release) {
          const lines = await trx
            .selectFrom('order_lines')
            .select(['variant_id', 'quantity'])
            .where('order_id', '=', move.id)
            .execute();
          await changeStock(trx, lines);
        }
        await move.beforeCommit?.();
        return true;
      }),

    /** The buyer's address and name, for the mail of a change. */
    buyerOf: (orderId: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.email', 'u.name'])
        .where('o.id', '=', orderId)
        .executeTakeFirst(),
  };
}

export type DeliveryStore = ReturnType<typeof deliveryStore>;
