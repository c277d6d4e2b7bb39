import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { CargoView, ORDER_TEXTS } from '@folio/ui';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
import { useSession } from '../../session/SessionProvider';
import { cargoTab, isCarrier } from './carrier';
import { useCarrierOrders, useUpdateShipment } from './hooks';

/**
 * /cargo, the carrier's orders (docs/requirements.md §2 "Cargo"): the tab (`?status=`) and page
 * live in the URL. A visitor goes to /cargo/login; any other account sees
 * 只有貨運帳號可以使用配送頁面 and nothing is asked. A move the server refuses with 409 reloads the
 * list (the hook does) and its message shows.
 */
export default function CargoPage() {
  const { user } = useSession();
  const carrier = isCarrier(user);
  const [params, setParams] = useSearchParams();
  const tab = cargoTab(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useListAnswer(useCarrierOrders(carrier && { status: tab, page }), 'carrier orders');
  const move = useUpdateShipment();

  if (!user) return <Navigate to={pathTo('cargoLogin')} replace />;
  return (
    <CargoView
      tab={tab}
      onTabChange={(next) => setParams(next === 'shipped' ? {} : { status: next })}
      orders={carrier ? (list.data?.data ?? []) : []}
      onMove={async (id, to, note) => {
        const result = await move(id, { status: to, note });
        return result.ok ? undefined : { error: result.message ?? ORDER_TEXTS.actionFailed };
      }}
      loading={carrier && list.loading}
      busy={list.busy}
      errorMessage={
        !carrier
          ? M.carrierOnly
          : list.error
            ? errorMessage(list.error, M.ordersLoadFailed)
            : undefined
      }
      onRetry={carrier && list.error ? list.retry : undefined}
      pagination={pagerOf(list.data?.meta, page, (next) =>
        setParams({ ...(tab === 'shipped' ? {} : { status: tab }), page: String(next) }),
      )}
    />
  );
}
