import type { ReactNode } from 'react';
import { Button, Pagination, Skeleton, type PaginationProps } from '../primitives';
import { ORDER_TEXTS as T } from './orders';
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
export function emptyOrders(orders: readonly unknown[], none: string, clearFilters?: () => void) {
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
