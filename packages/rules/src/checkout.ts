/**
 * The checkout's rules (docs/adr/0031-checkout-payment-and-delivery.md; docs/requirements.md §2
 * "Shopping (checkout and delivery)", §5, §8, §9): the cart's and the order's limits, the order
 * states and the moves a carrier may make, the delivery fees, and every text the cart, the
 * checkout screens, the carrier's page and the API show. Pure: no clock, no dependencies. Money
 * is whole NT$ and the server computes every total with these functions.
 */
import { CHAT_MESSAGES } from './chat.ts';
import { MAX_LINE_QUANTITY } from './shopping.ts';
import { CARGO_LOGIN_TITLE } from './cargoLogin.ts';

/** A cart holds at most this many lines (variants). */
export const MAX_CART_LINES = 50;
/** A cart nobody touched for this many days is swept. */
export const CART_IDLE_DAYS = 30;
/** An unpaid order holds its stock this long, then expires (ORDER_PAYMENT_MINUTES overrides). */
export const ORDER_PAYMENT_MINUTES = 30;
/** The buyer's history, the owner's view and the carrier's page list this many orders a page. */
export const ORDERS_PER_PAGE = 20;
export const RECIPIENT_NAME_MAX = 30;
export const DISTRICT_MAX = 10;
export const ADDRESS_LINE_MAX = 100;
export const ORDER_NOTE_MAX = 200;
export const FAILURE_REASON_MAX = 200;
/** A Taiwanese mobile number: 09 and eight digits. */
export const RECIPIENT_PHONE_PATTERN = '^09[0-9]{8}$';
/** A postal code: 3 digits, or the 3+2 and 3+3 forms. */
export const POSTAL_CODE_PATTERN = '^[0-9]{3}([0-9]{2,3})?$';
/** `client_id` of a placed order: a retry with the same one answers the same order. */
export const ORDER_CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** Taiwan's 22 counties and cities, in the order of the postal service's list. */
export const TAIWAN_CITIES = [
  '臺北市',
  '新北市',
  '基隆市',
  '桃園市',
  '新竹市',
  '新竹縣',
  '苗栗縣',
  '臺中市',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義市',
  '嘉義縣',
  '臺南市',
  '高雄市',
  '屏東縣',
  '宜蘭縣',
  '花蓮縣',
  '臺東縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
] as const;
export type TaiwanCity = (typeof TAIWAN_CITIES)[number];

/** Delivery methods: each names a fee, and the carrier account the deployment sets for it. */
export const DELIVERY_METHODS = ['home', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  home: '宅配到府',
  express: '快速到貨',
};
export const DELIVERY_FEES: Record<DeliveryMethod, number> = { home: 100, express: 180 };
/** 宅配到府 is free from this subtotal on; 快速到貨 always costs its fee. */
export const FREE_HOME_DELIVERY_FROM = 1500;

/** The delivery fee of a method for a subtotal (whole NT$). */
export function deliveryFee(method: DeliveryMethod, subtotal: number): number {
  if (method === 'home' && subtotal >= FREE_HOME_DELIVERY_FROM) return 0;
  return DELIVERY_FEES[method];
}

export interface PricedLine {
  unit_price: number;
  quantity: number;
}

/** The server's totals: the lines' subtotal, the delivery fee and their sum, in whole NT$. */
export function orderTotals(lines: readonly PricedLine[], method: DeliveryMethod) {
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const shipping_fee = deliveryFee(method, subtotal);
  return { subtotal, shipping_fee, total: subtotal + shipping_fee };
}

/**
 * An order's life (docs/adr/appendices/0031-orders-and-gateways.md): placed unpaid with its stock
 * reserved, paid by a gateway notice, handed to a carrier, carried, delivered or failed; or it
 * ends cancelled, refunded or expired, and its stock returns.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'picked_up',
  'in_transit',
  'delivered',
  'delivery_failed',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '已付款',
  shipped: '已交寄',
  picked_up: '已取件',
  in_transit: '配送中',
  delivered: '已送達',
  delivery_failed: '配送失敗',
  cancelled: '已取消',
  refunded: '已退款',
  expired: '已逾期',
};

/**
 * The order's last payment attempt, for the result screen: none yet, a form issued and no notice,
 * the gateway said it failed, paid, or refunded.
 */
