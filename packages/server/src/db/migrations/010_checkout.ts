import {
  ADDRESS_LINE_MAX,
  DELIVERY_METHODS,
  DISTRICT_MAX,
  MAX_LINE_QUANTITY,
  ORDER_NOTE_MAX,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  RECIPIENT_NAME_MAX,
  SANDBOX_OUTCOMES,
} from '@folio/rules';
import { sql } from 'kysely';
import { checkoutJobsDueIndex, memberRowsTable } from './definitions.ts';
import { between, oneOf, refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * The checkout's tables (docs/adr/0031-checkout-payment-and-delivery.md): carts of members and
 * visitors, orders with the lines they snapshot, their history, the payment attempts and the
 * sandbox gateway's sessions. The limits are the rules' (checkout.ts), so the database refuses
 * what the contract refuses: a variant once per cart, a quantity of 1 to 99, money in whole NT$
 * and never below 0, one order per member and `client_id`, one payment per gateway `TradeNo`.
 */
export default {
  async up(db, d) {
    await db.schema
      .createTable('carts')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // A cart is a member's (by account) or a visitor's (by its token's hash), never both.
      .addCheckConstraint('carts_owner', sql`(user_id IS NULL) <> (token_hash IS NULL)`)
      .execute();
    await db.schema.createIndex('carts_updated').on('carts').column('updated_at').execute();

    const quantity = (column: string) => d.integerBetween(column, 1, MAX_LINE_QUANTITY);
    const price = (column: string) =>
      d.integerBetween(column, PRODUCT_PRICE_MIN, PRODUCT_PRICE_MAX);
    const money = (column: string) => sql<boolean>`${sql.ref(column)} >= 0`;
    await db.schema
      .createTable('cart_lines')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('cart_id', 'integer', refersTo('carts', 'cascade'))
      .addColumn('variant_id', 'integer', refersTo('variants', 'cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(quantity('quantity')))
      .addColumn('added_price', 'integer', (c) => c.notNull().check(price('added_price')))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('cart_lines_variant', ['cart_id', 'variant_id'])
      .execute();
    await db.schema
      .createIndex('cart_lines_variant_id')
      .on('cart_lines')
      .column('variant_id')
      .execute();

    const text = (column: string, max: number) => between(d.length(column), 1, max);
    await memberRowsTable(db, d, 'orders')
      .addColumn('shop_id', 'integer', refersTo('shops', 'restrict'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ORDER_STATUSES)))
      .addColumn('payment_status', 'text', (c) =>
        c.notNull().defaultTo('none').check(oneOf('payment_status', PAYMENT_STATUSES)),
      )
      .addColumn('recipient_name', 'text', (c) =>
        c.notNull().check(text('recipient_name', RECIPIENT_NAME_MAX)),
      )
      .addColumn('recipient_phone', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull().check(text('district', DISTRICT_MAX)))
      .addColumn('address_line', 'text', (c) =>
        c.notNull().check(text('address_line', ADDRESS_LINE_MAX)),
      )
      .addColumn('delivery_method', 'text', (c) =>
        c.notNull().check(oneOf('delivery_method', DELIVERY_METHODS)),
      )
      /** The carrier account it was handed to (a `carrier` user), null before. */
      .addColumn('carrier_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('note', 'text', (c) =>
        c.notNull().check(sql`${d.length('note')} <= ${sql.lit(ORDER_NOTE_MAX)}`),
      )
      .addColumn('subtotal', 'integer', (c) => c.notNull().check(money('subtotal')))
      .addColumn('shipping_fee', 'integer', (c) => c.notNull().check(money('shipping_fee')))
      .addColumn('total', 'integer', (c) => c.notNull().check(money('total')))
      .addColumn('placed_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('orders_total', sql`total = subtotal + shipping_fee`)
      .addUniqueConstraint('orders_client', ['user_id', 'client_id'])
      .execute();
    for (const [name, columns] of [
      ['orders_user', ['user_id', 'id']],
      ['orders_status', ['status', 'id']],
      ['orders_shop', ['shop_id', 'id']],
      ['orders_carrier', ['carrier_id', 'id']],
      ['orders_placed', ['placed_at']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('orders')
        .columns([...columns])
        .execute();
    }

    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'integer', refersTo('orders', 'cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      // Copied when ordered: the variant may change or go later, the line stays as it was.
      .addColumn('variant_id', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('variant_label', 'text', (c) => c.notNull())
      .addColumn('sku', 'text')
      .addColumn('unit_price', 'integer', (c) => c.notNull().check(price('unit_price')))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(quantity('quantity')))
      .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
      .execute();

    await db.schema
      .createTable('order_events')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('order_id', 'integer', refersTo('orders', 'cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ORDER_STATUSES)))
      .addColumn('note', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_events_order')
      .on('order_events')
      .columns(['order_id', 'id'])
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('order_id', 'integer', refersTo('orders', 'cascade'))
      .addColumn('gateway', 'text', (c) => c.notNull())
      /** Ours, a new one each attempt: the order number, `P` and the attempt. */
      .addColumn('merchant_trade_no', 'text', (c) => c.notNull().unique())
      /** The gateway's transaction id, from its notice. */
      .addColumn('trade_no', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', PAYMENT_STATUSES)))
      .addColumn('amount', 'integer', (c) => c.notNull().check(money('amount')))
      /** SHA-256 (hex) of the accepted notice's fields: the same notice again changes nothing. */
      .addColumn('notice_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('payments_trade', ['gateway', 'trade_no'])
      .execute();
    await db.schema
      .createIndex('payments_order')
      .on('payments')
      .columns(['order_id', 'id'])
      .execute();

    // The checkout's scheduled work (checkout/jobs.ts): claimed with a lease, deleted when done.
    await db.schema
      .createTable('checkout_jobs')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['order_expiry'])))
      .addColumn('order_id', 'integer', refersTo('orders', 'cascade'))
      /** Unix milliseconds: when it may run. */
      .addColumn('run_at', d.int64, (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', d.int64, (c) => c.notNull().defaultTo(0))
      .execute();
    await checkoutJobsDueIndex(db).execute();

    await db.schema
      .createTable('sandbox_sessions')
      .addColumn('id', d.idType, d.idKey)
      /** SHA-256 (hex) of the session token in the payment page's address. */
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('merchant_trade_no', 'text', (c) => c.notNull())
      .addColumn('trade_no', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', (c) => c.notNull().check(money('amount')))
      .addColumn('item_name', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('client_back_url', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      /** null while open, then the buyer's outcome. */
      .addColumn('outcome', 'text', (c) =>
        c.check(sql`outcome IS NULL OR ${oneOf('outcome', SANDBOX_OUTCOMES)}`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
} satisfies Step;
