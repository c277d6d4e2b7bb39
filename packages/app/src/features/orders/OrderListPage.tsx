import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import { OrderListView } from '@folio/ui';
import { useOrders } from './hooks';
import { orderSearch, readOrderQuery } from './orderQuery';

/**
 * /shopping/orders, the member's orders (docs/requirements.md §2 "Orders"): the state and page live
 * in the URL; a new state starts at page 1, a page change scrolls to the top. Members only (the
 * route's guard).
 */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readOrderQuery(params);
  const { data: current, error, mutate } = useOrders({ page, status: status || undefined });
  // The last page stays, marked busy, while another loads.
  const [shown, setShown] = useState(current);
  if (current !== undefined && current !== shown) setShown(current);
  const data = current ?? shown;

  useEffect(() => {
    if (error) console.info('orders list failed', error);
  }, [error]);

  const meta = data?.meta;
  return (
    <OrderListView
      orders={data?.data ?? []}
      status={status}
      onStatusChange={(next) => setParams(orderSearch({ status: next, page: 1 }))}
      orderHref={(id) => pathTo('orderDetail', { id })}
      loading={data === undefined && !error}
      busy={current === undefined && data !== undefined && !error}
      errorMessage={error ? CHECKOUT_MESSAGES.ordersLoadFailed : undefined}
      onRetry={() => void mutate()}
      pagination={
        meta && {
          page,
          pageCount: meta.last_page,
          total: meta.total,
          from: meta.from,
          to: meta.to,
          onPageChange: (next) => {
            setParams(orderSearch({ status, page: next }));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          },
        }
      }
    />
  );
}
