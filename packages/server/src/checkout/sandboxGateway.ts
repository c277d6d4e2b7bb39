import { randomInt } from 'node:crypto';
import { CHECKOUT_MESSAGES as C, pathTo } from '@folio/rules';
import type { FastifyReply } from 'fastify';
import { throttle, type ApiContext, type OperationHandlers } from '../api/context.ts';
import { randomToken, sha256Hex } from '../crypto.ts';
import { M } from '../messages.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import { signerOf, taipeiTime, type Fields } from './gateways.ts';
import { payable } from './payment.ts';
import { paymentKey } from './paymentConfig.ts';
import type { PaymentStore } from './paymentStore.ts';
import type { SandboxStore, SessionRow } from './sandboxStore.ts';

/**
 * The reference server's own gateway, `PAYMENT_GATEWAY=sandbox` (docs/adr/appendices/
 * 0031-orders-and-gateways.md "The sandbox gateway" 3–5): it takes the shop's signed form, shows
 * its payment page (`/shopping/changeweb`, the app draws it from `getSandboxPayment`) and, when
 * the buyer pays or fails, notifies the shop (sandboxNotify.ts). It runs only where the server
 * is on loopback or PAYMENT_SANDBOX_PUBLIC=1 says so; elsewhere its routes answer 404.
 */

/** The session's state for the page: its outcome, else open until the order's expiry. */
function statusOf(session: SessionRow, now: number) {
  if (session.outcome !== null) return session.outcome;
  return Date.parse(session.expires_at) > now ? ('open' as const) : ('expired' as const);
}

/** A sandbox transaction id: `S`, the Taipei date and time, and 5 random digits (≤ 20). */
function sandboxTradeNo(now: number): string {
  const digits = taipeiTime(now).replace(/\D/g, '').slice(2);
  return `S${digits}${String(randomInt(100_000)).padStart(5, '0')}`;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: M.notFound });

export function sandboxHandlers(
  context: ApiContext,
  payments: PaymentStore,
  sessions: SandboxStore,
) {
  const { config } = context;
  const enabled = () => config.payment.gateway === 'sandbox' && config.payment.sandboxEnabled;

  const resource = (session: SessionRow, token: string) => ({
    data: {
      token,
      merchant_name: session.merchant_name,
      merchant_trade_no: session.merchant_trade_no,
      amount: session.amount,
      item_name: session.item_name,
      status: statusOf(session, context.now()),
      expires_at: session.expires_at,
      return_url: session.client_back_url,
    },
  });

  async function sessionOf(token: string) {
    const session = await sessions.byToken(sha256Hex(token));
    if (!session) throw new Refusal(404, { message: C.sandboxSessionNotFound });
    return session;
  }

  return {
    async startSandboxPayment(request, reply) {
      if (!enabled()) return notFound(reply);
      await throttle(context, 'sandboxPay', request.ip);
      const fields = request.body as Fields; // the contract's form: every value is text
      const pay = config.payment;
      const signer = signerOf('sandbox', paymentKey(pay, config.appKey), '');
      if (!signer.verify(fields) || fields.MerchantID !== pay.merchantId)
        throw new ValidationFailure({ CheckMacValue: [C.signatureInvalid] });
      const payment = await payments.payment(fields.MerchantTradeNo ?? '');
      const order = payment && (await payments.order(payment.order_id));
      const now = context.now();
      if (!payment || !order || payment.status !== 'started' || !payable(order, now))
        throw new Refusal(409, { message: C.notPayable });
      if (fields.TotalAmount !== String(order.total) || payment.amount !== order.total)
        throw new ValidationFailure({ TotalAmount: [C.amountMismatch] });
      const token = randomToken(32);
      const opened = await sessions.open({
        tokenHash: sha256Hex(token),
        merchantTradeNo: payment.merchant_trade_no,
        tradeNo: sandboxTradeNo(now),
        amount: order.total,
        itemName: fields.ItemName ?? '',
        merchantName: fields.TradeDesc ?? order.shopName,
        returnUrl: fields.ReturnURL ?? '',
        clientBackUrl: fields.ClientBackURL ?? '',
        expiresAt: order.expiresAt ?? new Date(now).toISOString(),
        at: new Date(now).toISOString(),
      });
      if (opened === 'ended') throw new Refusal(409, { message: C.sandboxSessionEnded });
      return reply.redirect(`${pathTo('changeweb')}?session=${token}`, 303);
    },

    async getSandboxPayment(request, reply) {
      if (!enabled()) return notFound(reply);
      const { token } = request.params;
      return resource(await sessionOf(token), token);
    },

    async completeSandboxPayment(request, reply) {
      if (!enabled()) return notFound(reply);
      await throttle(context, 'sandboxPay', request.ip);
      const { token } = request.params;
      const session = await sessionOf(token);
      const now = context.now();
      if (statusOf(session, now) !== 'open')
        throw new Refusal(409, { message: C.sandboxSessionEnded });
      const payment = await payments.payment(session.merchant_trade_no);
      if (!payment) throw new Refusal(404, { message: C.sandboxSessionNotFound });
      const { outcome } = request.body;
      if (!(await sessions.complete(session.id, payment.order_id, outcome, now)))
        throw new Refusal(409, { message: C.sandboxSessionEnded });
      const ended = await sessions.byId(session.id);
      if (!ended) throw new Refusal(404, { message: C.sandboxSessionNotFound });
      return resource(ended, token);
    },
  } satisfies Partial<OperationHandlers>;
}
