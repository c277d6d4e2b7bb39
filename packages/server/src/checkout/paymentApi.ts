import type { ApiContext, OperationHandlers } from '../api/context.ts';
import { paymentHandlers } from './payment.ts';
import { paymentNoticeHandlers } from './paymentNotice.ts';
import { paymentStore } from './paymentStore.ts';
import { sandboxHandlers } from './sandboxGateway.ts';
import { sandboxStore } from './sandboxStore.ts';

/**
 * The payment's operations (docs/adr/0031-checkout-payment-and-delivery.md "Payment"): the
 * buyer's signed form (payment.ts), the gateway's notice (paymentNotice.ts) and the sandbox
 * gateway's pages (sandboxGateway.ts).
 */
export function paymentOperations(context: ApiContext) {
  const payments = paymentStore(context.store.db);
  return {
    ...paymentHandlers(context, payments),
    ...paymentNoticeHandlers(context, payments),
    ...sandboxHandlers(context, payments, sandboxStore(context.store.db)),
  } satisfies Partial<OperationHandlers>;
}
