import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { ORDER_TEXTS, OrderDetailView } from '@folio/ui';
import { useCancelOrder, useOrder } from './hooks';

/**
 * /shopping/orders/:id, one of the member's orders (docs/requirements.md §2 "Orders"): its lines,
 * totals, recipient, payment and tracking; while unpaid, 前往付款 (the hand-off screen) and
 * 取消訂單. Another buyer's order says 只能查看自己的訂單, none 找不到這筆訂單 (the server's words).
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const orderId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const { data, error, mutate } = useOrder(orderId);
  const cancel = useCancelOrder();

  const failure =
    orderId === null
      ? M.orderNotFound
      : error
        ? errorMessage(error, M.ordersLoadFailed)
        : undefined;
  // A refusal (not yours, not found) is the answer; only a failure is worth trying again.
  const refused = failure === M.notYourOrder || failure === M.orderNotFound;
  return (
    <OrderDetailView
      order={data?.data ?? null}
      errorMessage={failure}
      onRetry={refused ? undefined : () => void mutate()}
      backHref={pathTo('orderList')}
      onPay={
        orderId === null
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
