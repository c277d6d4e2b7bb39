import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { CargoView, ORDER_TEXTS } from '@folio/ui';
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
  const { data: current, error, mutate } = useCarrierOrders(carrier && { status: tab, page });
  const move = useUpdateShipment();
  const [shown, setShown] = useState(current);
  if (current !== undefined && current !== shown) setShown(current);
  const data = current ?? shown;

  useEffect(() => {
    if (error) console.info('carrier orders failed', error);
  }, [error]);

  if (!user) return <Navigate to={pathTo('cargoLogin')} replace />;
  const meta = data?.meta;
  return (
    <CargoView
      tab={tab}
      onTabChange={(next) => setParams(next === 'shipped' ? {} : { status: next })}
      orders={carrier ? (data?.data ?? []) : []}
      onMove={async (id, to, note) => {
        const result = await move(id, { status: to, note });
        return result.ok ? undefined : { error: result.message ?? ORDER_TEXTS.actionFailed };
      }}
      loading={carrier && data === undefined && !error}
      busy={current === undefined && data !== undefined && !error}
      errorMessage={
        !carrier ? M.carrierOnly : error ? errorMessage(error, M.ordersLoadFailed) : undefined
      }
      onRetry={carrier && error ? () => void mutate() : undefined}
      pagination={
        meta && {
          page,
          pageCount: meta.last_page,
          total: meta.total,
          from: meta.from,
          to: meta.to,
          onPageChange: (next) => {
            setParams({ ...(tab === 'shipped' ? {} : { status: tab }), page: String(next) });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          },
        }
      }
    />
  );
}
