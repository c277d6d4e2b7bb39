import { useState, type ReactNode } from 'react';
import {
  CHECKOUT_MESSAGES as M,
  FAILURE_REASON_MAX,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@folio/rules';
import {
  Button,
  Dialog,
  Select,
  TextField,
  Textarea,
  type PaginationProps,
} from '../../primitives';
import { LinkedOrderList, OrderOutcomeNote, type OrderOutcome } from '../orderParts';
import { ORDER_TEXTS as T, type OrderActionResult, type ShopOrderSummary } from '../orders';
import {
  StyledOrderActions,
  StyledOrderFilters,
  StyledOrderNote,
  StyledOrderScreen,
} from './ManageOrdersView.styles';

/** What the owner's list shows: every filter lives in the page's URL. */
export interface ManageOrderFilters {
  /** '' for every state. */
  status: OrderStatus | '';
  /** A shop's `company_flag`; '' for every shop. */
  shop: string;
  /** The first day placed (`YYYY-MM-DD`, Asia/Taipei), included; '' for no bound. */
  from: string;
  /** The last day placed, included; '' for no bound. */
  to: string;
}

export interface ManageOrdersViewProps {
  /** The orders of the current page, newest first. */
  orders: ShopOrderSummary[];
  filters: ManageOrderFilters;
  /** Called with the filters changed (never a range that ends before it starts); page 1 again. */
  onFiltersChange: (filters: ManageOrderFilters) => void;
  /** The shops to choose from. */
  shops: { flag: string; name: string }[];
  /** The URL of an order's page. */
  orderHref: (id: number) => string;
  /** Hands a paid order to its delivery method's carrier (交寄). */
  onHandOver: (id: number) => Promise<OrderActionResult>;
  /** Cancels an unpaid order, or refunds a paid one, with the reason mailed to the buyer. */
  onCancel: (id: number, reason: string) => Promise<OrderActionResult>;
  /** Shown instead of everything for anyone but an administrator (以管理員登入後即可管理商店). */
  notice?: ReactNode;
  /** Shows placeholders instead of orders. @default false */
  loading?: boolean;
  /** The next page or filter is loading while the current orders still show. @default false */
  busy?: boolean;
  /** Shown instead of the orders when they could not be loaded. */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** Paging under the orders (20 a page). */
  pagination?: Omit<PaginationProps, 'label'>;
}

const noFilters: ManageOrderFilters = { status: '', shop: '', from: '', to: '' };

/**
 * The owner's orders (/shopping/manage/orders, docs/requirements.md §2 "Owner's orders"): every
 * shop's orders filtered by state, shop and the days placed, and on each order what its state
 * allows: 交寄 (paid, to its carrier), 取消訂單 (unpaid) or 退款 (paid, not handed over), both after
 * a confirm with a reason for the buyer. The server's refusals (訂單已交寄，無法取消或退款;
 * 訂單狀態已變更，請重新整理, after which the app reloads the list) show above the list.
 */
export function ManageOrdersView({
  filters,
  onFiltersChange,
  shops,
  onHandOver,
  onCancel,
  notice,
  ...list
}: ManageOrdersViewProps) {
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const [seen, setSeen] = useState(filters);
  if (seen.from !== filters.from || seen.to !== filters.to) {
    // The days changed from outside (back button, cleared filters): show them in the fields.
    setSeen(filters);
    setRange({ from: filters.from, to: filters.to });
  }
  const rangeError =
    range.from && range.to && range.from > range.to ? M.dateRangeInvalid : undefined;
  const [working, setWorking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [confirming, setConfirming] = useState<ShopOrderSummary | null>(null);
  const [reason, setReason] = useState('');
  const reasonError =
    [...reason.trim()].length > FAILURE_REASON_MAX ? M.failureReasonTooLong : undefined;

  const change = (next: Partial<ManageOrderFilters>) => onFiltersChange({ ...filters, ...next });
  function changeDay(key: 'from' | 'to', value: string) {
    const next = { ...range, [key]: value };
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) change(next);
  }

  async function run(id: number, action: () => Promise<OrderActionResult>, done: string) {
    setWorking(id);
    setOutcome(null);
    try {
      const result = await action();
      setOutcome(
        result?.error ? { error: true, text: result.error } : { error: false, text: done },
      );
    } catch {
      setOutcome({ error: true, text: M.statusChanged });
    } finally {
      setWorking(null);
    }
  }

  async function confirmCancel() {
    if (!confirming || reasonError) return;
    const order = confirming;
    await run(
      order.id,
      () => onCancel(order.id, reason.trim()),
      order.status === 'paid' ? M.refunded : M.cancelled,
    );
    setConfirming(null);
  }

  if (notice) {
    return (
      <StyledOrderScreen aria-labelledby="manage-orders-title" data-folio="manage-orders">
        <h1 id="manage-orders-title">{T.manageTitle}</h1>
        <StyledOrderNote $boxed>{notice}</StyledOrderNote>
      </StyledOrderScreen>
    );
  }

  const filtered =
    filters.status !== '' || filters.shop !== '' || filters.from !== '' || filters.to !== '';
  const refund = confirming?.status === 'paid';
  return (
    <StyledOrderScreen aria-labelledby="manage-orders-title" data-folio="manage-orders">
      <h1 id="manage-orders-title">{T.manageTitle}</h1>
      <StyledOrderFilters>
        <Select
          label={T.statusFilter}
          value={filters.status}
          placeholder={T.allStatuses}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
          // Cast: the options are ORDER_STATUSES (or '' for all).
          onChange={(e) => change({ status: e.target.value as OrderStatus | '' })}
        />
        <Select
          label={T.shopFilter}
          value={filters.shop}
          placeholder={T.allShops}
          options={shops.map((s) => ({ value: s.flag, label: s.name }))}
          onChange={(e) => change({ shop: e.target.value })}
        />
        <TextField
          label={T.from}
          type="date"
          value={range.from}
          max={range.to || undefined}
          onChange={(e) => changeDay('from', e.target.value)}
        />
        <TextField
          label={T.to}
          type="date"
          value={range.to}
          min={range.from || undefined}
          error={rangeError}
          onChange={(e) => changeDay('to', e.target.value)}
        />
      </StyledOrderFilters>

      <OrderOutcomeNote outcome={outcome} />

      <LinkedOrderList
        {...list}
        lines={3}
        none={M.noOrders}
        clearFilters={filtered ? () => onFiltersChange(noFilters) : undefined}
        facts={['placedAt', 'shop', 'recipient', 'total']}
        actions={(order) =>
          (order.status === 'paid' || order.status === 'pending_payment') && (
            <StyledOrderActions role="group" aria-label={T.actionsFor(order.number)}>
              {order.status === 'paid' && (
                <Button
                  size="small"
                  loading={working === order.id && confirming === null}
                  disabled={working !== null}
                  onClick={() => void run(order.id, () => onHandOver(order.id), M.handedOver)}
                >
                  {M.handOver}
                </Button>
              )}
              <Button
                size="small"
                variant="outline"
                disabled={working !== null}
                onClick={() => {
                  setReason('');
                  setConfirming(order);
                }}
              >
                {order.status === 'paid' ? M.refund : M.cancelOrder}
              </Button>
            </StyledOrderActions>
          )
        }
      />

      <Dialog
        open={confirming !== null}
        onClose={() => working === null && setConfirming(null)}
        role="alertdialog"
        title={refund ? T.confirmRefund : M.confirmCancel}
        maxWidth={440}
        actions={
          <>
            <Button
              variant="outline"
              disabled={working !== null}
              onClick={() => setConfirming(null)}
            >
              {T.keep}
            </Button>
            <Button
              loading={working !== null}
              disabled={reasonError !== undefined}
              onClick={() => void confirmCancel()}
            >
              {refund ? M.refund : M.cancelOrder}
            </Button>
          </>
        }
      >
        <p>{confirming?.number}</p>
        <Textarea
          label={T.reason}
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>
    </StyledOrderScreen>
  );
}
