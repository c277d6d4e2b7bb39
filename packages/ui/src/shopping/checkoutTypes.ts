import type {
  CartLineProblem,
  DeliveryMethod,
  OrderStatus,
  PaymentStatus,
  RecipientAddress,
  SandboxOutcome,
} from '@folio/rules';
import type { ShopImage } from './types';

/**
 * The checkout as its screens show it (docs/adr/0031-checkout-payment-and-delivery.md). Field
 * names are the contract's, so the app passes the API's objects through and maps only the cover
 * path to a picture; ui knows nothing of HTTP.
 */

/** A cart line: the variant as it is now beside the price it was added at, and its problem. */
export interface CartItem {
  id: number;
  product_id: number;
  company_flag: string;
  shop_name: string;
  product_name: string;
  /** The variant's values joined by ` / ` (`米白 / M`); empty for a product without types. */
  variant_label: string;
  /** The product's cover, or null. */
  cover: ShopImage | null;
  quantity: number;
  unit_price: number;
  added_price: number;
  stock: number;
  line_total: number;
  problem: CartLineProblem | null;
}

/** A delivery method with its fee for this subtotal, as the server quotes it. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  label: string;
  fee: number;
}

/** The confirm screen's lines and the server's totals for one shop. */
export interface CheckoutQuoteView {
  company_flag: string;
  lines: CartItem[];
  delivery_options: DeliveryChoice[];
  delivery_method: DeliveryMethod;
  subtotal: number;
  shipping_fee: number;
  total: number;
  has_problems: boolean;
}

/** A line whose stock was short when the order was placed (the 409's `lines`). */
export interface ShortLine {
  variant_id: number;
  product_name: string;
  variant_label: string;
  requested: number;
  available: number;
}

/** A line as it was ordered. */
export interface OrderedLine {
  variant_id: number;
  product_name: string;
  variant_label: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

/** An order as the hand-off and result screens show it, with its recipient's fields. */
export interface OrderView extends RecipientAddress {
  id: number;
  number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  shop_name: string;
  delivery_method: DeliveryMethod;
  lines: OrderedLine[];
  subtotal: number;
  shipping_fee: number;
  total: number;
  /** While unpaid, when the order expires (ISO 8601). */
  expires_at: string | null;
}

/** The signed form that hands the buyer to the gateway. */
export interface PaymentFormView {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/** The sandbox gateway's payment session. */
export interface SandboxSessionView {
  merchant_name: string;
  merchant_trade_no: string;
  amount: number;
  /** The items, joined by `#` as the gateway's `ItemName`. */
  item_name: string;
  status: 'open' | SandboxOutcome | 'expired';
  expires_at: string;
  return_url: string;
}
