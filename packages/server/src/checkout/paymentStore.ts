import { orderNumber } from '@folio/rules';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables.ts';
import { isUniqueViolation } from '../store/shared.ts';

/**
 * The payments' data access (docs/adr/0031-checkout-payment-and-delivery.md "Payment"): an
 * attempt per signed form, and the gateway's notice applied once. Every move of an order is
 * `UPDATE … WHERE status = <expected>`, so a notice racing the expiry or a cancel moves it once.
 */

/** The order a payment belongs to, as the notice and the sandbox check it. */
export interface PayableOrder {
  id: number;
  userId: number;
  status: string;
  total: number;
  expiresAt: string | null;
  shopName: string;
  lines: { product_name: string; variant_label: string; quantity: number }[];
}

/** What a notice did: the first time, the same notice again, or refused (why). */
export type NoticeOutcome =
  { kind: 'paid' | 'failed' | 'late_paid' | 'duplicate' } | { kind: 'refused'; reason: string };

export interface Notice {
  merchantTradeNo: string;
  tradeNo: string;
  paid: boolean;
  noticeHash: string;
  gateway: string;
  at: string;
}

/** What the buyer is told when a payment arrived after the order ended (appendix "Order states"). */
export const LATE_PAYMENT_NOTE = '訂單結束後才收到付款，已全額退款';

export function paymentStore(db: Kysely<DB>) {
  async function order(id: number): Promise<PayableOrder | undefined> {
    const row = await db
      .selectFrom('orders as o')
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .select(['o.id', 'o.user_id', 'o.status', 'o.total', 'o.expires_at', 's.name as shop_name'])
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const lines = await db
      .selectFrom('order_lines')
      .select(['product_name', 'variant_label', 'quantity'])
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    return {
      id: row.id,
      userId: row.user_id,
      status: row.status,
      total: row.total,
      expiresAt: row.expires_at,
      shopName: row.shop_name,
      lines,
    };
  }

  const byTradeNo = (executor: Kysely<DB>, merchantTradeNo: string) =>
    executor
      .selectFrom('payments')
      .selectAll()
      .where('merchant_trade_no', '=', merchantTradeNo)
      .executeTakeFirst();

  /** Records the late payment as refunded and ends a cancelled or expired order as `refunded`. */
  async function refundLate(trx: Transaction<DB>, orderId: number, at: string) {
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'refunded', payment_status: 'refunded', updated_at: at })
      .where('id', '=', orderId)
      .where('status', 'in', ['cancelled', 'expired'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1)
      await trx
        .insertInto('order_events')
        .values({ order_id: orderId, status: 'refunded', note: LATE_PAYMENT_NOTE, at })
        .execute();
  }

  async function applyIn(trx: Transaction<DB>, notice: Notice): Promise<NoticeOutcome> {
    const known = await trx
      .selectFrom('payments')
      .select(['id', 'notice_hash', 'merchant_trade_no'])
      .where('gateway', '=', notice.gateway)
      .where('trade_no', '=', notice.tradeNo)
      .executeTakeFirst();
    if (known)
      return known.merchant_trade_no === notice.merchantTradeNo &&
        known.notice_hash === notice.noticeHash
        ? { kind: 'duplicate' }
        : { kind: 'refused', reason: 'TradeNo already notified with other content' };
    const payment = await byTradeNo(trx, notice.merchantTradeNo);
    if (!payment) return { kind: 'refused', reason: 'MerchantTradeNo unknown' };
    const status = notice.paid ? 'paid' : 'failed';
    const recorded = await trx
      .updateTable('payments')
      .set({
        trade_no: notice.tradeNo,
        status,
        notice_hash: notice.noticeHash,
        updated_at: notice.at,
      })
      .where('id', '=', payment.id)
      .where('trade_no', 'is', null)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1)
      return { kind: 'refused', reason: 'MerchantTradeNo already notified' };
    if (!notice.paid) {
      await trx
        .updateTable('orders')
        .set({ payment_status: 'failed', updated_at: notice.at })
        .where('id', '=', payment.order_id)
        .where('status', '=', 'pending_payment')
        .where('payment_status', '!=', 'paid')
        .execute();
      return { kind: 'failed' };
    }
    const paid = await trx
      .updateTable('orders')
      .set({
        status: 'paid',
        payment_status: 'paid',
        paid_at: notice.at,
        expires_at: null,
        updated_at: notice.at,
      })
      .where('id', '=', payment.order_id)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 1) {
      await trx
        .insertInto('order_events')
        .values({ order_id: payment.order_id, status: 'paid', note: null, at: notice.at })
        .execute();
      // Paid: its expiry has nothing left to do.
      await trx
        .deleteFrom('checkout_jobs')
        .where('order_id', '=', payment.order_id)
        .where('kind', '=', 'order_expiry')
        .execute();
      return { kind: 'paid' };
    }
    // Paid after the order ended (expired, cancelled) or paid twice: acknowledged, recorded and
    // refunded (ADR 0031 "Expiry"); the stock went back when the order ended.
    await trx
      .updateTable('payments')
      .set({ status: 'refunded' })
      .where('id', '=', payment.id)
      .execute();
    await refundLate(trx, payment.order_id, notice.at);
    return { kind: 'late_paid' };
  }

  return {
    order,
    payment: (merchantTradeNo: string) => byTradeNo(db, merchantTradeNo),

    /**
     * A new attempt for the order: the next `MerchantTradeNo` (the order number, `P` and the
     * attempt) at `amount`, and the order's payment shown as started.
     */
    async startAttempt(orderId: number, gateway: string, amount: number, at: string) {
      for (;;) {
        try {
          return await db.transaction().execute(async (trx) => {
            const counted = await trx
              .selectFrom('payments')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('order_id', '=', orderId)
              .executeTakeFirstOrThrow();
            const merchantTradeNo = `${orderNumber(orderId)}P${Number(counted.n) + 1}`;
            await trx
              .insertInto('payments')
              .values({
                order_id: orderId,
                gateway,
                merchant_trade_no: merchantTradeNo,
                trade_no: null,
                status: 'started',
                amount,
                notice_hash: null,
                created_at: at,
                updated_at: at,
              })
              .execute();
            await trx
              .updateTable('orders')
              .set({ payment_status: 'started', updated_at: at })
              .where('id', '=', orderId)
              .where('status', '=', 'pending_payment')
              .execute();
            return merchantTradeNo;
          });
        } catch (error) {
          // Two attempts at once took the same number: the later one counts again.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    },

    /** Applies a checked notice once (unique gateway and TradeNo; the attempt's first notice). */
    async apply(notice: Notice): Promise<NoticeOutcome> {
      try {
        return await db.transaction().execute((trx) => applyIn(trx, notice));
      } catch (error) {
        // The same TradeNo at once from two deliveries: the other one applied it.
        if (!isUniqueViolation(error)) throw error;
        return db.transaction().execute((trx) => applyIn(trx, notice));
      }
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
