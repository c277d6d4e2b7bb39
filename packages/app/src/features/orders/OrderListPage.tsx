import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import { OrderListView } from '@folio/ui';
import { useOrders } from './hooks';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
import { orderSearch, readOrderQuery } from './orderQuery';

/**
 * /shopping/orders, the member's orders (docs/requirements.md §2 "Orders"): the state and page live
 * in the URL; a new state starts at page 1, a page change scrolls to the top. Members only (the
 * route's guard).
 */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readOrderQuery(params);
  const list = useListAnswer(useOrders({ page, status: status || undefined }), 'orders list');
  return (
    <OrderListView
      orders={list.data?.data ?? []}
      status={status}
      onStatusChange={(next) => setParams(orderSearch({ status: next, page: 1 }))}
      orderHref={(id) => pathTo('orderDetail', { id })}
      loading={list.loading}
      busy={list.busy}
      errorMessage={list.error ? CHECKOUT_MESSAGES.ordersLoadFailed : undefined}
      onRetry={list.retry}
      pagination={pagerOf(list.data?.meta, page, (next) =>
        setParams(orderSearch({ status, page: next })),
      )}
    />
  );
}
