import { ORDER_PAYMENT_MINUTES } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_PAYMENT_NOTE } from '../src/checkout/paymentStore.ts';
import { NOTIFY_RETRY_MS } from '../src/checkout/sandboxNotify.ts';
import { loadConfig } from '../src/config.ts';
import { paymentServer, type PaymentShop, SANDBOX_CHECKOUT_FORM } from './payment-helpers.ts';
import { startServer } from './helpers.ts';

/**
 * The payment on the engine under test (docs/adr/0031-checkout-payment-and-delivery.md
 * "Payment", appendix "The sandbox gateway"): the signed form, the sandbox's page, its notice
 * retried until `1|OK`, and the notices a shop must refuse, each leaving everything as it was.
 */

let s: PaymentShop;
beforeAll(async () => {
  s = await paymentServer();
});
afterAll(() => s.close());

/** An order, its form posted to the sandbox: the order and the session's token. */
async function opened() {
  const placed = await s.place();
  const form = await s.startPayment(placed.order.id, placed.member);
  const token = await s.openSandbox(form.fields);
  return { ...placed, form, token };
}

/** The notice the sandbox would send for `merchantTradeNo`, signed. */
const paidNotice = (merchantTradeNo: string, amount: number, tradeNo = `T${Date.now()}`) => ({
  MerchantID: 'FOLIO-SANDBOX',
  MerchantTradeNo: merchantTradeNo,
  RtnCode: '1',
  RtnMsg: '交易成功',
  TradeNo: tradeNo.slice(0, 20),
  TradeAmt: String(amount),
  PaymentDate: s.taipei(s.clock.now),
  PaymentType: 'Credit_CreditCard',
  SimulatePaid: '1',
});

describe('paying through the sandbox', () => {
  it('signs the form, shows the page, notifies the shop: the order is paid', async () => {
    const { member, variantId, order, form, token } = await opened();
    expect(form.action).toBe('/api/payments/sandbox/checkout');
    expect(form.fields).toMatchObject({
      MerchantID: 'FOLIO-SANDBOX',
      MerchantTradeNo: `F${String(order.id).padStart(10, '0')}P1`,
      TotalAmount: String(order.total),
      ReturnURL: 'http://app.test/api/payments/notify',
      ClientBackURL: `http://app.test/shopping/checkout/result?order=${order.id}`,
    });
    expect(form.fields.CheckMacValue).toMatch(/^[0-9A-F]{64}$/);
    expect((await s.order(order.id, member)).payment_status).toBe('started');
    const page = s.ok<{ data: Record<string, unknown> }>(
      await s.call('GET', `/api/payments/sandbox/sessions/${token}`),
    ).data;
    expect(page).toMatchObject({
      status: 'open',
      amount: order.total,
      merchant_name: 'Folio 選物',
    });
    const done = await s.complete(token, 'paid');
    expect(done.statusCode).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({
      data: { status: 'paid', return_url: form.fields.ClientBackURL },
    });
    // Not yet notified: the browser may come back before the notice.
    expect((await s.order(order.id, member)).status).toBe('pending_payment');
    expect(await s.runDue()).toBe(1);
    const paid = await s.order(order.id, member);
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.events.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    expect(await s.stock(variantId)).toBe(2);
    // Its expiry has nothing left to do; the page says it has ended.
    s.clock.now += ORDER_PAYMENT_MINUTES * 60_000;
    expect(await s.runDue()).toBe(0);
    expect((await s.order(order.id, member)).status).toBe('paid');
    expect(await s.stock(variantId)).toBe(2);
    expect((await s.complete(token, 'paid')).statusCode).toBe(409);
    expect(
      (await s.call('POST', `/api/orders/${order.id}/payment`, undefined, member)).statusCode,
    ).toBe(409);
  });

  it('cancelled on the page: no notice, the order waits; a new attempt gets a new number', async () => {
    const { member, order, token } = await opened();
    expect((await s.complete(token, 'cancelled')).statusCode).toBe(200);
    expect(await s.runDue()).toBe(0);
    expect((await s.order(order.id, member)).status).toBe('pending_payment');
    expect((await s.complete(token, 'paid')).statusCode).toBe(409);
    const again = await s.startPayment(order.id, member);
    expect(again.fields.MerchantTradeNo).toMatch(/P2$/);
  });

  it('failed on the page: the notice says so, the order can be paid again', async () => {
    const { member, order, token } = await opened();
    expect((await s.complete(token, 'failed')).statusCode).toBe(200);
    expect(await s.runDue()).toBe(1);
    expect(await s.order(order.id, member)).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
    });
    const retry = await s.openSandbox((await s.startPayment(order.id, member)).fields);
    await s.complete(retry, 'paid');
    expect(await s.runDue()).toBe(1);
    expect((await s.order(order.id, member)).status).toBe('paid');
  });

  it('refuses a form with a wrong signature or another amount, and an ended order', async () => {
    const { member, order, form } = await opened();
    const post = (fields: Record<string, string>) =>
      s.server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const tampered = await post({ ...form.fields, TotalAmount: '1' });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ errors: { CheckMacValue: ['檢查碼驗證失敗'] } });
    const resigned = await post(s.signed({ ...form.fields, TotalAmount: '1' }));
    expect(resigned.json()).toMatchObject({ errors: { TotalAmount: ['付款金額與訂單不符'] } });
    s.ok(await s.call('POST', `/api/orders/${order.id}/cancel`, undefined, member));
    expect((await post(form.fields)).statusCode).toBe(409);
  });

  it('answers 403 to another member and 404 to an unknown order or session', async () => {
    const { order } = await s.place();
    const other = await s.account();
    expect(
      (await s.call('POST', `/api/orders/${order.id}/payment`, undefined, other)).statusCode,
    ).toBe(403);
    expect((await s.call('POST', '/api/orders/999999/payment', undefined, other)).statusCode).toBe(
      404,
    );
    expect((await s.call('GET', '/api/payments/sandbox/sessions/nothing')).statusCode).toBe(404);
  });
});

