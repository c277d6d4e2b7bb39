import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, OperationHandlers } from '../api/context.ts';
import { sha256Hex } from '../crypto.ts';
import { fromTaipeiTime, signerOf, sortedQuery, type Fields } from './gateways.ts';
import { paymentKey } from './paymentConfig.ts';
import type { PaymentStore } from './paymentStore.ts';

/**
 * The gateway's server-to-server notice, `POST /payments/notify` (docs/adr/0031-checkout-payment-
 * and-delivery.md "Payment", appendix step 4): accepted only with the right `CheckMacValue`, our
 * `MerchantID` and `MerchantTradeNo`, `TradeAmt` equal to the attempt's amount and a
 * `PaymentDate` within 24 hours; then `1|OK`. The same notice again is `1|OK` with nothing
 * changed; every refusal is `0|<reason>` (422), logged with the client address and never the
 * signature, and changes nothing.
 */

/** How old a notice may be (a replay of an old one is refused). */
const NOTICE_MAX_AGE_MS = 24 * 3_600_000;
/** How far ahead of our clock a notice's `PaymentDate` may be (clocks differ a little). */
const NOTICE_CLOCK_SKEW_MS = 10 * 60_000;

export const ACK = '1|OK';

/** `0|<reason>` as text (the notice's 422, also for a body the schema refuses: plugins/errors.ts). */
export function refuseNotice(reply: FastifyReply, reason: string) {
  return reply.code(422).type('text/plain; charset=utf-8').send(`0|${reason}`);
}

/** The fields as text, whatever the form parser gave. */
function textFields(body: unknown): Fields {
  const fields: Fields = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body))
    if (typeof value === 'string') fields[name] = value;
  return fields;
}

export function paymentNoticeHandlers(context: ApiContext, payments: PaymentStore) {
  const { config } = context;

  /** The reason to refuse `fields`, or null when they are ours, signed and in time. */
  async function problem(fields: Fields): Promise<string | null> {
    const pay = config.payment;
    const signer = signerOf(pay.gateway, paymentKey(pay, config.appKey), pay.hashIv);
    if (!signer.verify(fields)) return 'CheckMacValue error';
    if (fields.MerchantID !== pay.merchantId) return 'MerchantID error';
    const payment = await payments.payment(fields.MerchantTradeNo ?? '');
    if (!payment || payment.gateway !== pay.gateway) return 'MerchantTradeNo unknown';
    if (fields.TradeAmt !== String(payment.amount)) return 'TradeAmt error';
    const at = fromTaipeiTime(fields.PaymentDate ?? '');
    const now = context.now();
    if (Number.isNaN(at)) return 'PaymentDate error';
    if (now - at > NOTICE_MAX_AGE_MS) return 'PaymentDate too old';
    if (at - now > NOTICE_CLOCK_SKEW_MS) return 'PaymentDate in the future';
    return null;
  }

  return {
    async receivePaymentNotice(request: FastifyRequest, reply: FastifyReply) {
      const fields = textFields(request.body);
      const logged = {
        ip: request.ip,
        merchantTradeNo: fields.MerchantTradeNo,
        tradeNo: fields.TradeNo,
        rtnCode: fields.RtnCode,
        tradeAmt: fields.TradeAmt,
      };
      const refuse = (reason: string) => {
        request.log.warn({ ...logged, reason }, 'payment notice refused');
        return refuseNotice(reply, reason);
      };
      const wrong = await problem(fields);
      if (wrong !== null) return refuse(wrong);
      const outcome = await payments.apply({
        merchantTradeNo: fields.MerchantTradeNo ?? '',
        tradeNo: fields.TradeNo ?? '',
        paid: fields.RtnCode === '1',
        // The signed fields, sorted, and their signature: the same notice hashes alike.
        noticeHash: sha256Hex(`${sortedQuery(fields)}&CheckMacValue=${fields.CheckMacValue ?? ''}`),
        gateway: config.payment.gateway,
        at: new Date(context.now()).toISOString(),
      });
      if (outcome.kind === 'refused') return refuse(outcome.reason);
      if (outcome.kind === 'late_paid')
        request.log.warn(logged, 'payment after the order ended: recorded and refunded');
      return reply.code(200).type('text/plain; charset=utf-8').send(ACK);
    },
  } satisfies Partial<OperationHandlers>;
}
