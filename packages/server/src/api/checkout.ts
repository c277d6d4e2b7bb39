import { cartHandlers } from '../checkout/cart.ts';
import { deliveryHandlers } from '../checkout/delivery.ts';
import { manageOrderHandlers } from '../checkout/manage.ts';
import { orderHandlers } from '../checkout/orders.ts';
import { paymentOperations } from '../checkout/paymentApi.ts';
import type { ApiContext, OperationHandlers } from './context.ts';

/**
 * The checkout's and the delivery's operations (docs/adr/0031-checkout-payment-and-delivery.md):
 * the cart, the orders, the owner's view, the payment and the carrier's page (checkout/cart.ts,
 * orders.ts, manage.ts, paymentApi.ts, delivery.ts).
 */
export function checkoutHandlers(context: ApiContext) {
  return {
    ...cartHandlers(context, context.store.carts),
    ...orderHandlers(context),
    ...manageOrderHandlers(context),
    ...paymentOperations(context),
    ...deliveryHandlers(context, context.store.deliveries),
  } satisfies Partial<OperationHandlers>;
}
