import type { DeliveryMethod, OrderStatus, PaymentStatus, SandboxOutcome } from '@folio/rules';
import type { RecipientAddress } from '@folio/rules';
import type { Generated } from 'kysely';

/** The checkout's tables (010_checkout, docs/adr/0031-checkout-payment-and-delivery.md), part of DB. */
export interface CheckoutTables {
  /** A member's or a visitor's cart. */
  carts: {
    id: Generated<number>;
    user_id: number | null;
    /** SHA-256 (hex) of a visitor's `cart_token`. */
    token_hash: string | null;
    created_at: string;
    updated_at: string;
  };
  cart_lines: {
    id: Generated<number>;
    cart_id: number;
    variant_id: number;
    quantity: number;
    /** The variant's price when the buyer last set the line. */
    added_price: number;
    created_at: string;
  };
  /** An order of one shop by one member (010_checkout, store: checkout/orders.ts), to its recipient. */
  orders: RecipientAddress & {
    id: Generated<number>;
    user_id: number;
    shop_id: number;
    client_id: string;
    status: OrderStatus;
    payment_status: Generated<PaymentStatus>;
    delivery_method: DeliveryMethod;
    carrier_id: number | null;
    note: string;
    subtotal: number;
    shipping_fee: number;
    total: number;
    placed_at: string;
    expires_at: string | null;
    paid_at: string | null;
    updated_at: string;
  };
  /** A line as ordered: name, label, SKU and price copied then. */
  order_lines: {
    order_id: number;
    position: number;
    variant_id: number;
    product_id: number;
    product_name: string;
    variant_label: string;
    sku: string | null;
    unit_price: number;
    quantity: number;
  };
  /** Every change of an order's state (the tracking the buyer sees). */
  order_events: {
    id: Generated<number>;
    order_id: number;
    status: OrderStatus;
    note: string | null;
    at: string;
  };
  /** One payment attempt: a signed form issued, then the gateway's notice. */
  payments: {
    id: Generated<number>;
    order_id: number;
    gateway: string;
    merchant_trade_no: string;
    trade_no: string | null;
    status: PaymentStatus;
    amount: number;
    notice_hash: string | null;
    created_at: string;
    updated_at: string;
  };
  /**
   * The checkout's scheduled work (checkout/jobs.ts): an unpaid order's expiry, and the sandbox
   * gateway's payment notice (its session, tried `attempt` times so far), and the one idle carts'
   * sweep (013_cart_sweep: no order).
   */
  checkout_jobs: {
    id: Generated<number>;
    kind: 'order_expiry' | 'payment_notify' | 'cart_sweep';
    order_id: number | null;
    /** Unix milliseconds. */
    run_at: number;
    claimed_by: string | null;
    lease_until: Generated<number>;
    session_id: number | null;
    attempt: Generated<number>;
  };
  /** The sandbox gateway's payment pages (PAYMENT_GATEWAY=sandbox). */
  sandbox_sessions: {
    id: Generated<number>;
    token_hash: string;
    merchant_trade_no: string;
    trade_no: string;
    amount: number;
    item_name: string;
    return_url: string;
    client_back_url: string;
    expires_at: string;
    outcome: SandboxOutcome | null;
    created_at: string;
    /** The shop's name the page shows (the form's `TradeDesc`). */
    merchant_name: Generated<string>;
    /** When the buyer paid or failed: the notice's `PaymentDate`, the same on every try. */
    completed_at: string | null;
  };
}
