import { useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { ORDER_TEXTS, OrderDetailView } from '@folio/ui';
import type { PageProps } from '../../routing/page';
import { useCancelOrder, useOrder } from './hooks';
import { orderFailure, orderIdParam } from './orderQuery';

/**
 * /shopping/orders/:id, one of the member's orders (docs/requirements.md §2 "Orders"): its lines,
 * totals, recipient, payment and tracking; while unpaid, 前往付款 (the hand-off screen) and
 * 取消訂單. Another buyer's order says 只能查看自己的訂單, none 找不到這筆訂單 (the server's words).
 */
interface OrderDetailPageProps extends PageProps {
  /** Whether a route shows its screen (routes.ts): 前往付款 waits for the hand-off screen. */
  isPublic: (path: string) => boolean;
}

export default function OrderDetailPage({ isPublic }: OrderDetailPageProps) {
  const { id = '' } = useParams();
  const orderId = orderIdParam(id);
  const navigate = useNavigate();
  const { data, error, mutate } = useOrder(orderId);
  const cancel = useCancelOrder();

  const { failure, refused } = orderFailure(orderId, error);
  return (
    <OrderDetailView
      order={data?.data ?? null}
      errorMessage={failure}
      onRetry={refused ? undefined : () => void mutate()}
      backHref={pathTo('orderList')}
      onPay={
        orderId === null || !isPublic(pathTo('checkoutConfirmChangeweb'))
          ? undefined
          : () => navigate(`${pathTo('checkoutConfirmChangeweb')}?order=${orderId}`)
      }
      onCancel={
        orderId === null
          ? undefined
          : async () => {
              const result = await cancel(orderId);
              return result.ok ? undefined : { error: result.message ?? ORDER_TEXTS.actionFailed };
            }
      }
    />
  );
}
