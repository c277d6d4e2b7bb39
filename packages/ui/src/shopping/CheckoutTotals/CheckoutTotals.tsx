import { CHECKOUT_LABELS } from '@folio/rules';
import { formatPrice } from '../../format';
import { StyledCheckoutTotals, StyledLine, StyledLines, StyledSums } from './CheckoutTotals.styles';

/** A line the summary lists. */
export interface CheckoutTotalsLine {
  key: number;
  product_name: string;
  variant_label: string;
  quantity: number;
  line_total: number;
  /** A short note under the line (a cart line's problem), shown marked. */
  note?: string;
}

export interface CheckoutTotalsProps {
  /** The lines, read only. @default [] */
  lines?: CheckoutTotalsLine[];
  subtotal: number;
  shipping_fee: number;
  total: number;
  /** Announces a new total to screen readers (the confirm screen quotes again). @default false */
  live?: boolean;
}

/**
 * An order's lines in short and its totals as the server computed them: 小計, 運費 (免運 when
 * nothing) and 總計 (docs/requirements.md §2 "Shopping (checkout and delivery)"). Shared by the
 * confirm, hand-off and result screens.
 */
export function CheckoutTotals({
  lines = [],
  subtotal,
  shipping_fee,
  total,
  live = false,
}: CheckoutTotalsProps) {
  const L = CHECKOUT_LABELS;
  return (
    <StyledCheckoutTotals data-folio="checkout-totals">
      {lines.length > 0 && (
        <StyledLines>
          {lines.map((line) => (
            <StyledLine key={line.key} $marked={Boolean(line.note)}>
              <span>
                {line.product_name}
                {line.variant_label && <small>{line.variant_label}</small>}
                {line.note && <em>{line.note}</em>}
              </span>
              <span>× {line.quantity}</span>
              <span>{formatPrice(line.line_total)}</span>
            </StyledLine>
          ))}
        </StyledLines>
      )}
      <StyledSums aria-live={live ? 'polite' : undefined}>
        <div>
          <dt>{L.subtotal}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>{L.shipping_fee}</dt>
          <dd>{shipping_fee === 0 ? L.free : formatPrice(shipping_fee)}</dd>
        </div>
        <div>
          <dt>{L.total}</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </StyledSums>
    </StyledCheckoutTotals>
  );
}
