import { Link } from 'react-router-dom';
import { CHECKOUT_LABELS, ORDER_STATUS_LABELS } from '@folio/rules';
import { Spinner } from '../../primitives';
import { CheckoutTotals } from '../CheckoutTotals';
import { CheckoutOrderPending, Fact } from '../checkoutParts';
import type { OrderView } from '../checkoutTypes';
import { resultState } from './resultState';
import {
  StyledActions,
  StyledCard,
  StyledCheckoutResultView,
  StyledMessage,
  StyledRecipient,
} from './CheckoutResultView.styles';

export interface CheckoutResultViewProps {
  /** The order as the server knows it; undefined while it loads or when it could not be read. */
  order?: OrderView;
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Still asking again (every RESULT_POLL_MS for RESULT_POLL_FOR_MS) for a payment under way. @default false */
  waiting?: boolean;
  /** Shown instead (找不到這筆訂單, 只能查看自己的訂單, 訂單載入失敗，請稍後再試). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** The hand-off screen of this order (重新付款, 前往付款). */
  payHref: string;
  /** The order's own page, when there is one. */
  orderHref?: string;
  /** The storefront. */
  storefrontHref: string;
  /** The screen's heading. @default '訂單結果' */
  title?: string;
}

/**
 * The result at /shopping/checkout/result?order= (docs/requirements.md §2 "Shopping (checkout
 * and delivery)"): what the server knows of the order, never what the browser was told on the way
 * back. Paid: 付款成功 with the order; a payment under way: 正在確認付款結果… while the app asks
 * again, then what to do; failed, not paid yet, cancelled, expired: each with its next step. The
 * message is a polite live region, so a change while polling is announced.
 */
export function CheckoutResultView({
  order,
  loading = false,
  waiting = false,
  errorMessage,
  onRetry,
  payHref,
  orderHref,
  storefrontHref,
  title = '訂單結果',
}: CheckoutResultViewProps) {
  let body;
  if (errorMessage || !order || loading) {
    body = (
      <CheckoutOrderPending errorMessage={errorMessage} onRetry={onRetry} Card={StyledCard}>
        <Link to={storefrontHref}>回到商店</Link>
      </CheckoutOrderPending>
    );
  } else {
    const state = resultState(order, waiting);
    const L = CHECKOUT_LABELS;
    body = (
      <StyledCard aria-busy={state.kind === 'checking' || undefined}>
        <StyledMessage role="status" $tone={state.tone}>
          {state.kind === 'checking' && <Spinner size={20} label="" />}
          {state.message}
        </StyledMessage>
        <p>
          訂單編號 <strong>{order.number}</strong>・{ORDER_STATUS_LABELS[order.status]}
        </p>
        <CheckoutTotals
          lines={order.lines.map((line) => ({ ...line, key: line.variant_id }))}
          subtotal={order.subtotal}
          shipping_fee={order.shipping_fee}
          total={order.total}
        />
        {state.kind === 'paid' && (
          <StyledRecipient>
            <Fact term={L.recipient_name}>{order.recipient_name}</Fact>
            <Fact term={L.recipient_phone}>{order.recipient_phone}</Fact>
            <Fact term={L.address_line}>
              {order.postal_code} {order.city}
              {order.district}
              {order.address_line}
            </Fact>
          </StyledRecipient>
        )}
        <StyledActions>
          {state.pay && <Link to={payHref}>{state.pay}</Link>}
          {orderHref && state.kind !== 'expired' && <Link to={orderHref}>查看訂單</Link>}
          <Link to={storefrontHref}>回到商店</Link>
        </StyledActions>
      </StyledCard>
    );
  }
  return (
    <StyledCheckoutResultView
      data-folio="checkout-result"
      aria-labelledby="result-title"
      aria-busy={loading || undefined}
    >
      <h1 id="result-title">{title}</h1>
      {body}
    </StyledCheckoutResultView>
  );
}
