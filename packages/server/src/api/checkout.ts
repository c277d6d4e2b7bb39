import type { FastifyReply } from 'fastify';
import { M } from '../messages.ts';
import type { OperationHandlers } from './context.ts';

/**
 * The cart, checkout, payment, orders and delivery operations
 * (docs/adr/0031-checkout-payment-and-delivery.md) are in the contract ahead of their handlers:
 * marked `x-no-fastify-config`, the glue mounts no route for them and they answer 404 like any
 * unknown path. These stand in until the orders' store lands, and answer the same.
 */
const notServedYet = async (_request: unknown, reply: FastifyReply) =>
  reply.code(404).send({ message: M.notFound });

export function checkoutHandlers() {
  return {
    getCart: notServedYet,
    addCartLine: notServedYet,
    updateCartLine: notServedYet,
    removeCartLine: notServedYet,
    mergeCart: notServedYet,
    getCheckoutQuote: notServedYet,
    listOrders: notServedYet,
    placeOrder: notServedYet,
    getOrder: notServedYet,
    cancelOrder: notServedYet,
    startOrderPayment: notServedYet,
    receivePaymentNotice: notServedYet,
    startSandboxPayment: notServedYet,
    getSandboxPayment: notServedYet,
    completeSandboxPayment: notServedYet,
    listManagedOrders: notServedYet,
    cancelManagedOrder: notServedYet,
    handOverOrder: notServedYet,
    listCarrierOrders: notServedYet,
    updateShipment: notServedYet,
  } satisfies Partial<OperationHandlers>;
}
