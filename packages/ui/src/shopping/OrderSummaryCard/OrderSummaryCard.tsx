import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CHECKOUT_LABELS } from '@folio/rules';
import { formatPrice, taipeiDateTime } from '../../format';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { ORDER_TEXTS as T, type ShopOrderSummary } from '../orders';
import { StyledOrderCard, StyledOrderFacts, StyledOrderHead } from './OrderSummaryCard.styles';

/** The facts an order's summary can show, each a label and its value. */
export type OrderFactName = 'placedAt' | 'shop' | 'recipient' | 'total';

/** What the facts read: a summary, or a whole order (which has no piece count: the total shows alone). */
type OrderFactSource = Omit<ShopOrderSummary, 'id' | 'number' | 'status' | 'item_count'> & {
  item_count?: number;
};

const facts: Record<
  OrderFactName,
  { label: string; value: (order: OrderFactSource) => ReactNode }
> = {
  placedAt: { label: T.placedAt, value: (order) => taipeiDateTime(order.placed_at) },
  shop: { label: T.shop, value: (order) => order.shop_name },
  recipient: { label: T.buyerRecipient, value: (order) => order.recipient_name },
  total: {
    label: CHECKOUT_LABELS.total,
    value: (order) =>
      order.item_count === undefined ? (
        formatPrice(order.total)
      ) : (
        <>
          {formatPrice(order.total)}（{T.pieces(order.item_count)}）
        </>
      ),
  },
};

export interface OrderFactsProps {
  order: OrderFactSource;
  /** The facts, in this order. */
  show: readonly OrderFactName[];
}

/** An order's facts: label and value pairs that wrap (the time placed in Asia/Taipei). */
export function OrderFacts({ order, show }: OrderFactsProps) {
  return (
    <StyledOrderFacts>
      {show.map((name) => (
        <div key={name}>
          <dt>{facts[name].label}</dt>
          <dd>{facts[name].value(order)}</dd>
        </div>
      ))}
    </StyledOrderFacts>
  );
}

export interface OrderSummaryCardProps {
  order: ShopOrderSummary;
  /** The order's page: the number links there; without it the number is plain bold text. */
  href?: string;
  /** The facts under the number, in this order; none by default. */
  facts?: readonly OrderFactName[];
  /** What follows the facts: where the order goes, its actions, a form. */
  children?: ReactNode;
}

/**
 * One order in a list (the buyer's, the owner's, the carrier's): its number (a link to its page
 * when `href` is given) and state on top, the facts asked for below, then `children`. A list item:
 * render it in a list (`StyledOrderCards` on the order screens).
 */
export function OrderSummaryCard({ order, href, facts: shown, children }: OrderSummaryCardProps) {
  return (
    <StyledOrderCard>
      <StyledOrderHead>
        {href === undefined ? (
          <strong>{order.number}</strong>
        ) : (
          <Link to={href}>{order.number}</Link>
        )}
        <OrderStatusBadge status={order.status} />
      </StyledOrderHead>
      {shown && shown.length > 0 && <OrderFacts order={order} show={shown} />}
      {children}
    </StyledOrderCard>
  );
}
