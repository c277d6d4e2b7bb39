import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo, SHOP_MESSAGES } from '@folio/rules';
import { ManageOrdersView, ORDER_TEXTS, type ManageOrderFilters } from '@folio/ui';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';
import { useCancelManagedOrder, useHandOverOrder, useManagedOrders, useShops } from './hooks';
import { orderSearch, readManageQuery } from './orderQuery';

/**
 * /shopping/manage/orders, the owner's orders (docs/requirements.md §2 "Owner's orders"): for
 * administrators, every shop's orders by state, shop and days, with 交寄, 取消訂單 and 退款; the
 * filters and page live in the URL. A write the server refuses with 409 reloads the list (the
 * hooks do) and its message shows. Anyone else sees 以管理員登入後即可管理商店 and nothing is asked.
 */
export default function ManageOrdersPage() {
  const { user } = useSession();
  const location = useLocation();
  const admin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readManageQuery(params);
  const shops = useShops().data?.data ?? [];
  const list = useListAnswer(
    useManagedOrders(
      admin && {
        page,
        status: filters.status || undefined,
        company_flag: filters.shop,
        from: filters.from,
        to: filters.to,
      },
    ),
    'managed orders',
  );
  const handOver = useHandOverOrder();
  const cancel = useCancelManagedOrder();

  const go = (next: Partial<ManageOrderFilters> & { page?: number }) =>
    setParams(orderSearch({ ...filters, page: 1, ...next }));
  const answer = (result: { ok: boolean; message?: string | null }) =>
    result.ok ? undefined : { error: result.message ?? ORDER_TEXTS.actionFailed };

  return (
    <ManageOrdersView
      notice={
        admin ? undefined : (
          <>
            {SHOP_MESSAGES.adminOnly}：<Link to={loginThenBackTo(location.pathname)}>登入</Link>
          </>
        )
      }
      orders={list.data?.data ?? []}
      filters={filters}
      onFiltersChange={go}
      shops={shops.map((s) => ({ flag: s.company_flag, name: s.name }))}
      orderHref={(id) => pathTo('orderDetail', { id })}
      onHandOver={async (id) => answer(await handOver(id))}
      onCancel={async (id, reason) => answer(await cancel(id, reason))}
      loading={list.loading}
      busy={list.busy}
      errorMessage={list.error ? CHECKOUT_MESSAGES.ordersLoadFailed : undefined}
      onRetry={list.retry}
      pagination={pagerOf(list.data?.meta, page, (next) => go({ page: next }))}
    />
  );
}
