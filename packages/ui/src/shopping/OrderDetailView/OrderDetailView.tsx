import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES as M,
  DELIVERY_METHOD_LABELS,
  payBefore,
} from '@folio/rules';
import { formatPrice, taipeiDateTime, taipeiTime } from '../../format';
import { Button, Dialog, Skeleton } from '../../primitives';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { OrderFacts } from '../OrderSummaryCard';
import { OrderLoadError, OrderOutcomeNote, type OrderOutcome } from '../orderParts';
import {
  ORDER_TEXTS as T,
  PAYMENT_STATUS_TEXTS,
  orderAddress,
  type OrderActionResult,
  type ShopOrder,
} from '../orders';
import {
  StyledColumns,
  StyledDetailHead,
  StyledFacts,
  StyledLine,
  StyledLines,
  StyledOrderActions,
  StyledOrderScreen,
  StyledPanel,
  StyledTotals,
  StyledTracking,
} from './OrderDetailView.styles';

export interface OrderDetailViewProps {
  /** The order; null while it loads or when it could not be loaded. */
  order: ShopOrder | null;
  /** Shown instead of the order: 訂單載入失敗，請稍後再試, 找不到這筆訂單, 只能查看自己的訂單. */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage` (a failure, not a refusal). */
  onRetry?: () => void;
  /** Where 返回訂單列表 goes. */
  backHref: string;
  /** Pays the unpaid order (to the hand-off screen); without it no pay button shows. */
  onPay?: () => void;
  /** Cancels the unpaid order after 確定取消這筆訂單？; without it no cancel button shows. */
  onCancel?: () => Promise<OrderActionResult>;
}

/**
 * One order of the buyer (/shopping/orders/:id, docs/requirements.md §2 "Orders"): its lines as they
 * were ordered (name, variant, SKU, price), the totals, the recipient and delivery, how the payment
 * stands, and the tracking (every change with its time and note, newest first). While unpaid:
 * 前往付款 (重新付款 after an attempt) and 取消訂單, which asks 確定取消這筆訂單？ first.
 */
export function OrderDetailView({
  order,
  errorMessage,
  onRetry,
  backHref,
  onPay,
  onCancel,
}: OrderDetailViewProps) {
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome>(null);

  async function cancel() {
    if (!onCancel) return;
    setCancelling(true);
    try {
      const result = await onCancel();
      setOutcome(
        result?.error ? { error: true, text: result.error } : { error: false, text: M.cancelled },
      );
    } catch {
      setOutcome({ error: true, text: M.statusChanged });
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  }

  const back = <Link to={backHref}>{T.back}</Link>;
  if (!order) {
    return (
      <StyledOrderScreen aria-label={T.ordersTitle} data-folio="order-detail">
        {back}
        {errorMessage ? (
          <OrderLoadError message={errorMessage} onRetry={onRetry} />
        ) : (
          <StyledPanel aria-busy="true" aria-label={T.loading}>
            <Skeleton lines={4} />
          </StyledPanel>
        )}
      </StyledOrderScreen>
    );
  }

  const unpaid = order.status === 'pending_payment';
  const tried = order.payment_status === 'started' || order.payment_status === 'failed';
  const events = [...order.events].reverse();
  return (
    <StyledOrderScreen aria-labelledby="order-detail-title" data-folio="order-detail">
      {back}
      <StyledDetailHead>
        <h1 id="order-detail-title">{order.number}</h1>
        <OrderStatusBadge status={order.status} />
      </StyledDetailHead>
      <OrderFacts order={order} show={['placedAt', 'shop']} />
      <OrderOutcomeNote outcome={outcome} />

      <StyledColumns>
        <StyledPanel aria-labelledby="order-lines">
          <h2 id="order-lines">{T.lines}</h2>
          <StyledLines>
            {order.lines.map((line) => (
              <StyledLine key={line.variant_id}>
                <strong>{line.product_name}</strong>
                <span className="meta">
                  {[line.variant_label, line.sku].filter(Boolean).join(' · ')}
                </span>
                <span className="price">
                  {formatPrice(line.unit_price)} × {line.quantity}
                </span>
                <span className="total">{formatPrice(line.line_total)}</span>
              </StyledLine>
            ))}
          </StyledLines>
          <StyledTotals>
            <div>
              <dt>{CHECKOUT_LABELS.subtotal}</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
            </div>
            <div>
              <dt>{CHECKOUT_LABELS.shipping_fee}</dt>
              <dd>
                {order.shipping_fee === 0 ? CHECKOUT_LABELS.free : formatPrice(order.shipping_fee)}
              </dd>
            </div>
            <div className="total">
              <dt>{CHECKOUT_LABELS.total}</dt>
              <dd>{formatPrice(order.total)}</dd>
            </div>
          </StyledTotals>
        </StyledPanel>

        <StyledPanel aria-labelledby="order-payment">
          <h2 id="order-payment">{T.payment}</h2>
          <p>{PAYMENT_STATUS_TEXTS[order.payment_status]}</p>
          {unpaid && order.expires_at && <p>{payBefore(taipeiTime(order.expires_at))}</p>}
          {unpaid && (onPay || onCancel) && (
            <StyledOrderActions>
              {onPay && <Button onClick={onPay}>{tried ? M.payAgain : M.goToPayment}</Button>}
              {onCancel && (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  {M.cancelOrder}
                </Button>
              )}
            </StyledOrderActions>
          )}
        </StyledPanel>

        <StyledPanel aria-labelledby="order-recipient">
          <h2 id="order-recipient">{T.recipient}</h2>
          <StyledFacts>
            <div>
              <dt>{CHECKOUT_LABELS.recipient_name}</dt>
              <dd>{order.recipient_name}</dd>
            </div>
            <div>
              <dt>{CHECKOUT_LABELS.recipient_phone}</dt>
              <dd>{order.recipient_phone}</dd>
            </div>
            <div>
              <dt>{CHECKOUT_LABELS.address_line}</dt>
              <dd>{orderAddress(order)}</dd>
            </div>
            <div>
              <dt>{CHECKOUT_LABELS.delivery_method}</dt>
              <dd>{DELIVERY_METHOD_LABELS[order.delivery_method]}</dd>
            </div>
            {order.carrier_name && (
              <div>
                <dt>{T.carrier}</dt>
                <dd>{order.carrier_name}</dd>
              </div>
            )}
            {order.note && (
              <div>
                <dt>{CHECKOUT_LABELS.note}</dt>
                <dd>{order.note}</dd>
              </div>
            )}
          </StyledFacts>
        </StyledPanel>

        <StyledPanel aria-labelledby="order-tracking">
          <h2 id="order-tracking">{T.tracking}</h2>
          <StyledTracking aria-labelledby="order-tracking">
            {events.map((event, i) => (
              <li key={`${event.at}-${i}`} aria-current={i === 0 ? 'step' : undefined}>
                <OrderStatusBadge status={event.status} />
                <time dateTime={event.at}>{taipeiDateTime(event.at)}</time>
                {event.note && <p>{event.note}</p>}
              </li>
            ))}
          </StyledTracking>
        </StyledPanel>
      </StyledColumns>

      <Dialog
        open={confirming}
        onClose={() => !cancelling && setConfirming(false)}
        role="alertdialog"
        title={M.confirmCancel}
        maxWidth={400}
        actions={
          <>
            <Button variant="outline" disabled={cancelling} onClick={() => setConfirming(false)}>
              {T.keep}
            </Button>
            <Button loading={cancelling} onClick={() => void cancel()}>
              {M.cancelOrder}
            </Button>
          </>
        }
      >
        {order.number}
      </Dialog>
    </StyledOrderScreen>
  );
}
