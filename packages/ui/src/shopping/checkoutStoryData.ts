import { recipientExample } from '@folio/rules';
import type {
  CartItem,
  CheckoutQuoteView,
  OrderView,
  PaymentFormView,
  SandboxSessionView,
} from './checkoutTypes';
import { bookmark, storefrontProducts, tote } from './storyData';

/**
 * The checkout the stories show (docs/adr/0031-checkout-payment-and-delivery.md): a cart of two
 * shops built from the catalog's story products, a quote, an order and a sandbox session. Fixed
 * values only: no clock, no network.
 */

const cover = (i: number) => storefrontProducts[i]?.cover ?? null;

const line = (over: Partial<CartItem> & Pick<CartItem, 'id'>): CartItem => ({
  product_id: tote.id,
  company_flag: 'folio',
  shop_name: 'Folio 選物',
  product_name: tote.name,
  variant_label: '燕麥 / M',
  cover: tote.images[0] ?? null,
  quantity: 1,
  unit_price: 890,
  added_price: 890,
  stock: 12,
  line_total: 890,
  problem: null,
  ...over,
});

/** A cart in order: two lines of Folio 選物 and one of 山嵐茶行. */
export const cartLines: CartItem[] = [
  line({ id: 1, quantity: 2, line_total: 1780 }),
  line({
    id: 2,
    product_id: bookmark.id,
    product_name: bookmark.name,
    variant_label: '',
    cover: bookmark.images[0] ?? null,
    unit_price: 320,
    added_price: 320,
    stock: 3,
    line_total: 320,
  }),
  line({
    id: 3,
    product_id: 21,
    company_flag: 'shanlan-tea',
    shop_name: '山嵐茶行',
    product_name: '阿里山高山烏龍',
    variant_label: '150 g',
    cover: cover(6),
    unit_price: 1200,
    added_price: 1200,
    stock: 40,
    line_total: 1200,
  }),
];

/** A cart whose variants changed since they were added: each problem once. */
export const changedCartLines: CartItem[] = [
  line({ id: 1, unit_price: 990, added_price: 890, line_total: 990, problem: 'price_changed' }),
  line({
    id: 4,
    variant_label: '燕麥 / L',
    quantity: 4,
    stock: 2,
    unit_price: 1090,
    added_price: 1090,
    line_total: 4360,
    problem: 'insufficient_stock',
  }),
  line({ id: 5, variant_label: '黑 / M', stock: 0, problem: 'sold_out' }),
  line({ id: 6, variant_label: '墨綠 / L', stock: 3, problem: 'unavailable' }),
];

/** Folio 選物's quote with 宅配到府 (free: the subtotal is over NT$1,500). */
export const quote: CheckoutQuoteView = {
  company_flag: 'folio',
  lines: cartLines.slice(0, 2),
  delivery_options: [
    { method: 'home', label: '宅配到府', fee: 0 },
    { method: 'express', label: '快速到貨', fee: 180 },
  ],
  delivery_method: 'home',
  subtotal: 2100,
  shipping_fee: 0,
  total: 2100,
  has_problems: false,
};

/** The same quote with 快速到貨. */
export const expressQuote: CheckoutQuoteView = {
  ...quote,
  delivery_method: 'express',
  shipping_fee: 180,
  total: 2280,
};

/** The order placed from the quote, unpaid; it expires at 10:32 in Taipei. */
export const pendingOrder: OrderView = {
  id: 123,
  number: 'F0000000123',
  status: 'pending_payment',
  payment_status: 'none',
  shop_name: 'Folio 選物',
  ...recipientExample,
  delivery_method: 'home',
  lines: [
    {
      variant_id: 101,
      product_name: tote.name,
      variant_label: '燕麥 / M',
      unit_price: 890,
      quantity: 2,
      line_total: 1780,
    },
    {
      variant_id: 201,
      product_name: bookmark.name,
      variant_label: '',
      unit_price: 320,
      quantity: 1,
      line_total: 320,
    },
  ],
  subtotal: 2100,
  shipping_fee: 0,
  total: 2100,
  expires_at: '2026-11-27T02:32:00.000Z',
};

/** The signed form of the sandbox gateway for the order. */
export const paymentForm: PaymentFormView = {
  action: '/api/payments/sandbox/checkout',
  method: 'POST',
  fields: {
    MerchantID: '3002607',
    MerchantTradeNo: 'F0000000123P1',
    MerchantTradeDate: '2026/11/27 10:02:00',
    PaymentType: 'aio',
    TotalAmount: '2100',
    TradeDesc: 'Folio 選物',
    ItemName: '經典帆布托特包 燕麥 / M x2#黃銅書籤 x1',
    ReturnURL: 'https://folio.example/api/payments/notify',
    ClientBackURL: '/shopping/checkout/result?order=123',
    ChoosePayment: 'Credit',
    ExpireDate: '2026/11/27 10:32:00',
    CheckMacValue: '6C51C9E4F5E2B9A3D1F0E7C8B6A5D4C3B2A190F8E7D6C5B4A3928170F6E5D4C3',
  },
};

/** The sandbox's session for that form, open. */
export const sandboxSession: SandboxSessionView = {
  merchant_name: 'Folio 選物',
  merchant_trade_no: 'F0000000123P1',
  amount: 2100,
  item_name: '經典帆布托特包 燕麥 / M x2#黃銅書籤 x1',
  status: 'open',
  expires_at: '2026-11-27T02:32:00.000Z',
  return_url: '/shopping/checkout/result?order=123',
};
