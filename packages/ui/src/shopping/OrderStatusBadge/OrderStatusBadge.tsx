import { ORDER_STATUS_LABELS, type OrderStatus } from '@folio/rules';
import { StyledStatusBadge } from './OrderStatusBadge.styles';

export interface OrderStatusBadgeProps {
  status: OrderStatus;
}

/**
 * An order's state as a pill: its label (@folio/rules' `ORDER_STATUS_LABELS`) in its tone's colour,
 * the same on every order screen (the label says it; colour only helps).
 */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  return <StyledStatusBadge $status={status}>{ORDER_STATUS_LABELS[status]}</StyledStatusBadge>;
}
