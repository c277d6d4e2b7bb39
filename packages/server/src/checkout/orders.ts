import {
  CHECKOUT_MESSAGES as C,
  ORDERS_PER_PAGE,
  recipientErrors,
  type DeliveryMethod,
} from '@folio/rules';
import type { FastifyRequest } from 'fastify';
import { authOf, throttle, type ApiContext, type OperationHandlers } from '../api/context.ts';
import { pageMeta } from '../api/pagination.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import { orderView } from './orderRead.ts';
import { NothingFromShop, quoteOf } from './orderStore.ts';

/**
 * The member's checkout (openapi.yaml tag `checkout`, docs/adr/0031-checkout-payment-and-delivery.md):
 * the quote of one shop's cart lines, placing the order (server totals, `expected_total`,
 * `client_id`, the stock taken in one transaction), the member's orders, one order for whoever
 * may read it, and the buyer's cancel of an unpaid order (its stock returns).
 */

const nothingFromShop = () => new ValidationFailure({ company_flag: [C.nothingFromShop] });

export function orderHandlers(context: ApiContext) {
  const { store } = context;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The order `id` the caller may read (its buyer, an administrator, its carrier), else 403/404. */
  async function readable(request: FastifyRequest, id: number) {
    const { user } = authOf(request);
    const found = await store.orderReads.get(id);
    if (!found) throw new Refusal(404, { message: C.orderNotFound });
    const allowed =
      found.userId === user.id || user.role === 'admin' || found.carrierId === user.id;
    if (!allowed) throw new Refusal(403, { message: C.notYourOrder });
    return found;
  }

  return {
    async getCheckoutQuote(request) {
      const { user } = authOf(request);
      const { company_flag, delivery_method = 'home' } = request.query;
      const { lines } = await store.orders.shopLines(user.id, company_flag);
      if (lines.length === 0) throw nothingFromShop();
      return { data: quoteOf(company_flag, lines, delivery_method) };
    },

    async placeOrder(request, reply) {
      const { user } = authOf(request);
      const body = request.body;
      const input = {
        recipient_name: body.recipient_name.trim(),
        recipient_phone: body.recipient_phone.trim(),
        postal_code: body.postal_code.trim(),
        city: body.city,
        district: body.district.trim(),
        address_line: body.address_line.trim(),
        delivery_method: body.delivery_method,
        note: (body.note ?? '').trim(),
      };
      const errors = recipientErrors(input);
      if (Object.keys(errors).length > 0)
        throw new ValidationFailure(
          Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])),
        );
      // A retry answers the order its client_id placed, without counting against the limit.
      const basket = await store.orders.basket(user.id, body.company_flag, body.client_id);
      const place = async () => {
        await throttle(context, 'orderPlace', `u${user.id}`);
        const now = context.now();
        return store.orders
          .place(
            {
              ...input,
              delivery_method: body.delivery_method satisfies DeliveryMethod,
              userId: user.id,
              company_flag: body.company_flag,
              expected_total: body.expected_total,
              client_id: body.client_id,
              placedAt: iso(now),
              expiresAt: iso(now + context.config.orderPaymentMinutes * 60_000),
            },
            basket,
          )
          .catch((error: unknown) => {
            throw error instanceof NothingFromShop ? nothingFromShop() : error;
          });
      };
      const placed =
        basket.earlier === undefined ? await place() : { id: basket.earlier, created: false };
      const found =
        'row' in placed && placed.row && placed.parts
          ? orderView(placed.row, placed.parts)
          : await store.orderReads.get(placed.id, 'parts' in placed ? placed.parts : undefined);
      if (!found) throw new Error(`order ${placed.id} placed but not found`);
      return reply.code(placed.created ? 201 : 200).send({ data: found.order });
    },

    async listOrders(request) {
      const { user } = authOf(request);
      const { status, page = 1 } = request.query;
      const { rows, total } = await store.orderReads.list(
        { userId: user.id, ...(status !== undefined && { status }) },
        page,
        ORDERS_PER_PAGE,
      );
      return { data: rows, meta: pageMeta(page, ORDERS_PER_PAGE, total, rows.length) };
    },

    async getOrder(request) {
      return { data: (await readable(request, request.params.id)).order };
    },

    async cancelOrder(request) {
      const { user } = authOf(request);
      const found = await readable(request, request.params.id);
      if (found.userId !== user.id) throw new Refusal(403, { message: C.notYourOrder });
      const moved = await store.orders.move(found.order.id, ['pending_payment'], 'cancelled', {
        at: iso(context.now()),
        release: true,
      });
      if (!moved) throw new Refusal(409, { message: C.buyerCancelOnlyUnpaid });
      const after = await store.orderReads.get(found.order.id);
      if (!after) throw new Refusal(404, { message: C.orderNotFound });
      return { data: after.order };
    },
  } satisfies Partial<OperationHandlers>;
}