export const PAYMENT_STATUSES = ['none', 'started', 'failed', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** How the order's payment stands, as its page and the chat's assistant say it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  none: '尚未付款',
  started: '付款確認中',
  failed: '付款失敗',
  paid: ORDER_STATUS_LABELS.paid,
  refunded: ORDER_STATUS_LABELS.refunded,
};

/** The result screen asks for the order this often while its payment is `started`, this long. */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLL_FOR_MS = 30_000;
/** The hand-off screen shows its 前往付款 button if the browser has not left after this long. */
export const HANDOFF_BUTTON_AFTER_MS = 3000;

/** What a carrier may set, and from which states. */
export const SHIPMENT_STATUSES = [
  'picked_up',
  'in_transit',
  'delivered',
  'delivery_failed',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
const CARRIER_MOVES: Record<ShipmentStatus, readonly OrderStatus[]> = {
  picked_up: ['shipped'],
  in_transit: ['picked_up', 'delivery_failed'],
  delivered: ['in_transit'],
  delivery_failed: ['picked_up', 'in_transit'],
};
/** Whether a carrier may move an order from `from` to `to`. */
export function carrierMayMove(from: OrderStatus, to: ShipmentStatus): boolean {
  return CARRIER_MOVES[to].includes(from);
}
/** An order the owner may still cancel (unpaid) or refund (paid, not handed over). */
export function ownerMayCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid';
}

/** Why a cart line cannot be ordered as it was added; null when it can. */
export const CART_LINE_PROBLEMS = [
  'price_changed',
  'insufficient_stock',
  'sold_out',
  'unavailable',
] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];
export const CART_LINE_PROBLEM_LABELS: Record<CartLineProblem, string> = {
  price_changed: '價格已變更',
  insufficient_stock: '庫存不足',
  sold_out: '已售完',
  unavailable: '已停售',
};

/** The sandbox gateway's three buttons. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'cancelled'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const SANDBOX_OUTCOME_LABELS: Record<SandboxOutcome, string> = {
  paid: '付款成功',
  failed: '付款失敗',
  cancelled: '取消付款',
};

/** A cart line's problem, from the variant as it is now. */
export function cartLineProblem(line: {
  quantity: number;
  added_price: number;
  unit_price: number;
  stock: number;
  on_sale: boolean;
}): CartLineProblem | null {
  if (!line.on_sale) return 'unavailable';
  if (line.stock === 0) return 'sold_out';
  if (line.quantity > line.stock) return 'insufficient_stock';
  if (line.unit_price !== line.added_price) return 'price_changed';
  return null;
}

/** Two carts joined at login: the same variant's quantities add up, capped by stock and 99. */
export function mergedQuantity(member: number, visitor: number, stock: number): number {
  return Math.max(0, Math.min(member + visitor, stock, MAX_LINE_QUANTITY));
}

