import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, ORDER_STATUSES, type OrderStatus } from '@folio/rules';
import type { ManageOrderFilters } from '@folio/ui';

/** A state named in the address, or '' (every state) for anything else. */
export function statusParam(value: string | null): OrderStatus | '' {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? // Cast: just checked to be one of ORDER_STATUSES.
      (value as OrderStatus)
    : '';
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A day (`YYYY-MM-DD`) from the address, or '' for anything else. */
const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

/** The buyer's list as its address says it (`?status=&page=`). */
export function readOrderQuery(params: URLSearchParams) {
  return { status: statusParam(params.get('status')), page: pageParam(params.get('page')) };
}

/** The owner's list as its address says it (`?status=&shop=&from=&to=&page=`). */
export function readManageQuery(params: URLSearchParams): ManageOrderFilters & { page: number } {
  return {
    status: statusParam(params.get('status')),
    shop: params.get('shop') ?? '',
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    page: pageParam(params.get('page')),
  };
}

/** The address of a list: empty values and page 1 left out, so one list has one address. */
export function orderSearch(query: Record<string, string | number>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** An order's id from the address: a whole number from 1, of up to ten digits, else null. */
export const orderIdParam = (value: string) =>
  /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * What an order's page shows instead of the order: 找不到這筆訂單 for an id that is none, else the
 * message of `error`, if any; `refused` when that is the answer (not yours, not found), not a
 * failure worth trying again.
 */
export function orderFailure(orderId: number | null, error: unknown) {
  const failure =
    orderId === null
      ? M.orderNotFound
      : error
        ? errorMessage(error, M.ordersLoadFailed)
        : undefined;
  return { failure, refused: failure === M.notYourOrder || failure === M.orderNotFound };
}
