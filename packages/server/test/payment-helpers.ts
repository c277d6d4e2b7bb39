import { orderExample } from '@folio/rules';
import { expect } from 'vitest';
import { signerOf, taipeiTime, type Fields } from '../src/checkout/gateways.ts';
import { paymentKey } from '../src/checkout/paymentConfig.ts';
import type { NoticeTransport } from '../src/checkout/sandboxNotify.ts';
import type { ServerOptions } from '../src/server.ts';
import { checkoutServer, type Shop, type Who } from './checkout-helpers.ts';

/**
 * What the payment's tests share (docs/adr/0031-checkout-payment-and-delivery.md "Payment"): a
 * shop whose clock and notice transport the test holds, an order placed, its signed form, the
 * sandbox's page, and notices signed by hand as a gateway (or a forger) would.
 */

/** A well-formed sandbox checkout form (as the gateway's page posts it), for the 404s of a sandbox that is off. */
export const SANDBOX_CHECKOUT_FORM = new URLSearchParams({
  MerchantID: 'FOLIO-SANDBOX',
  MerchantTradeNo: 'F0000000001P1',
  MerchantTradeDate: '2026/11/27 10:00:05',
  TotalAmount: '600',
  ReturnURL: 'https://folio.example/api/payments/notify',
  ClientBackURL: 'https://folio.example/shopping/checkout/result?order=1',
  CheckMacValue: 'A'.repeat(64),
}).toString();

export interface PaymentShop extends Shop {
  clock: { now: number };
  /** How many notices the shop "does not answer" next (the transport fails them). */
  outage: { next: number; sent: number };
  place(stock?: number, quantity?: number): Promise<Placed>;
  startPayment(orderId: number, who: Who): Promise<{ action: string; fields: Fields }>;
  /** Posts the form to the sandbox; the session token of its 303. */
  openSandbox(fields: Fields): Promise<string>;
  complete(token: string, outcome: string): Promise<{ statusCode: number; body: string }>;
  runDue(): Promise<number>;
  order(id: number, who: Who): Promise<OrderBody>;
  /** A notice signed with the shop's key (`sign: false`: as sent, unsigned or forged). */
  notice(fields: Fields, sign?: boolean): Promise<{ statusCode: number; body: string }>;
  signed(fields: Fields): Fields;
  taipei(ms: number): string;
}

interface Placed {
  member: { id: number; token: string };
  variantId: number;
  order: { id: number; total: number; expires_at: string };
}

interface OrderBody {
  status: string;
  payment_status: string;
  paid_at: string | null;
  events: { status: string; note: string | null }[];
}

let serial = 0;

export async function paymentServer(options: ServerOptions = {}): Promise<PaymentShop> {
  const clock = { now: Date.parse('2026-11-27T02:00:00Z') };
  const outage = { next: 0, sent: 0 };
  const wrap =
    (transport: NoticeTransport): NoticeTransport =>
    async (url, body) => {
      outage.sent += 1;
      if (outage.next > 0) {
        outage.next -= 1;
        return { status: 502, text: 'Bad Gateway' };
      }
      return transport(url, body);
    };
  const s = await checkoutServer({
    now: () => clock.now,
    // The runners' ticks far apart: the test runs the due jobs itself.
    taskRunner: { tickMs: 3_600_000 },
    paymentNotice: wrap,
    ...options,
  });
  const config = s.server.app.folio.config;
  const signer = signerOf('sandbox', paymentKey(config.payment, config.appKey), '');
  const form = (fields: Fields) => new URLSearchParams(fields).toString();
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const signed = (fields: Fields) => {
    const rest = { ...fields };
    delete rest.CheckMacValue;
    return { ...rest, CheckMacValue: signer.sign(rest) };
  };
  return {
    ...s,
    clock,
    outage,
    async place(stock = 4, quantity = 2) {
      const member = await s.account();
      const { variantId } = await s.product({ price: 500, stock });
      s.ok(await s.call('POST', '/api/cart/lines', { variant_id: variantId, quantity }, member));
      serial += 1;
      const order = s.ok<{ data: Placed['order'] }>(
        await s.call(
          'POST',
          '/api/orders',
          { ...orderExample, expected_total: 500 * quantity + 100, client_id: `pay-${serial}` },
          member,
        ),
        201,
      ).data;
      return { member, variantId, order };
    },
    async startPayment(orderId, who) {
      return s.ok<{ data: { action: string; fields: Fields } }>(
        await s.call('POST', `/api/orders/${orderId}/payment`, undefined, who),
        201,
      ).data;
    },
    async openSandbox(fields) {
      const answer = await s.server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: formHeaders,
        payload: form(fields),
      });
      expect(answer.statusCode, answer.body).toBe(303);
      const location = String(answer.headers.location);
      expect(location).toMatch(/^\/shopping\/changeweb\?session=/);
      return new URL(location, 'http://app.test').searchParams.get('session') ?? '';
    },
    async complete(token, outcome) {
      const answer = await s.call('POST', `/api/payments/sandbox/sessions/${token}/complete`, {
        outcome,
      });
      return { statusCode: answer.statusCode, body: answer.body };
    },
    runDue() {
      const runner = s.server.app.checkoutJobs;
      if (!runner) throw new Error('no checkout job runner');
      return runner.runDue();
    },
    async order(id, who) {
      return s.ok<{ data: OrderBody }>(await s.call('GET', `/api/orders/${id}`, undefined, who))
        .data;
    },
    async notice(fields, sign = true) {
      const answer = await s.server.app.inject({
        method: 'POST',
        url: '/api/payments/notify',
        headers: formHeaders,
        payload: form(sign ? signed(fields) : fields),
      });
      return { statusCode: answer.statusCode, body: answer.body };
    },
    signed,
    taipei: taipeiTime,
  };
}
