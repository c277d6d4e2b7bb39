import {
  CHECKOUT_MESSAGES,
  SHIPMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@folio/rules';

/** What the result screen says of an order, and the next step it offers. */
export interface ResultState {
  kind:
    'paid' | 'checking' | 'unknown' | 'failed' | 'unpaid' | 'cancelled' | 'refunded' | 'expired';
  message: string;
  tone: 'success' | 'info' | 'warning' | 'error';
  /** The label of the link to the hand-off screen, when paying (again) is the next step. */
  pay?: string;
}

/** Paid, then handed to a carrier and the carrier's states (@folio/rules `SHIPMENT_STATUSES`). */
const PAID_OR_FURTHER: readonly OrderStatus[] = ['paid', 'shipped', ...SHIPMENT_STATUSES];

/**
 * The result screen's state (docs/requirements.md §2 "Shopping (checkout and delivery)") from the
 * order's status and its last payment attempt, and whether the app is still asking again.
 */
export function resultState(
  order: { status: OrderStatus; payment_status: PaymentStatus },
  waiting: boolean,
): ResultState {
  const M = CHECKOUT_MESSAGES;
  if (PAID_OR_FURTHER.includes(order.status))
    return { kind: 'paid', message: M.resultPaid, tone: 'success' };
  switch (order.status) {
    case 'cancelled':
      return { kind: 'cancelled', message: M.resultCancelled, tone: 'warning' };
    case 'refunded':
      return { kind: 'refunded', message: M.refunded, tone: 'warning' };
    case 'expired':
      return { kind: 'expired', message: M.resultExpired, tone: 'warning' };
    default:
      break;
  }
  // pending_payment: what the last attempt says.
  if (order.payment_status === 'failed')
    return { kind: 'failed', message: M.resultFailed, tone: 'error', pay: M.payAgain };
  if (order.payment_status === 'none')
    return { kind: 'unpaid', message: M.resultUnpaid, tone: 'warning', pay: M.goToPayment };
  if (waiting) return { kind: 'checking', message: M.resultPending, tone: 'info' };
  return { kind: 'unknown', message: M.resultPendingLong, tone: 'warning', pay: M.payAgain };
}
