import {
  CHECKOUT_MESSAGES as C,
  carrierMayMove,
  ORDERS_PER_PAGE,
  SHIPMENT_STATUSES,
  type OrderStatus,
} from '@folio/rules';
import { authOf, type ApiContext, type OperationHandlers } from '../api/context.ts';
import { pageMeta } from '../api/pagination.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import type { DeliveryStore } from './deliveryStore.ts';
import { mailOrderChange } from './orderMail.ts';
import { RefundFailed } from './refund.ts';

/**
 * The owner's writes and the carrier's page (openapi.yaml `cancelManagedOrder`, `handOverOrder`,
 * tag `delivery`; docs/adr/0031-checkout-payment-and-delivery.md "Carriers are accounts",
 * "Access"; the moves: docs/adr/appendices/0031-orders-and-gateways.md "Order states").
 * Administrators reach the first two through the /manage/ hook (api/plugins/admin.ts), carriers
 * the others through the /carrier/ hook (api/plugins/carrier.ts): anyone else is 403 before
 * anything is looked up. Every change is conditional on the state read (409 when someone moved it
 * first, nothing written) and mails the buyer.
 */

/** The states an order has reached once handed to its carrier. */
const HANDED_OVER: readonly OrderStatus[] = [
  'shipped',
  'picked_up',
  'in_transit',
  'delivered',
  'delivery_failed',
];

/** A note as stored: trimmed, null when empty. */
const noteOf = (text: string | null | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function deliveryHandlers(context: ApiContext, deliveries: DeliveryStore) {
  const { store } = context;
  const at = () => new Date(context.now()).toISOString();

  const orderOr404 = async (id: number) => {
    const found = await store.orderReads.get(id);
    if (!found) throw new Refusal(404, { message: C.orderNotFound });
    return found;
  };

  /** The order as it is now, after a change made by this request. */
  const reread = async (id: number) => (await orderOr404(id)).order;

  return {
    async cancelManagedOrder(request, reply) {
      const id = request.params.id;
      const reason = noteOf(request.body.reason);
      const { order } = await orderOr404(id);
      if (HANDED_OVER.includes(order.status))
        throw new Refusal(409, { message: C.ownerCancelOnlyUnshipped });
      // Unpaid: cancelled. Paid and not handed over: refunded (docs/adr/0031 "Access").
      const paid = order.status === 'paid';
      const to = paid ? 'refunded' : 'cancelled';
      const moved = await deliveries
        .move({
          id,
          from: [paid ? 'paid' : 'pending_payment'],
          to,
          at: at(),
          note: reason,
          release: true,
          ...(paid && { beforeCommit: () => context.refund({ id, total: order.total }) }),
        })
        .catch((error: unknown) => {
          if (error instanceof RefundFailed) return 'refund failed' as const;
          throw error;
        });
      if (moved === 'refund failed') return reply.code(502).send({ message: C.gatewayUnavailable });
      if (!moved) throw new Refusal(409, { message: C.statusChanged });
      mailOrderChange(context, deliveries, { id, status: to, note: reason });
      return { data: await reread(id) };
    },

    async handOverOrder(request) {
      const id = request.params.id;
      const { order } = await orderOr404(id);
      if (order.status !== 'paid') throw new Refusal(409, { message: C.statusChanged });
      const carrier = await deliveries.carrierOf(order.delivery_method);
      if (!carrier) throw new Refusal(409, { message: C.noCarrier });
      const moved = await deliveries.move({
        id,
        from: ['paid'],
        to: 'shipped',
        at: at(),
        note: null,
        carrierId: carrier.id,
      });
      if (!moved) throw new Refusal(409, { message: C.statusChanged });
      mailOrderChange(context, deliveries, { id, status: 'shipped', note: null });
      return { data: await reread(id) };
    },

    async listCarrierOrders(request) {
      const { user } = authOf(request);
      const { status, page = 1 } = request.query;
      const { rows, total } = await store.orderReads.list(
        {
          carrierId: user.id,
          ...(status !== undefined && { status }),
          stillMovingFirst: true,
        },
        page,
        ORDERS_PER_PAGE,
      );
      return { data: rows, meta: pageMeta(page, ORDERS_PER_PAGE, total, rows.length) };
    },

    async updateShipment(request) {
      const { user } = authOf(request);
      const id = request.params.id;
      const to = request.body.status;
      const note = noteOf(request.body.note);
      // The schema names the statuses; this keeps the type honest if it ever names more.
      if (!SHIPMENT_STATUSES.includes(to))
        throw new ValidationFailure({ status: [C.shipmentStatusInvalid] });
      if (to === 'delivery_failed' && note === null)
        throw new ValidationFailure({ note: [C.failureReasonRequired] });
      const found = await orderOr404(id);
      if (found.carrierId !== user.id) throw new Refusal(403, { message: C.notHandedToYou });
      const from = found.order.status;
      if (!carrierMayMove(from, to)) throw new Refusal(409, { message: C.statusChanged });
      const moved = await deliveries.move({ id, from: [from], to, at: at(), note });
      if (!moved) throw new Refusal(409, { message: C.statusChanged });
      mailOrderChange(context, deliveries, { id, status: to, note });
      return { data: await reread(id) };
    },
  } satisfies Partial<OperationHandlers>;
}
