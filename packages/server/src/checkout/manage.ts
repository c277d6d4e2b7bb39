import { CHECKOUT_MESSAGES as C, ORDERS_PER_PAGE, SHOP_MESSAGES } from '@folio/rules';
import type { ApiContext, OperationHandlers } from '../api/context.ts';
import { pageMeta } from '../api/pagination.ts';
import { ValidationFailure } from '../validation.ts';

/**
 * The owner's view of the orders (openapi.yaml `listManagedOrders`,
 * docs/adr/0031-checkout-payment-and-delivery.md "Access"): every shop's orders for
 * administrators (the /manage/ hook, api/plugins/admin.ts), by state, shop and days of
 * `placed_at` in Asia/Taipei, newest first.
 */

/** The instant a day (`YYYY-MM-DD`) begins in Asia/Taipei (UTC+8, no daylight saving). */
const taipeiMidnight = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000).toISOString();

export function manageOrderHandlers(context: ApiContext) {
  const { store } = context;
  return {
    async listManagedOrders(request) {
      const { status, company_flag, from, to, page = 1 } = request.query;
      const errors: Record<string, string[]> = {};
      const shop = company_flag === undefined ? undefined : await store.shops.byFlag(company_flag);
      if (company_flag !== undefined && !shop) errors.company_flag = [SHOP_MESSAGES.shopNotFound];
      if (from !== undefined && to !== undefined && to < from) errors.to = [C.dateRangeInvalid];
      if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
      const { rows, total } = await store.orderReads.list(
        {
          ...(status !== undefined && { status }),
          ...(shop && { shopId: shop.id }),
          ...(from !== undefined && { placedFrom: taipeiMidnight(from) }),
          ...(to !== undefined && { placedBefore: taipeiMidnight(to, 1) }),
        },
        page,
        ORDERS_PER_PAGE,
      );
      return { data: rows, meta: pageMeta(page, ORDERS_PER_PAGE, total, rows.length) };
    },
  } satisfies Partial<OperationHandlers>;
}
