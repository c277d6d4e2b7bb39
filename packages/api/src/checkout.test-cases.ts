import { orderExample } from '@folio/rules';
import type { Case } from './client.test-cases.ts';
import { unauthenticated, validationError } from './test-utils.ts';

/**
 * The cart, checkout, payment and delivery operations (tags checkout and delivery; contract
 * 1.10.0, not served yet), cases as client.test-cases.ts's. Answers are kept small: these check
 * the client's plumbing (path, method, token, body), the contract's examples the shapes.
 */
const cart = { data: { lines: [], count: 0, subtotal: 0, has_problems: false } };
const order = { data: { id: 123, number: 'F0000000123', status: 'pending_payment' } };
const orders = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null },
};
const statusChanged = { message: '訂單狀態已變更，請重新整理' };
const place = {
  ...orderExample,
  expected_total: 1530,
  client_id: 'order-1',
} as const;
const session = { data: { token: 'p7Qm2ZkX', status: 'open', amount: 1530 } };
const byId = { params: { path: { id: 123 } } };
const byToken = { params: { path: { token: 'p7Qm2ZkX' } } };

export const checkoutCases: Case[] = [
  {
    operationId: 'getCart',
    call: (api) => api.GET('/cart'),
    ok: { status: 200, body: cart },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'addCartLine',
    call: (api) => api.POST('/cart/lines', { body: { variant_id: 41, quantity: 2 } }),
    sent: { variant_id: 41, quantity: 2 },
    ok: { status: 200, body: cart },
    fail: { status: 422, body: validationError('quantity', '庫存只剩 3 件') },
  },
  {
    operationId: 'updateCartLine',
    call: (api) =>
      api.PATCH('/cart/lines/{id}', { params: { path: { id: 7 } }, body: { quantity: 3 } }),
    sent: { quantity: 3 },
    ok: { status: 200, body: cart },
    fail: { status: 404, body: { message: '找不到這個購物車項目' } },
  },
  {
    operationId: 'removeCartLine',
    call: (api) => api.DELETE('/cart/lines/{id}', { params: { path: { id: 7 } } }),
    ok: { status: 200, body: cart },
    fail: { status: 404, body: { message: '找不到這個購物車項目' } },
  },
  {
    operationId: 'mergeCart',
    call: (api) => api.POST('/cart/merge'),
    ok: { status: 200, body: cart },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'getCheckoutQuote',
    call: (api) =>
      api.GET('/checkout/quote', {
        params: { query: { company_flag: 'folio', delivery_method: 'home' } },
      }),
    ok: { status: 200, body: { data: { total: 1530 } } },
    fail: { status: 422, body: validationError('company_flag', '購物車裡沒有這個商店的商品') },
  },
  {
    operationId: 'listOrders',
    call: (api) => api.GET('/orders', { params: { query: { status: 'paid' } } }),
    ok: { status: 200, body: orders },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'placeOrder',
    call: (api) => api.POST('/orders', { body: place }),
    sent: place,
    ok: { status: 201, body: order },
    fail: { status: 409, body: { message: '部分商品庫存不足，請調整數量後再送出' } },
  },
  {
    operationId: 'getOrder',
    call: (api) => api.GET('/orders/{id}', byId),
    ok: { status: 200, body: order },
    fail: { status: 403, body: { message: '只能查看自己的訂單' } },
  },
  {
    operationId: 'cancelOrder',
    call: (api) => api.POST('/orders/{id}/cancel', byId),
    ok: { status: 200, body: order },
    fail: { status: 409, body: { message: '只能取消尚未付款的訂單' } },
  },
  {
    operationId: 'startOrderPayment',
    call: (api) => api.POST('/orders/{id}/payment', byId),
    ok: { status: 201, body: { data: { gateway: 'sandbox', method: 'POST', fields: {} } } },
    fail: { status: 409, body: { message: '這筆訂單已無法付款' } },
  },
  // The next two are called by the gateway and by the browser's form post, never by this
  // client; their cases only check that the contract's paths and methods reach the server. Their
  // bodies are form-encoded, which this JSON client does not send: `as never` stands in for one.
  {
    operationId: 'receivePaymentNotice',
    call: (api) =>
      api.POST('/payments/notify', { body: { CheckMacValue: 'A'.repeat(64) } as never }),
    ok: { status: 200, body: '1|OK' },
    fail: { status: 503, body: { message: '服務暫時無法使用，請稍後再試' } },
  },
  {
    operationId: 'startSandboxPayment',
    call: (api) => api.POST('/payments/sandbox/checkout', { body: {} as never }),
    ok: { status: 200, body: {} },
    fail: { status: 422, body: validationError('CheckMacValue', '檢查碼驗證失敗') },
  },
  {
    operationId: 'getSandboxPayment',
    call: (api) => api.GET('/payments/sandbox/sessions/{token}', byToken),
    ok: { status: 200, body: session },
    fail: { status: 404, body: { message: '找不到這筆付款' } },
  },
  {
    operationId: 'completeSandboxPayment',
    call: (api) =>
      api.POST('/payments/sandbox/sessions/{token}/complete', {
        ...byToken,
        body: { outcome: 'paid' },
      }),
    sent: { outcome: 'paid' },
    ok: { status: 200, body: session },
    fail: { status: 409, body: { message: '這筆付款已結束' } },
  },
  {
    operationId: 'listManagedOrders',
    call: (api) =>
      api.GET('/manage/orders', { params: { query: { from: '2026-11-01', to: '2026-11-30' } } }),
    ok: { status: 200, body: orders },
    fail: { status: 403, body: { message: '只有管理員可以管理商店' } },
  },
  {
    operationId: 'cancelManagedOrder',
    call: (api) => api.POST('/manage/orders/{id}/cancel', { ...byId, body: {} }),
    sent: {},
    ok: { status: 200, body: order },
    fail: { status: 409, body: { message: '訂單已交寄，無法取消或退款' } },
  },
  {
    operationId: 'handOverOrder',
    call: (api) => api.POST('/manage/orders/{id}/handover', byId),
    ok: { status: 200, body: order },
    fail: { status: 409, body: statusChanged },
  },
  {
    operationId: 'listCarrierOrders',
    call: (api) => api.GET('/carrier/orders'),
    ok: { status: 200, body: orders },
    fail: { status: 403, body: { message: '只有貨運帳號可以使用配送頁面' } },
  },
  {
    operationId: 'updateShipment',
    call: (api) =>
      api.POST('/carrier/orders/{id}/status', {
        ...byId,
        body: { status: 'in_transit', note: null },
      }),
    sent: { status: 'in_transit', note: null },
    ok: { status: 200, body: order },
    fail: { status: 409, body: statusChanged },
  },
];
