import { expect, within } from 'storybook/test';
import { orderNumber, type OrderStatus } from '@folio/rules';
import type { CarrierOrder, ShopOrder, ShopOrderSummary } from './orders';

/**
 * The orders the order stories show: one buyer's, of the seed's shops, at fixed instants (no
 * clock), as the API answers them (docs/adr/0031-checkout-payment-and-delivery.md).
 */

const summary = (
  id: number,
  status: OrderStatus,
  placed_at: string,
  total: number,
  item_count: number,
  shop_name = 'Folio 選物',
  recipient_name = '王小明',
): ShopOrderSummary => ({
  id,
  number: orderNumber(id),
  status,
  shop_name,
  recipient_name,
  item_count,
  total,
  placed_at,
});

const unpaid = summary(131, 'pending_payment', '2026-11-27T02:10:00Z', 1530, 2);

/** A page of the buyer's history, newest first, one order in most states. */
export const orderSummaries: ShopOrderSummary[] = [
  unpaid,
  summary(128, 'paid', '2026-11-26T09:45:00Z', 680, 1, '山嵐茶行'),
  summary(125, 'in_transit', '2026-11-24T13:20:00Z', 2270, 3),
  summary(119, 'delivery_failed', '2026-11-20T04:05:00Z', 1080, 1, '山嵐茶行'),
  summary(117, 'delivered', '2026-11-18T11:30:00Z', 12_890, 12),
  summary(104, 'expired', '2026-11-02T15:55:00Z', 320, 1),
];

/** The first order of the list, unpaid, with its lines and no tracking yet. */
export const pendingOrder: ShopOrder = {
  ...unpaid,
  payment_status: 'none',
  recipient_phone: '0912345678',
  postal_code: '10617',
  city: '臺北市',
  district: '大安區',
  address_line: '羅斯福路四段 1 號 5 樓',
  delivery_method: 'home',
  carrier_name: null,
  note: '請於平日白天送達',
  lines: [
    {
      variant_id: 101,
      product_name: '經典帆布托特包',
      variant_label: '燕麥 / M',
      sku: 'TOTE-OAT-M',
      unit_price: 890,
      quantity: 1,
      line_total: 890,
    },
    {
      variant_id: 201,
      product_name: '黃銅書籤',
      variant_label: '',
      sku: null,
      unit_price: 320,
      quantity: 2,
      line_total: 640,
    },
  ],
  subtotal: 1530,
  shipping_fee: 0,
  total: 1530,
  expires_at: '2026-11-27T02:40:00Z',
  events: [{ status: 'pending_payment', note: null, at: '2026-11-27T02:10:00Z' }],
};

/** The same order on its way: paid, handed over, picked up, failed once and carried again. */
export const inTransitOrder: ShopOrder = {
  ...pendingOrder,
  id: 125,
  number: orderNumber(125),
  status: 'in_transit',
  placed_at: '2026-11-24T13:20:00Z',
  payment_status: 'paid',
  delivery_method: 'express',
  carrier_name: '黑貓宅急便',
  shipping_fee: 180,
  total: 1710,
  expires_at: null,
  events: [
    { status: 'pending_payment', note: null, at: '2026-11-24T13:20:00Z' },
    { status: 'paid', note: null, at: '2026-11-24T13:23:00Z' },
    { status: 'shipped', note: null, at: '2026-11-25T01:00:00Z' },
    { status: 'picked_up', note: null, at: '2026-11-25T06:30:00Z' },
    { status: 'in_transit', note: null, at: '2026-11-25T08:10:00Z' },
    { status: 'delivery_failed', note: '收件人不在，已留下通知單', at: '2026-11-26T03:40:00Z' },
    { status: 'in_transit', note: null, at: '2026-11-27T00:15:00Z' },
  ],
};

/** The administrators' list: every shop's orders, each with its recipient. */
export const managedOrders: ShopOrderSummary[] = [
  summary(131, 'pending_payment', '2026-11-27T02:10:00Z', 1530, 2),
  summary(130, 'paid', '2026-11-26T22:05:00Z', 2360, 4, '山嵐茶行', '陳美惠'),
  summary(128, 'paid', '2026-11-26T09:45:00Z', 680, 1, '山嵐茶行', '林志明'),
  summary(125, 'shipped', '2026-11-24T13:20:00Z', 1710, 3),
  summary(119, 'refunded', '2026-11-20T04:05:00Z', 1080, 1, '山嵐茶行', '張雅婷'),
];

/** The carrier's orders, with where each goes. */
export const carrierOrders: CarrierOrder[] = [
  {
    ...summary(125, 'shipped', '2026-11-24T13:20:00Z', 1710, 3),
    recipient_phone: '0912345678',
    postal_code: '10617',
    city: '臺北市',
    district: '大安區',
    address_line: '羅斯福路四段 1 號 5 樓',
  },
  {
    ...summary(122, 'shipped', '2026-11-23T08:00:00Z', 680, 1, '山嵐茶行', '陳美惠'),
    recipient_phone: '0987654321',
    postal_code: '40041',
    city: '臺中市',
    district: '中區',
    address_line: '自由路二段 99 號',
  },
];

/**
 * Expects the first of `orderSummaries` as its card `card` shows it: its number F0000000131 a link
 * to its page, its state 待付款, the time placed and the total with its pieces.
 */
export async function expectFirstSummary(
  canvasElement: HTMLElement,
  // A list's first item may be missing: then the assertions fail.
  card: HTMLElement | undefined,
) {
  await expect(within(canvasElement).getByRole('link', { name: 'F0000000131' })).toHaveAttribute(
    'href',
    '/shopping/orders/131',
  );
  await expect(card).toHaveTextContent('待付款');
  await expect(card).toHaveTextContent('2026-11-27 10:10');
  await expect(card).toHaveTextContent('NT$1,530（2 件）');
}
