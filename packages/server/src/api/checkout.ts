import type { FastifyReply } from 'fastify';
import { M } from '../messages.ts';
import { cartHandlers } from '../checkout/cart.ts';
import { deliveryHandlers } from '../checkout/delivery.ts';
import { manageOrderHandlers } from '../checkout/manage.ts';
import { orderHandlers } from '../checkout/orders.ts';
import type { ApiContext, OperationHandlers } from './context.ts';

/**
 * The checkout's and the delivery's operations (docs/adr/0031-checkout-payment-and-delivery.md):
 * the cart's, the orders', the owner's and the carrier's are served (checkout/cart.ts, orders.ts,
 * manage.ts, delivery.ts); the payment's are in the contract ahead of their
 * handlers: marked `x-no-fastify-config`, the glue mounts no route for them and they answer 404
 * like any unknown path. These stand in until they land, and answer the same.
 */
const notServedYet = async (_request: unknown, reply: FastifyReply) =>
  reply.code(404).send({ message: M.notFound });

export function checkoutHandlers(context: ApiContext) {
  return {
    ...cartHandlers(context, context.store.carts),
    ...orderHandlers(context),
    ...manageOrderHandlers(context),
    startOrderPayment: notServedYet,
    receivePaymentNotice: notServedYet,
    startSandboxPayment: notServedYet,
    getSandboxPayment: notServedYet,
    completeSandboxPayment: notServedYet,
    ...deliveryHandlers(context, context.store.deliveries),
  } satisfies Partial<OperationHandlers>;
}
