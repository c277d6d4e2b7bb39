import { useState, type FormEvent } from 'react';
import {
  CHECKOUT_MESSAGES as M,
  FAILURE_REASON_MAX,
  ORDER_STATUS_LABELS,
  type ShipmentStatus,
} from '@folio/rules';
import { Button, Textarea, type PaginationProps } from '../../primitives';
import { ToggleButton } from '../../primitives/Button/ToggleButton';
import { OrderSummaryCard } from '../OrderSummaryCard';
import { OrderCardsStates, OrderOutcomeNote, OrderPager, type OrderOutcome } from '../orderParts';
import {
  CARRIER_TABS,
  ORDER_TEXTS as T,
  carrierMoves,
  orderAddress,
  type CarrierOrder,
  type CarrierTab,
  type OrderActionResult,
} from '../orders';
import {
  StyledOrderActions,
  StyledOrderScreen,
  StyledReason,
  StyledTabs,
  StyledWhere,
} from './CargoView.styles';

export interface CargoViewProps {
  /** The state shown. */
  tab: CarrierTab;
  onTabChange: (tab: CarrierTab) => void;
  /** The orders of the tab's current page. */
  orders: CarrierOrder[];
  /**
   * Moves an order (an allowed move of its state only); `note` is the reason of a
   * `delivery_failed`, else null. Resolve `{ error }` with the server's refusal.
   */
  onMove: (id: number, to: ShipmentStatus, note: string | null) => Promise<OrderActionResult>;
  /** Shows placeholders instead of orders. @default false */
  loading?: boolean;
  /** The next page or tab is loading while the current orders still show. @default false */
  busy?: boolean;
  /** Shown instead of the orders (a failure, or 只有貨運帳號可以使用配送頁面). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** Paging under the orders (20 a page). */
  pagination?: Omit<PaginationProps, 'label'>;
}

/** The reason of a failed delivery checked before sending: one message, none when it is fine. */
function reasonError(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return M.failureReasonRequired;
  if ([...trimmed].length > FAILURE_REASON_MAX) return M.failureReasonTooLong;
  return undefined;
}

/**
 * The carrier's page (/cargo, docs/requirements.md §2 "Cargo"), phone first for a driver: the
 * orders handed to this carrier in tabs by state, each with its number, recipient, phone (a `tel:`
 * link), address and pieces, and its next moves as buttons (only the moves @folio/rules'
 * `carrierMayMove` allows from its state). 配送失敗 asks for the reason first. A move someone
 * made first answers 訂單狀態已變更，請重新整理, shown above the list while the app reloads it.
 *
 * The contract's `OrderSummary` carries no phone or address yet: the card shows them when the
 * order has them.
 */
export function CargoView({
  tab,
  onTabChange,
  orders,
  onMove,
  loading = false,
  busy = false,
  errorMessage,
  onRetry,
  pagination,
}: CargoViewProps) {
  const [working, setWorking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [failing, setFailing] = useState<{ id: number; reason: string; shown: boolean } | null>(
    null,
  );

  async function move(order: CarrierOrder, to: ShipmentStatus, note: string | null) {
    setWorking(order.id);
    setOutcome(null);
    try {
      const result = await onMove(order.id, to, note);
      if (result?.error) setOutcome({ error: true, text: result.error });
      else {
        setOutcome({ error: false, text: T.moved(order.number, ORDER_STATUS_LABELS[to]) });
        setFailing(null);
      }
    } catch {
      setOutcome({ error: true, text: M.statusChanged });
    } finally {
      setWorking(null);
    }
  }

  function submitFailure(event: FormEvent, order: CarrierOrder) {
    event.preventDefault();
    if (!failing) return;
    if (reasonError(failing.reason)) {
      setFailing({ ...failing, shown: true });
      return;
    }
    void move(order, 'delivery_failed', failing.reason.trim());
  }

  return (
    <StyledOrderScreen aria-labelledby="carrier-title" data-folio="cargo">
      <h1 id="carrier-title">{M.cargoTitle}</h1>
      <StyledTabs role="group" aria-label={T.carrierTabs}>
        {CARRIER_TABS.map((name) => (
          <ToggleButton
            key={name}
            pressed={name === tab}
            onClick={() => {
              setFailing(null);
              onTabChange(name);
            }}
          >
            {ORDER_STATUS_LABELS[name]}
          </ToggleButton>
        ))}
      </StyledTabs>

      <OrderOutcomeNote outcome={outcome} />

      <OrderCardsStates
        errorMessage={errorMessage}
        onRetry={onRetry}
        loading={loading && { cards: 2, lines: 3 }}
        empty={orders.length === 0 ? { message: M.noCarrierOrders } : undefined}
        busy={busy}
        label={ORDER_STATUS_LABELS[tab]}
      >
        {orders.map((order) => {
          const address = orderAddress(order);
          const asking = failing?.id === order.id ? failing : null;
          const moves = carrierMoves(order.status);
          const error = asking?.shown ? reasonError(asking.reason) : undefined;
          return (
            <OrderSummaryCard key={order.id} order={order}>
              <StyledWhere>
                <p>
                  {order.recipient_name}（{T.pieces(order.item_count)}）
                </p>
                {order.recipient_phone && (
                  <p>
                    <a
                      href={`tel:${order.recipient_phone}`}
                      aria-label={T.call(order.recipient_phone)}
                    >
                      {order.recipient_phone}
                    </a>
                  </p>
                )}
                {address && <p>{address}</p>}
              </StyledWhere>
              {asking ? (
                <StyledReason
                  aria-label={T.failureReason}
                  onSubmit={(event) => submitFailure(event, order)}
                  noValidate
                >
                  <Textarea
                    label={T.failureReason}
                    rows={2}
                    required
                    autoFocus
                    value={asking.reason}
                    error={error}
                    onChange={(e) => setFailing({ ...asking, reason: e.target.value })}
                  />
                  <StyledOrderActions>
                    <Button type="submit" loading={working === order.id}>
                      {ORDER_STATUS_LABELS.delivery_failed}
                    </Button>
                    <Button
                      variant="outline"
                      disabled={working === order.id}
                      onClick={() => setFailing(null)}
                    >
                      {T.keep}
                    </Button>
                  </StyledOrderActions>
                </StyledReason>
              ) : (
                moves.length > 0 && (
                  <StyledOrderActions role="group" aria-label={T.actionsFor(order.number)}>
                    {moves.map((to) => (
                      <Button
                        key={to}
                        variant={to === 'delivery_failed' ? 'outline' : 'solid'}
                        aria-label={T.moveTo(ORDER_STATUS_LABELS[to], order.number)}
                        loading={working === order.id}
                        disabled={working !== null}
                        onClick={() =>
                          to === 'delivery_failed'
                            ? setFailing({ id: order.id, reason: '', shown: false })
                            : void move(order, to, null)
                        }
                      >
                        {ORDER_STATUS_LABELS[to]}
                      </Button>
                    ))}
                  </StyledOrderActions>
                )
              )}
            </OrderSummaryCard>
          );
        })}
      </OrderCardsStates>

      <OrderPager pagination={pagination} busy={busy} failed={Boolean(errorMessage)} />
    </StyledOrderScreen>
  );
}
