import { CHECKOUT_MESSAGES as C, pathTo } from '@folio/rules';
import { authOf, throttle, type ApiContext, type OperationHandlers } from '../api/context.ts';
import { Refusal } from '../validation.ts';
import { signerOf, taipeiTime, type Fields } from './gateways.ts';
import { paymentKey } from './paymentConfig.ts';
import type { PayableOrder, PaymentStore } from './paymentStore.ts';

/**
 * The buyer's hand-off to the gateway (docs/adr/0031-checkout-payment-and-delivery.md "Payment",
 * appendix "The sandbox gateway" 1–2): `POST /orders/{id}/payment` answers the signed form the
 * confirm-changeweb screen posts, each call a new attempt with a new `MerchantTradeNo`.
 */

/** ECPay's ItemName holds at most 400 characters; the lines are joined by `#`. */
const ITEM_NAME_MAX = 200;

function itemNameOf(order: PayableOrder): string {
  const text = order.lines
    .map((l) => `${l.product_name} ${l.variant_label} x${l.quantity}`.replace(/\s+/g, ' '))
    .join('#');
  return text.length <= ITEM_NAME_MAX ? text : `${text.slice(0, ITEM_NAME_MAX - 1)}…`;
}

/** Where the gateway sends its notice: PAYMENT_NOTIFY_URL, else APP_URL + the API's path. */
function notifyUrlOf(context: ApiContext): string {
  return (
    context.config.payment.notifyUrl ?? `${context.config.appUrl}${context.prefix}/payments/notify`
  );
}

/** Whether the order can still be paid at `now`. */
export function payable(order: PayableOrder, now: number): boolean {
  return (
    order.status === 'pending_payment' &&
    order.expiresAt !== null &&
    Date.parse(order.expiresAt) > now
  );
}

export function paymentHandlers(context: ApiContext, payments: PaymentStore) {
  const { config } = context;
  return {
    async startOrderPayment(request, reply) {
      const { user } = authOf(request);
      const order = await payments.order(request.params.id);
      if (!order) throw new Refusal(404, { message: C.orderNotFound });
      if (order.userId !== user.id) throw new Refusal(403, { message: C.notYourOrder });
      const pay = config.payment;
      if (pay.gateway === 'sandbox' && !pay.sandboxEnabled)
        return reply.code(503).send({ message: C.gatewayUnavailable });
      await throttle(context, 'paymentStart', `u${user.id}`);
      const now = context.now();
      if (!payable(order, now) || order.expiresAt === null)
        throw new Refusal(409, { message: C.notPayable });
      const at = new Date(now).toISOString();
      const merchantTradeNo = await payments.startAttempt(order.id, pay.gateway, order.total, at);
      const unsigned: Fields = {
        MerchantID: pay.merchantId,
        MerchantTradeNo: merchantTradeNo,
        MerchantTradeDate: taipeiTime(now),
        PaymentType: 'aio',
        TotalAmount: String(order.total),
        TradeDesc: order.shopName,
        ItemName: itemNameOf(order),
        ReturnURL: notifyUrlOf(context),
        ClientBackURL: `${config.appUrl}${pathTo('checkoutResult')}?order=${order.id}`,
        ChoosePayment: 'Credit',
        ExpireDate: taipeiTime(Date.parse(order.expiresAt)),
        ...(pay.gateway === 'ecpay' && { EncryptType: '1' }),
      };
      const signer = signerOf(pay.gateway, paymentKey(pay, config.appKey), pay.hashIv);
      const fields = { ...unsigned, CheckMacValue: signer.sign(unsigned) };
      return reply.code(201).send({
        data: {
          gateway: pay.gateway,
          action: pay.gatewayUrl ?? `${context.prefix}/payments/sandbox/checkout`,
          method: 'POST' as const,
          fields,
          expires_at: order.expiresAt,
        },
      });
    },
  } satisfies Partial<OperationHandlers>;
}
