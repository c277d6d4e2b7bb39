import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { CheckoutResultView } from '@folio/ui';
import { useOrderResult } from './hooks';
import { ShopChatLauncher } from '../chat/ShopChatLauncher';

/**
 * /shopping/checkout/result?order= (docs/requirements.md §2 "Result"): what the server knows of
 * the order, asked again while its payment is under way. Members only (the route's guard).
 */
export default function CheckoutResultPage() {
  const [params] = useSearchParams();
  const text = params.get('order') ?? '';
  const orderId = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  const { data, error, mutate, waiting } = useOrderResult(orderId);
  const failure =
    orderId === null
      ? M.orderNotFound
      : error
        ? errorMessage(error, M.ordersLoadFailed)
        : undefined;
  // A refusal (not yours, not found) is the answer; only a failure is worth trying again.
  const refused = failure === M.notYourOrder || failure === M.orderNotFound;
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
