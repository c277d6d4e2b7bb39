import type { ReactNode } from 'react';
import { Button, Pagination, Skeleton, type PaginationProps } from '../primitives';
import { OrderSummaryCard, type OrderFactName } from './OrderSummaryCard';
import { ORDER_TEXTS as T, type ShopOrderSummary } from './orders';
import { StyledOrderCard, StyledOrderCards, StyledOrderNote } from './orderStyles';
import { RetryRow } from './retry';

/**
 * The states every order screen shows the same way (OrderListView, OrderDetailView,
 * ManageOrdersView, CargoView): a failure with 重試, a write's outcome, placeholders, the pager.
 */

/** What came of a write: the text, as an alert when it failed. */
export type OrderOutcome = { error: boolean; text: string } | null;

/** A failure (or refusal) where the orders would be, with 重試 when `onRetry` is given. */
export function OrderLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <StyledOrderNote role="alert" $tone="error" $boxed>
      {message}
      <RetryRow onRetry={onRetry} />
    </StyledOrderNote>
  );
}

/** A write's outcome above the list; nothing before the first. */
export function OrderOutcomeNote({ outcome }: { outcome: OrderOutcome }) {
  if (!outcome) return null;
  return (
    <StyledOrderNote
      role={outcome.error ? 'alert' : 'status'}
      $tone={outcome.error ? 'error' : 'success'}
    >
      {outcome.text}
    </StyledOrderNote>
  );
}

/** Placeholder cards while the first page loads. */
function OrderCardsLoading({ cards, lines }: { cards: number; lines: number }) {
  return (
    <StyledOrderCards aria-busy="true" aria-label={T.loading}>
      {Array.from({ length: cards }, (_, i) => (
        <StyledOrderCard key={i}>
          <Skeleton lines={lines} />
        </StyledOrderCard>
      ))}
    </StyledOrderCards>
  );
}

/** The pager under a list, when there are pages and the list loaded; held while `busy`. */
export function OrderPager({
  pagination,
  busy,
  failed,
}: {
  pagination?: Omit<PaginationProps, 'label'>;
  busy: boolean;
  failed: boolean;
}) {
  if (!pagination || failed || pagination.pageCount <= 0) return null;
  return <Pagination {...pagination} label={T.pager} disabled={busy || pagination.disabled} />;
}

/**
 * `OrderCardsStates`' `empty` for `orders`: none when there are some; else `none`, or, while
 * filters are set (`clearFilters` given), that none match, with a button that clears them.
 */
function emptyOrders(orders: readonly unknown[], none: string, clearFilters?: () => void) {
  if (orders.length > 0) return undefined;
  if (!clearFilters) return { message: none };
  return { message: T.noMatch, clear: { label: T.clearFilters, onClick: clearFilters } };
}

/**
 * Where a list screen's orders go: the failure, the placeholders (`loading`: how many cards of how
 * many lines), the note when there are none (with the action that clears the filters, when they
 * hide some), or the cards (`children`), held while `busy`.
 */
export function OrderCardsStates({
  errorMessage,
  onRetry,
  loading,
  empty,
  busy,
  label,
  children,
}: {
  errorMessage?: string;
  onRetry?: () => void;
  loading: false | { cards: number; lines: number };
  /** The note when there are no orders; undefined when there are. */
  empty?: { message: string; clear?: { label: string; onClick: () => void } };
  busy: boolean;
  /** The list's name. */
  label: string;
  children: ReactNode;
}) {
  if (errorMessage) return <OrderLoadError message={errorMessage} onRetry={onRetry} />;
  if (loading) return <OrderCardsLoading {...loading} />;
  if (empty)
    return (
      <StyledOrderNote role="status" $boxed>
        {empty.message}
        {empty.clear && (
          <div>
            <Button variant="outline" onClick={empty.clear.onClick}>
              {empty.clear.label}
            </Button>
          </div>
        )}
      </StyledOrderNote>
    );
  return (
    <StyledOrderCards aria-busy={busy || undefined} aria-label={label}>
      {children}
    </StyledOrderCards>
  );
}

/** What a list of linked order cards takes from its screen's own props (see `LinkedOrderList`). */
export interface LinkedOrderListProps {
  /** The orders of the current page, newest first. */
  orders: ShopOrderSummary[];
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
}

/**
 * The buyer's and the owner's order lists: `OrderCardsStates` (three placeholder cards of `lines`
 * lines; `none`, or that none match with `clearFilters` while filters hide some), a card per order
 * whose number links to its page, with `facts` and `actions` (a card's own buttons), then the pager.
 */
export function LinkedOrderList({
  orders,
  orderHref,
  loading = false,
  busy = false,
  errorMessage,
  onRetry,
  pagination,
  lines,
  none,
  clearFilters,
  facts,
  actions,
}: LinkedOrderListProps & {
  lines: number;
  none: string;
  clearFilters?: () => void;
  facts: readonly OrderFactName[];
  actions?: (order: ShopOrderSummary) => ReactNode;
}) {
  return (
    <>
      <OrderCardsStates
        errorMessage={errorMessage}
        onRetry={onRetry}
        loading={loading && { cards: 3, lines }}
        empty={emptyOrders(orders, none, clearFilters)}
        busy={busy}
        label={T.orders}
      >
        {orders.map((order) => (
          <OrderSummaryCard key={order.id} order={order} href={orderHref(order.id)} facts={facts}>
            {actions?.(order)}
          </OrderSummaryCard>
        ))}
      </OrderCardsStates>

      <OrderPager pagination={pagination} busy={busy} failed={Boolean(errorMessage)} />
    </>
  );
}
