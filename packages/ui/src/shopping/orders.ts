import {
  PAYMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
  carrierMayMove,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentStatus,
  type RecipientAddress,
  type ShipmentStatus,
} from '@folio/rules';

/**
 * Orders as the after-purchase screens show them (docs/adr/0031-checkout-payment-and-delivery.md,
 * docs/requirements.md §2 "Shopping (checkout and delivery)"): the fields these screens read of
 * the contract's `OrderSummary` and `Order`, under the contract's names, so the app passes the
 * API's data as it comes. Times are RFC 3339 instants; the screens show them in Asia/Taipei.
 */

/** One order of a list (the contract's `OrderSummary`). */
export interface ShopOrderSummary {
  id: number;
  /** `F` and ten digits. */
  number: string;
  status: OrderStatus;
  shop_name: string;
  recipient_name: string;
  /** Pieces ordered. */
  item_count: number;
  total: number;
  placed_at: string;
}

/** A line as it was ordered: name, variant, SKU and price copied then. */
export interface ShopOrderLine {
  variant_id: number;
  product_name: string;
  variant_label: string;
  sku: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
}

/** One change of the order's state: the tracking its buyer sees. */
export interface ShopOrderEvent {
  status: OrderStatus;
  note: string | null;
  at: string;
}

/** One order with its lines, totals, recipient and history (the contract's `Order`). */
export interface ShopOrder extends Omit<ShopOrderSummary, 'item_count'>, RecipientAddress {
  payment_status: PaymentStatus;
  delivery_method: DeliveryMethod;
  /** The carrier it was handed to; null before. */
  carrier_name: string | null;
  note: string;
  lines: ShopOrderLine[];
  subtotal: number;
  shipping_fee: number;
  /** While unpaid, when it expires and its stock returns. */
  expires_at: string | null;
  /** Every change of state, oldest first. */
  events: ShopOrderEvent[];
}

/**
 * An order on the carrier's page: the summary, and where it goes when the list carries it (the
 * contract's `OrderSummary` has no phone or address yet; see the carrier view's docs).
 */
export type CarrierOrder = ShopOrderSummary &
  Partial<
    Pick<ShopOrder, 'recipient_phone' | 'postal_code' | 'city' | 'district' | 'address_line'>
  >;

/** What a write the screens start resolves with: nothing on success, `{ error }` with the text. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type OrderActionResult = { error: string } | undefined | void;

/** The carrier's tabs, in the order an order moves through them (docs/requirements.md §2). */
export const CARRIER_TABS = [
  'shipped',
  'picked_up',
  'in_transit',
  'delivery_failed',
  'delivered',
] as const satisfies readonly OrderStatus[];
export type CarrierTab = (typeof CARRIER_TABS)[number];

/** The moves a carrier may make from `status`, in the order the buttons show them. */
export function carrierMoves(status: OrderStatus): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((to) => carrierMayMove(status, to));
}

/** A recipient's address on one line: `10617 臺北市大安區羅斯福路四段 1 號`. */
export function orderAddress(order: {
  postal_code?: string;
  city?: string;
  district?: string;
  address_line?: string;
}): string {
  const place = `${order.city ?? ''}${order.district ?? ''}${order.address_line ?? ''}`;
  return [order.postal_code, place].filter(Boolean).join(' ');
}

/**
 * The words of the order screens that only ui shows (the texts the API, the server or the rules
 * share are @folio/rules' CHECKOUT_MESSAGES, CHECKOUT_LABELS and ORDER_STATUS_LABELS).
 */
export const ORDER_TEXTS = {
  ordersTitle: '我的訂單',
  manageTitle: '訂單管理',
  statusFilter: '訂單狀態',
  allStatuses: '全部狀態',
  shopFilter: '商店',
  allShops: '全部商店',
  from: '開始日期',
  to: '結束日期',
  noMatch: '沒有符合條件的訂單',
  clearFilters: '清除篩選',
  retry: '重試',
  /** A write that got no answer, or a refusal without a message of its own. */
  actionFailed: '操作失敗，請稍後再試',
  loading: '訂單載入中',
  orders: '訂單',
  pager: '訂單分頁',
  pieces: (n: number) => `${n} 件`,
  placedAt: '下單時間',
  shop: '商店',
  buyerRecipient: '收件人',
  lines: '商品',
  recipient: '收件資訊',
  payment: '付款',
  tracking: '配送進度',
  noTracking: '還沒有配送紀錄',
  carrier: '貨運',
  back: '返回訂單列表',
  confirm: '確定',
  keep: '返回',
  confirmRefund: '確定退款這筆訂單？',
  reason: '原因（會寄給買家）',
  failureReason: '配送失敗的原因',
  carrierTabs: '配送狀態',
  call: (phone: string) => `撥打 ${phone}`,
  moveTo: (label: string, number: string) => `${number} 改為${label}`,
  moved: (number: string, label: string) => `訂單 ${number} 已改為${label}`,
  actionsFor: (number: string) => `訂單 ${number} 的操作`,
} as const;

/** How the order's payment stands, as its page says it. */
export const PAYMENT_STATUS_TEXTS = PAYMENT_STATUS_LABELS;
