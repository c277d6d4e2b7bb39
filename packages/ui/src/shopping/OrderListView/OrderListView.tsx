import {
  CHECKOUT_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@folio/rules';
import { Select, type PaginationProps } from '../../primitives';
import { OrderSummaryCard } from '../OrderSummaryCard';
import { emptyOrders, OrderCardsStates, OrderPager } from '../orderParts';
import { ORDER_TEXTS as T, type ShopOrderSummary } from '../orders';
import { StyledOrderFilters, StyledOrderScreen } from './OrderListView.styles';

export interface OrderListViewProps {
  /** The orders of the current page, newest first. */
  orders: ShopOrderSummary[];
  /** The state shown; '' for every state. */
  status: OrderStatus | '';
  /** Called with the state chosen; the app goes back to page 1. */
  onStatusChange: (status: OrderStatus | '') => void;
  /** The URL of an order's page. */
  orderHref: (id: number) => string;
  /** Shows placeholders instead of orders (the first page loading). @default false */
  loading?: boolean;
  /** The next page or state is loading while the current orders still show. @default false */
  busy?: boolean;
  /** Shown instead of the orders when they could not be loaded. */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** Paging under the orders (20 a page). */
  pagination?: Omit<PaginationProps, 'label'>;
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
  orders,
  status,
  onStatusChange,
  orderHref,
  loading = false,
  busy = false,
  errorMessage,
  onRetry,
  pagination,
  title = T.ordersTitle,
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

      <OrderCardsStates
        errorMessage={errorMessage}
        onRetry={onRetry}
        loading={loading && { cards: 3, lines: 2 }}
        empty={emptyOrders(
          orders,
          CHECKOUT_MESSAGES.noOrders,
          status !== '' ? () => onStatusChange('') : undefined,
        )}
        busy={busy}
        label={T.orders}
      >
        {orders.map((order) => (
          <OrderSummaryCard
            key={order.id}
            order={order}
            href={orderHref(order.id)}
            facts={['placedAt', 'shop', 'total']}
          />
        ))}
      </OrderCardsStates>

      <OrderPager pagination={pagination} busy={busy} failed={Boolean(errorMessage)} />
    </StyledOrderScreen>
  );
}