describe('the notice', () => {
  /** An order whose attempt was started, never notified: its number, total and state. */
  async function started() {
    const { member, order, form, variantId } = await opened();
    const before = await s.order(order.id, member);
    return { member, order, variantId, mtn: form.fields.MerchantTradeNo ?? '', before };
  }

  it('forged, unsigned, amount-changed or old: refused with 0|…, nothing changed', async () => {
    const { member, order, mtn, before } = await started();
    const notice = paidNotice(mtn, order.total, `F${order.id}A`);
    const refused = [
      await s.notice({ ...notice, CheckMacValue: 'A'.repeat(64) }, false),
      await s.notice(notice, false),
      await s.notice({ ...s.signed(notice), TradeAmt: '1' }, false),
      await s.notice({ ...notice, TradeAmt: '1' }),
      await s.notice({ ...notice, MerchantTradeNo: 'F9999999999P1' }),
      await s.notice({ ...notice, PaymentDate: s.taipei(s.clock.now - 25 * 3_600_000) }),
      await s.notice({ ...notice, MerchantID: 'SOMEONE-ELSE' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(Array(7).fill(422));
    expect(refused.map((r) => r.body)).toEqual([
      '0|CheckMacValue error',
      '0|fields missing or malformed',
      '0|CheckMacValue error',
      '0|TradeAmt error',
      '0|MerchantTradeNo unknown',
      '0|PaymentDate too old',
      '0|MerchantID error',
    ]);
    expect(await s.order(order.id, member)).toEqual(before);
  });

  it('the same notice again is 1|OK with nothing changed; another under its TradeNo is refused', async () => {
    const { member, order, mtn } = await started();
    const notice = paidNotice(mtn, order.total, `F${order.id}B`);
    expect(await s.notice(notice)).toEqual({ statusCode: 200, body: '1|OK' });
    const paid = await s.order(order.id, member);
    expect(paid.status).toBe('paid');
    expect(await s.notice(notice)).toEqual({ statusCode: 200, body: '1|OK' });
    expect(await s.order(order.id, member)).toEqual(paid);
    const other = await s.notice({ ...notice, RtnMsg: '另一個內容' });
    expect(other).toEqual({
      statusCode: 422,
      body: '0|TradeNo already notified with other content',
    });
    expect(await s.order(order.id, member)).toEqual(paid);
  });

  it('is tried again until acknowledged, after 10 s and 1 min', async () => {
    const { member, order, token } = await opened();
    await s.complete(token, 'paid');
    s.outage.next = 2;
    const sent = s.outage.sent;
    expect(await s.runDue()).toBe(1);
    expect(await s.runDue()).toBe(0);
    s.clock.now += NOTIFY_RETRY_MS[0];
    expect(await s.runDue()).toBe(1);
    expect((await s.order(order.id, member)).status).toBe('pending_payment');
    s.clock.now += NOTIFY_RETRY_MS[1] - 1;
    expect(await s.runDue()).toBe(0);
    s.clock.now += 1;
    expect(await s.runDue()).toBe(1);
    expect(s.outage.sent - sent).toBe(3);
    expect((await s.order(order.id, member)).status).toBe('paid');
    // Acknowledged: nothing is sent again.
    s.clock.now += NOTIFY_RETRY_MS[4];
    await s.runDue();
    expect(s.outage.sent - sent).toBe(3);
  });

  it('paid after the order expired: acknowledged, recorded, refunded; the stock returns once', async () => {
    const { member, order, variantId, token } = await opened();
    await s.complete(token, 'paid');
    s.outage.next = 2;
    expect(await s.runDue()).toBe(1);
    s.clock.now += ORDER_PAYMENT_MINUTES * 60_000;
    // The notice's second try (not answered either) and the expiry: the order expires.
    expect(await s.runDue()).toBe(2);
    expect((await s.order(order.id, member)).status).toBe('expired');
    expect(await s.stock(variantId)).toBe(4);
    s.clock.now += NOTIFY_RETRY_MS[1];
    expect(await s.runDue()).toBe(1);
    const late = await s.order(order.id, member);
    expect(late).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    expect(late.events.map((e) => e.status)).toEqual(['pending_payment', 'expired', 'refunded']);
    expect(late.events.at(-1)?.note).toBe(LATE_PAYMENT_NOTE);
    expect(await s.stock(variantId)).toBe(4);
  });
});

describe('a refused notice', () => {
  it('is logged with the client address and the reason, never the signature', async () => {
    const lines: string[] = [];
    const logged = await paymentServer({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const signature = 'B'.repeat(64);
      const refused = await logged.notice(
        { ...paidNotice('F0000000001P1', 100, 'LOG1'), CheckMacValue: signature },
        false,
      );
      expect(refused.body).toBe('0|CheckMacValue error');
      const line = lines.find((l) => l.includes('payment notice refused')) ?? '';
      expect(JSON.parse(line)).toMatchObject({
        level: 40,
        reason: 'CheckMacValue error',
        ip: '127.0.0.1',
        merchantTradeNo: 'F0000000001P1',
        tradeNo: 'LOG1',
      });
      expect(lines.join('\n')).not.toContain(signature);
    } finally {
      await logged.close();
    }
  });
});

describe('PAYMENT_GATEWAY and an exposed server', () => {
  const exposed = { HOST: '0.0.0.0', APP_URL: 'https://folio.example', APP_KEY: 'x'.repeat(32) };
  it('turns the sandbox off beyond loopback unless PAYMENT_SANDBOX_PUBLIC=1', () => {
    expect(loadConfig({}, exposed).payment.sandboxEnabled).toBe(false);
    expect(loadConfig({}, { ...exposed, PAYMENT_SANDBOX_PUBLIC: '1' }).payment.sandboxEnabled).toBe(
      true,
    );
    expect(loadConfig({}, { APP_KEY: 'x'.repeat(32) }).payment.sandboxEnabled).toBe(true);
    expect(() => loadConfig({}, { ...exposed, PAYMENT_GATEWAY: 'ecpay' })).toThrow(
      /PAYMENT_MERCHANT_ID, PAYMENT_HASH_KEY, PAYMENT_HASH_IV/,
    );
    const ecpay = loadConfig(
      {},
      {
        ...exposed,
        PAYMENT_GATEWAY: 'ecpay',
        PAYMENT_MERCHANT_ID: '3002607',
        PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6',
        PAYMENT_HASH_IV: 'EkRm7iFT261dpevs',
      },
    ).payment;
    expect(ecpay).toMatchObject({ gateway: 'ecpay', sandboxEnabled: false });
    expect(ecpay.gatewayUrl).toMatch(/^https:\/\/payment-stage\.ecpay\.com\.tw\//);
    expect(() => loadConfig({}, { ...exposed, PAYMENT_GATEWAY: 'paypal' })).toThrow(ConfigMatch);
  });

  it('an exposed server without it: no sandbox pages (404)', async () => {
    const server = await startServer({
      host: '0.0.0.0',
      appUrl: 'https://folio.example',
      seed: { events: 0, catalog: 'without pictures' },
    });
    try {
      const headers = { host: 'folio.example' };
      const page = await server.app.inject({
        url: '/api/payments/sandbox/sessions/abc',
        headers,
      });
      expect(page.statusCode).toBe(404);
      const post = await server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: SANDBOX_CHECKOUT_FORM,
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

const ConfigMatch = /PAYMENT_GATEWAY must be sandbox, ecpay or newebpay/;
