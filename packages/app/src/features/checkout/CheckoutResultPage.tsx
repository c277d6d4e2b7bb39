import { useSearchParams } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { CheckoutResultView } from '@folio/ui';
import { useOrderResult } from './hooks';
import { orderFailure, orderIdParam } from '../orders/orderQuery';
import { ShopChatLauncher } from '../chat/ShopChatLauncher';

/**
 * /shopping/checkout/result?order= (docs/requirements.md §2 "Result"): what the server knows of
 * the order, asked again while its payment is under way. Members only (the route's guard).
 */
export default function CheckoutResultPage() {
  const [params] = useSearchParams();
  const text = params.get('order') ?? '';
  const orderId = orderIdParam(text);
  const { data, error, mutate, waiting } = useOrderResult(orderId);
  const { failure, refused } = orderFailure(orderId, error);
  return (
    <>
      <CheckoutResultView
        order={data?.data}
        loading={!data && !failure}
        waiting={waiting}
        errorMessage={failure}
        onRetry={refused ? undefined : () => void mutate()}
        payHref={`${pathTo('checkoutConfirmChangeweb')}?order=${orderId ?? ''}`}
        orderHref={orderId === null ? undefined : pathTo('orderDetail', { id: orderId })}
        storefrontHref={pathTo('storefront')}
      />
      <ShopChatLauncher />
    </>
  );
}
