import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiClient } from './client.ts';
import type { components, paths } from '@folio/contract';
import { settle, type MutationResult } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';

type Schemas = components['schemas'];

/** A list of orders: the page (1 unless named) and a state (every state when absent). */
export interface OrderListQuery {
  page?: number;
  status?: Schemas['OrderStatus'];
}

/** The owner's list: also a shop and the days placed (`YYYY-MM-DD`, Asia/Taipei, both included). */
export interface ManagedOrderListQuery extends OrderListQuery {
  company_flag?: string;
  from?: string;
  to?: string;
}

/** The query as sent: empty values left out, so equal lists share a cache key. */
function toQuery({ page = 1, status }: OrderListQuery): OrderListQuery {
  return status ? { page, status } : { page };
}

/** The owner's query as sent, the same way. */
function toManagedQuery({ company_flag, from, to, ...list }: ManagedOrderListQuery) {
  const query: ManagedOrderListQuery = toQuery(list);
  if (company_flag) query.company_flag = company_flag;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The orders' reads. */
type OrderRead = '/orders' | '/orders/{id}' | '/manage/orders' | '/carrier/orders';
const orderReads: OrderRead[] = ['/orders', '/orders/{id}', '/manage/orders', '/carrier/orders'];

type Config<Path extends OrderRead> = TypesForGetRequest<paths, Path>['SWRConfig'];
type Saved = Schemas['OrderResource'];

/**
 * The writes on placed orders (docs/adr/0031-checkout-payment-and-delivery.md), each answering a
 * MutationResult: `403` not the caller's (or not a carrier, or not an administrator), `404` gone,
 * `409` its state no longer allows it (訂單狀態已變更，請重新整理 and the like), `422` a bad reason.
 */
function createOrderMutations(client: ApiClient) {
  const byId = (id: number) => ({ params: { path: { id } } });
  return {
    /** POST /orders/{id}/cancel: the buyer cancels an unpaid order; `409` once paid. */
    cancelOrder: (id: number) => settle<Saved, never>(client.POST('/orders/{id}/cancel', byId(id))),

    /** POST /manage/orders/{id}/cancel: unpaid → cancelled, paid → refunded; `409` handed over. */
    cancelManagedOrder: (id: number, reason = '') =>
      settle<Saved, 'reason'>(
        client.POST('/manage/orders/{id}/cancel', {
          ...byId(id),
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),

    /** POST /manage/orders/{id}/handover: a paid order to its carrier; `409` not paid, no carrier. */
    handOverOrder: (id: number) =>
      settle<Saved, never>(client.POST('/manage/orders/{id}/handover', byId(id))),

    /** POST /carrier/orders/{id}/status: a carrier's move; `note` the reason of a failure. */
    updateShipment: (id: number, body: Schemas['ShipmentUpdateRequest']) =>
      settle<Saved, 'status' | 'note'>(
        client.POST('/carrier/orders/{id}/status', { ...byId(id), body }),
      ),
  };
}

/**
 * The after-purchase reads and writes (tags `checkout` and `delivery`): the buyer's orders and one
 * order, the owner's list, the carrier's list; each write reloads every order read on screen when
 * it succeeds or meets a change someone made first (a 409: the screen shows an old state). Apart
 * from createApiHooks, as the checkout's are, so screens without orders (the login's) do not carry
 * them (docs/architecture.md §6); give it createApiHooks' useRevalidate and prefix.
 */
export function createOrderHooks(
  client: ApiClient,
  useRevalidate: UseRevalidate,
  { prefix = 'folio-api' }: { prefix?: string } = {},
) {
  // The same cache keys as the other reads (prefix, path, init): one cache for all.
  const useQuery = createQueryHook(client, prefix);
  const mutations = createOrderMutations(client);

  /** A write that reloads every order read when it succeeds or answers 409. */
  const useOrderWrite = <Args extends unknown[], Data>(
    write: (...args: Args) => Promise<MutationResult<Data>>,
  ) => useReloadingWrite(useRevalidate, orderReads, write);

  return {
    /** One page of the member's orders, newest first (GET /orders); false skips it (a visitor). */
    useOrders: (query: OrderListQuery | false = {}, config?: Config<'/orders'>) =>
      useQuery('/orders', query === false ? null : { params: { query: toQuery(query) } }, config),

    /** One order with its lines and history (GET /orders/{id}); null skips the request. */
    useOrder: (id: number | null | undefined, config?: Config<'/orders/{id}'>) =>
      useQuery('/orders/{id}', id == null ? null : { params: { path: { id } } }, config),

    /** One page of every shop's orders (GET /manage/orders); false skips it (not an administrator). */
    useManagedOrders: (
      query: ManagedOrderListQuery | false = {},
      config?: Config<'/manage/orders'>,
    ) =>
      useQuery(
        '/manage/orders',
        query === false ? null : { params: { query: toManagedQuery(query) } },
        config,
      ),

    /** One page of the orders handed to the carrier (GET /carrier/orders); false skips it. */
    useCarrierOrders: (query: OrderListQuery | false = {}, config?: Config<'/carrier/orders'>) =>
      useQuery(
        '/carrier/orders',
        query === false ? null : { params: { query: toQuery(query) } },
        config,
      ),

    useCancelOrder: () => useOrderWrite(mutations.cancelOrder),
    useCancelManagedOrder: () => useOrderWrite(mutations.cancelManagedOrder),
    useHandOverOrder: () => useOrderWrite(mutations.handOverOrder),
    useUpdateShipment: () => useOrderWrite(mutations.updateShipment),
  };
}
