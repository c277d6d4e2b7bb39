import { chatPrice } from './chat.ts';
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  orderNumber,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentStatus,
} from './checkout.ts';

/**
 * The chat's assistant on a member's own orders (docs/adr/0032-live-chat.md decision 3): which
 * questions ask about orders, and what it answers. A question about changing or cancelling an
 * order is the FAQ's (`order-changes`), not this. Pure: the server reads the orders.
 */

/** An order question: about one order (its id, from `#12`, `F0000000012`, `訂單 12`), or the latest. */
export type OrderQuestion = { kind: 'one'; id: number } | { kind: 'recent' };

/** The assistant lists at most this many of a member's latest orders. */
export const CHAT_RECENT_ORDERS = 3;

/** Words that name an order, a parcel or what one bought. */
const ORDER_WORD = /訂單|訂購|包裹|貨件|我買的|買的東西|我的貨|\borders?\b/;
/** Words that ask how it stands: where, status, shipped, paid, delivered, when it arrives. */
const STATE_WORD =
  /到哪|在哪|哪裡|狀態|狀況|進度|查詢|查一下|查看|出貨|寄出|寄了|送達|到貨|送到|到了|何時|什麼時候|多久|收到|付款|付錢|繳費|配送|物流|追蹤|最近|有哪些|幾筆|status|where|track/;
/** Words that ask to change, cancel or return: the FAQ answers those. */
const CHANGE_WORD =
  /修改|更改|改成|改地址|改收件|取消|換貨|換商品|退貨|退款|退費|\bcancel|\bchange/;
/** An order's reference: `F0000000012`, `#12`, `訂單 12`, `訂單編號 12`, `order 12`, `12 號訂單`. */
const REFERENCES = [
  /(?:^|[^a-z])f\s*(\d{1,10})(?!\d)/,
  /#\s*(\d{1,10})(?!\d)/,
  /(?:訂單|order)\s*(?:編號|號碼|號|number|no\.?)?\s*[:：]?\s*(\d{1,10})(?!\d)/,
  /(\d{1,10})\s*號?\s*(?:的)?\s*訂單/,
];

/** What an order question asks, or null when it asks something else. */
export function orderQuestion(text: string): OrderQuestion | null {
  const asked = text.normalize('NFKC').toLowerCase();
  if (CHANGE_WORD.test(asked)) return null;
  for (const reference of REFERENCES) {
    const id = Number(reference.exec(asked)?.[1] ?? 0);
    if (id > 0 && id <= 2_147_483_647) return { kind: 'one', id };
  }
  if (!ORDER_WORD.test(asked)) return null;
  if (STATE_WORD.test(asked) || /我的(?:訂單|包裹)/.test(asked)) return { kind: 'recent' };
  return null;
}

/** What the assistant reads of an order to answer about it. */
export interface ChatOrderFacts {
  id: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  delivery_method: DeliveryMethod;
  total: number;
  /** RFC 3339 instant. */
  placed_at: string;
  carrier_name: string | null;
  /** The note of its last state change (a failed delivery's reason), or null. */
  last_note: string | null;
}

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant's date in Taipei, `2026/11/20`. */
function taipeiDate(instant: string): string {
  const clock = new Date(Date.parse(instant) + TAIPEI_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clock.getUTCFullYear()}/${pad(clock.getUTCMonth() + 1)}/${pad(clock.getUTCDate())}`;
}

/** One order as the assistant tells it: its state, payment and delivery. */
export function chatOrderLine(order: ChatOrderFacts): string {
  const carrier = order.carrier_name ? `，由 ${order.carrier_name} 配送` : '';
  const reason =
    order.status === 'delivery_failed' && order.last_note ? `（${order.last_note}）` : '';
  return (
    `訂單 ${orderNumber(order.id)}（${taipeiDate(order.placed_at)} 下單，${chatPrice(order.total)}）：` +
    `${ORDER_STATUS_LABELS[order.status]}${reason}；付款：${PAYMENT_STATUS_LABELS[order.payment_status]}；` +
    `配送：${DELIVERY_METHOD_LABELS[order.delivery_method]}${carrier}。`
  );
}

/** The assistant's texts about orders, exactly as the chat shows them. */
export const CHAT_ORDER_MESSAGES = {
  loginFirst: '查詢訂單需要先登入會員。登入後再問我一次，我就能告訴你訂單的狀態、付款與配送情形。',
  none: '你目前還沒有訂單。',
  notFound: (number: string) => `找不到你的訂單 ${number}，請確認訂單編號，或到「我的訂單」查看。`,
  /** The latest orders, one a line; `more` when the member has others. */
  recent: (lines: readonly string[], more: boolean) =>
    [
      lines.length === 1 ? '你最近的訂單：' : `你最近的 ${lines.length} 筆訂單：`,
      ...lines,
      ...(more ? ['其他訂單請到「我的訂單」查看。'] : []),
    ].join('\n'),
} as const;
