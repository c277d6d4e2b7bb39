import {
  CHECKOUT_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@folio/rules';
import { Select } from '../../primitives';
import { LinkedOrderList, type LinkedOrderListProps } from '../orderParts';
import { ORDER_TEXTS as T } from '../orders';
import { StyledOrderFilters, StyledOrderScreen } from './OrderListView.styles';

export interface OrderListViewProps extends LinkedOrderListProps {
  /** The state shown; '' for every state. */
  status: OrderStatus | '';
  /** Called with the state chosen; the app goes back to page 1. */
  onStatusChange: (status: OrderStatus | '') => void;
  /** @default '我的訂單' */
  title?: string;
}

/**
 * The buyer's orders (/shopping/orders, docs/requirements.md §2 "Orders"): newest first, 20 a page,
 * filtered by state; each card shows the number (a link to the order), the day and time placed,
 * the shop, the pieces, the total and the state's label. Loading, busy, empty, nothing in the state
 * chosen, and failed (with 重試).
 */
export function OrderListView({
  status,
  onStatusChange,
  title = T.ordersTitle,
  ...list
}: OrderListViewProps) {
  return (
    <StyledOrderScreen aria-labelledby="order-list-title" data-folio="order-list">
      <h1 id="order-list-title">{title}</h1>
      <StyledOrderFilters>
        <Select
          label={T.statusFilter}
          value={status}
          placeholder={T.allStatuses}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
          // Cast: the options are ORDER_STATUSES (or '' for all).
          onChange={(e) => onStatusChange(e.target.value as OrderStatus | '')}
        />
      </StyledOrderFilters>

      <LinkedOrderList
        {...list}
        lines={2}
        none={CHECKOUT_MESSAGES.noOrders}
        clearFilters={status !== '' ? () => onStatusChange('') : undefined}
        facts={['placedAt', 'shop', 'total']}
      />
    </StyledOrderScreen>
  );
}