/** The number buyers, carriers and the gateway see: F and the id in ten digits. */
export function orderNumber(id: number): string {
  return `F${String(id).padStart(10, '0')}`;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** Every text of the cart, the checkout, the carrier's page and their API answers. */
export const CHECKOUT_MESSAGES = {
  // cart
  variantRequired: '請選擇商品規格',
  variantIdInvalid: 'variant_id 須為正整數',
  quantityRequired: '請輸入數量',
  quantityRange: `數量須為 1 至 ${MAX_LINE_QUANTITY} 的整數`,
  variantUnavailable: '這個商品規格目前無法購買',
  cartFull: `購物車最多 ${MAX_CART_LINES} 項商品`,
  cartLineNotFound: '找不到這個購物車項目',
  addToCart: '加入購物車',
  cartTitle: '購物車',
  added: '已加入購物車',
  cartEmpty: '購物車是空的',
  cartChanged: '購物車的商品有變動，請確認後再結帳',
  cartLoadFailed: '購物車載入失敗，請稍後再試',
  addFailed: '加入購物車失敗，請稍後再試',
  checkout: '前往結帳',
  removeLine: '移除',
  // the confirm screen
  companyFlagRequired: '請選擇商店',
  nothingFromShop: '購物車裡沒有這個商店的商品',
  recipientNameRequired: '請輸入收件人姓名',
  recipientNameTooLong: `收件人姓名不可超過 ${RECIPIENT_NAME_MAX} 個字`,
  phoneRequired: '請輸入收件人手機',
  phoneFormat: '手機號碼須為 09 開頭的 10 位數字',
  postalCodeRequired: '請輸入郵遞區號',
  postalCodeFormat: '郵遞區號須為 3 碼、5 碼或 6 碼數字',
  cityRequired: '請選擇縣市',
  cityInvalid: '請從清單選擇縣市',
  districtRequired: '請輸入鄉鎮市區',
  districtTooLong: `鄉鎮市區不可超過 ${DISTRICT_MAX} 個字`,
  addressRequired: '請輸入地址',
  addressTooLong: `地址不可超過 ${ADDRESS_LINE_MAX} 個字`,
  deliveryRequired: '請選擇配送方式',
  deliveryInvalid: '配送方式須為宅配到府或快速到貨',
  noteTooLong: `備註不可超過 ${ORDER_NOTE_MAX} 個字`,
  expectedTotalInvalid: 'expected_total 須為 0 以上的整數',
  clientIdFormat: CHAT_MESSAGES.clientIdFormat,
  loginToCheckout: '登入會員後即可結帳',
  totalChanged: '訂單金額已變更，請確認新的金額後再送出',
  outOfStock: '部分商品庫存不足，請調整數量後再送出',
  placed: `訂單已成立，請在 ${ORDER_PAYMENT_MINUTES} 分鐘內完成付款`,
  placeOrder: '確認下單',
  placeFailed: '下單失敗，請稍後再試',
  quoteFailed: '金額計算失敗，請稍後再試',
  freeDeliveryHint: `宅配到府滿 NT$${grouped(FREE_HOME_DELIVERY_FROM)} 免運費`,
  // the hand-off screen
  redirecting: '正在前往付款頁面…',
  goToPayment: '前往付款',
  // orders
  ordersLoadFailed: '訂單載入失敗，請稍後再試',
  noOrders: '還沒有訂單',
  cancelOrder: '取消訂單',
  confirmCancel: '確定取消這筆訂單？',
  orderNotFound: '找不到這筆訂單',
  notYourOrder: '只能查看自己的訂單',
  notPayable: '這筆訂單已無法付款',
  buyerCancelOnlyUnpaid: '只能取消尚未付款的訂單',
  ownerCancelOnlyUnshipped: '訂單已交寄，無法取消或退款',
  cancelled: '訂單已取消',
  refunded: '已退款，商品已回到庫存',
  statusChanged: '訂單狀態已變更，請重新整理',
  noCarrier: '這個配送方式還沒有設定貨運帳號',
  handOver: '交寄',
  refund: '退款',
  handedOver: '已交寄',
  statusFilterInvalid: 'status 須為訂單狀態之一',
  dateInvalid: '日期格式須為 YYYY-MM-DD',
  dateRangeInvalid: '開始日期不可晚於結束日期',
  gatewayUnavailable: '金流服務暫時無法連線，請稍後再試',
  // the result screen
  resultPaid: '付款成功，我們會盡快出貨',
  resultPending: '正在確認付款結果…',
  resultPendingLong: '尚未收到付款結果。若已付款，請稍後重新整理；若未付款，可以重新付款。',
  resultFailed: '付款失敗，請重新付款或改用其他卡片',
  resultCancelled: '訂單已取消',
  resultUnpaid: '這筆訂單尚未付款',
  resultExpired: '訂單已逾期，商品已釋出，請重新下單',
  payAgain: '重新付款',
  // the sandbox gateway
  sandboxTitle: '測試付款頁面',
  sandboxSessionNotFound: '找不到這筆付款',
  sandboxSessionEnded: '這筆付款已結束',
  signatureInvalid: '檢查碼驗證失敗',
  amountMismatch: '付款金額與訂單不符',
  outcomeInvalid: 'outcome 須為 paid、failed 或 cancelled',
  // delivery
  carrierOnly: '只有貨運帳號可以使用配送頁面',
  notHandedToYou: '這筆訂單不是交給你配送的',
  shipmentStatusInvalid: 'status 須為 picked_up、in_transit、delivered 或 delivery_failed',
  failureReasonRequired: '請輸入配送失敗的原因',
  failureReasonTooLong: `原因不可超過 ${FAILURE_REASON_MAX} 個字`,
  cargoLoginNotCarrier: '這個帳號不是貨運帳號',
  cargoTitle: CARGO_LOGIN_TITLE,
  noCarrierOrders: '目前沒有交給你配送的訂單',
} as const;

/** The hand-off screen's deadline, a time of day in Asia/Taipei (`HH:mm`). */
export const payBefore = (time: string) => `請在 ${time} 前完成付款`;

/** A line asked for more than is left: `庫存只剩 N 件`. */
export const onlyLeft = (stock: number) => `庫存只剩 ${grouped(stock)} 件`;

/** The subject of the mail each order change sends the buyer. */
export const orderMailSubject = (id: number, status: OrderStatus) =>
  `訂單 ${orderNumber(id)} ${ORDER_STATUS_LABELS[status]}`;

/** The confirm screen's labels: the recipient's fields and the totals. */
export const CHECKOUT_LABELS = {
  recipient_name: '收件人姓名',
  recipient_phone: '手機',
  postal_code: '郵遞區號',
  city: '縣市',
  district: '鄉鎮市區',
  address_line: '地址',
  delivery_method: '配送方式',
  note: '備註',
  subtotal: '小計',
  shipping_fee: '運費',
  total: '總計',
  free: '免運',
} as const;

/** Where an order goes: the confirm form's, the orders table's and the order screens' fields. */
export interface RecipientAddress {
  recipient_name: string;
  recipient_phone: string;
  postal_code: string;
  city: string;
  district: string;
  address_line: string;
}

export interface RecipientInput extends RecipientAddress {
  delivery_method: string;
  note: string;
}
export type RecipientErrors = Partial<Record<keyof RecipientInput, string>>;

const length = (text: string) => [...text].length;

/** The confirm form's checks, the server's too: one message a field, none when it is fine. */
export function recipientErrors(input: RecipientInput): RecipientErrors {
  const M = CHECKOUT_MESSAGES;
  const errors: RecipientErrors = {};
  const name = input.recipient_name.trim();
  if (!name) errors.recipient_name = M.recipientNameRequired;
  else if (length(name) > RECIPIENT_NAME_MAX) errors.recipient_name = M.recipientNameTooLong;
  const phone = input.recipient_phone.trim();
  if (!phone) errors.recipient_phone = M.phoneRequired;
  else if (!new RegExp(RECIPIENT_PHONE_PATTERN).test(phone)) errors.recipient_phone = M.phoneFormat;
  const postal = input.postal_code.trim();
  if (!postal) errors.postal_code = M.postalCodeRequired;
  else if (!new RegExp(POSTAL_CODE_PATTERN).test(postal)) errors.postal_code = M.postalCodeFormat;
  if (!input.city) errors.city = M.cityRequired;
  else if (!(TAIWAN_CITIES as readonly string[]).includes(input.city)) errors.city = M.cityInvalid;
  const district = input.district.trim();
  if (!district) errors.district = M.districtRequired;
  else if (length(district) > DISTRICT_MAX) errors.district = M.districtTooLong;
  const line = input.address_line.trim();
  if (!line) errors.address_line = M.addressRequired;
  else if (length(line) > ADDRESS_LINE_MAX) errors.address_line = M.addressTooLong;
  if (!input.delivery_method) errors.delivery_method = M.deliveryRequired;
  else if (!(DELIVERY_METHODS as readonly string[]).includes(input.delivery_method))
    errors.delivery_method = M.deliveryInvalid;
  if (length(input.note.trim()) > ORDER_NOTE_MAX) errors.note = M.noteTooLong;
  return errors;
}
