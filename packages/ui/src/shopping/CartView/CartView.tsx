import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CART_LINE_PROBLEM_LABELS,
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES,
  maxQuantity,
  onlyLeft,
} from '@folio/rules';
import { formatPrice } from '../../format';
import { Button, Picture, Skeleton } from '../../primitives';
import type { CartItem } from '../checkoutTypes';
import { RetryButton } from '../retry';
import { QuantityStepper } from '../QuantityStepper';
import {
  StyledCartView,
  StyledCover,
  StyledEmpty,
  StyledError,
  StyledLine,
  StyledLineError,
  StyledLineInfo,
  StyledLineSide,
  StyledLines,
  StyledLoading,
  StyledProblem,
  StyledShop,
  StyledShopFoot,
} from './CartView.styles';

/** What a change answers: nothing when it took, else the message to show on the line. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- `async () => {}` is a success
export type CartChangeResult = Promise<string | void | undefined>;

export interface CartViewProps {
  /** The cart's lines, grouped by shop in the order given; undefined while loading or failed. */
  lines?: CartItem[];
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the lines (購物車載入失敗，請稍後再試). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** Sets a line's quantity (1 to min(stock, 99)); resolves with a message when refused. */
  onQuantityChange: (lineId: number, quantity: number) => CartChangeResult;
  /** Removes a line; resolves with a message when it failed. */
  onRemove: (lineId: number) => CartChangeResult;
  /** The storefront (the empty cart's link). */
  storefrontHref: string;
  /** The confirm screen of one shop (前往結帳). */
  checkoutHref: (companyFlag: string) => string;
  /** A product's page, linked from its name. */
  productHref?: (productId: number) => string;
}

/** The lines of each shop, in the order of their first line. */
function byShop(lines: CartItem[]) {
  const shops = new Map<string, { name: string; lines: CartItem[] }>();
  for (const line of lines) {
    const shop = shops.get(line.company_flag) ?? { name: line.shop_name, lines: [] };
    shop.lines.push(line);
    shops.set(line.company_flag, shop);
  }
  return [...shops.entries()].map(([flag, shop]) => ({ flag, ...shop }));
}

/** Whether a line can still be bought (only 移除 is offered when it cannot). */
const buyable = (line: CartItem) => line.problem !== 'sold_out' && line.problem !== 'unavailable';

/** A line's problem, said in full: 價格已變更 with both prices, 庫存不足 with what is left. */
function ProblemNote({ line }: { line: CartItem }) {
  if (!line.problem) return null;
  const label = CART_LINE_PROBLEM_LABELS[line.problem];
  return (
    <StyledProblem>
      <strong>{label}</strong>
      {line.problem === 'price_changed' && (
        <span>
          <del>{formatPrice(line.added_price)}</del> → {formatPrice(line.unit_price)}
        </span>
      )}
      {line.problem === 'insufficient_stock' && <span>{onlyLeft(line.stock)}</span>}
    </StyledProblem>
  );
}

function Line({
  line,
  productHref,
  onQuantityChange,
  onRemove,
}: { line: CartItem } & Pick<CartViewProps, 'productHref' | 'onQuantityChange' | 'onRemove'>) {
  const [busy, setBusy] = useState(false);
  const [wanted, setWanted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => CartChangeResult) => {
    setBusy(true);
    setError(null);
    try {
      setError((await change()) || null);
    } finally {
      setBusy(false);
      setWanted(null);
    }
  };
  const max = maxQuantity(line.stock);
  const name = line.variant_label
    ? `${line.product_name}（${line.variant_label}）`
    : line.product_name;
  return (
    <StyledLine aria-busy={busy || undefined} $problem={Boolean(line.problem)}>
      <StyledCover>
        {line.cover ? (
          <Picture src={line.cover.src} sources={line.cover.sources} alt="" />
        ) : (
          <span aria-hidden="true" />
        )}
      </StyledCover>
      <StyledLineInfo>
        <h3>
          {productHref ? (
            <Link to={productHref(line.product_id)}>{line.product_name}</Link>
          ) : (
            line.product_name
          )}
        </h3>
        {line.variant_label && <p>{line.variant_label}</p>}
        <p>{formatPrice(line.unit_price)}</p>
        <ProblemNote line={line} />
      </StyledLineInfo>
      <StyledLineSide>
        {buyable(line) && (
          <QuantityStepper
            value={wanted ?? Math.min(line.quantity, Math.max(1, max))}
            max={max}
            disabled={busy}
            onChange={(quantity) => {
              if (quantity === line.quantity) return;
              setWanted(quantity);
              void run(() => onQuantityChange(line.id, quantity));
            }}
          />
        )}
        <strong aria-label={`${name} ${CHECKOUT_LABELS.subtotal}`}>
          {formatPrice(line.line_total)}
        </strong>
        <Button
          variant="text"
          size="small"
          disabled={busy}
          aria-label={`${CHECKOUT_MESSAGES.removeLine} ${name}`}
          onClick={() => void run(() => onRemove(line.id))}
        >
          {CHECKOUT_MESSAGES.removeLine}
        </Button>
      </StyledLineSide>
      {error && <StyledLineError role="alert">{error}</StyledLineError>}
    </StyledLine>
  );
}

/**
 * The cart at /shopping/cart (docs/requirements.md §2 "Shopping (checkout and delivery)"): the
 * lines grouped by shop, each with its cover, name, variant, unit price, a quantity of 1 to
 * min(stock, 99), its total and 移除; each shop's subtotal and 前往結帳. A line whose variant
 * changed says how (價格已變更 with both prices, 庫存不足 with 庫存只剩 N 件, 已售完, 已停售; only
 * 移除 for the last two). Loading, empty and failed states.
 */
export function CartView({
  lines,
  loading = false,
  errorMessage,
  onRetry,
  onQuantityChange,
  onRemove,
  storefrontHref,
  checkoutHref,
  productHref,
}: CartViewProps) {
  const M = CHECKOUT_MESSAGES;
  let body;
  if (errorMessage) {
    body = (
      <StyledError role="alert">
        <p>{errorMessage}</p>
        <RetryButton onRetry={onRetry} />
      </StyledError>
    );
  } else if (!lines || loading) {
    body = (
      <>
        <StyledLoading role="status">購物車載入中</StyledLoading>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="rect" height={120} />
      </>
    );
  } else if (lines.length === 0) {
    body = (
      <StyledEmpty>
        <p>{M.cartEmpty}</p>
        <Link to={storefrontHref}>回到商店</Link>
      </StyledEmpty>
    );
  } else {
    body = byShop(lines).map((shop) => {
      const subtotal = shop.lines.reduce((sum, l) => sum + l.line_total, 0);
      const changed = shop.lines.some((l) => l.problem);
      const headingId = `cart-shop-${shop.flag}`;
      return (
        <StyledShop key={shop.flag} aria-labelledby={headingId}>
          <h2 id={headingId}>{shop.name}</h2>
          <StyledLines>
            {shop.lines.map((line) => (
              <Line
                key={line.id}
                line={line}
                productHref={productHref}
                onQuantityChange={onQuantityChange}
                onRemove={onRemove}
              />
            ))}
          </StyledLines>
          <StyledShopFoot data-folio-action-bar="">
            {changed && <p>{M.cartChanged}</p>}
            <p aria-live="polite">
              {CHECKOUT_LABELS.subtotal} <strong>{formatPrice(subtotal)}</strong>
            </p>
            <Link to={checkoutHref(shop.flag)}>{M.checkout}</Link>
          </StyledShopFoot>
        </StyledShop>
      );
    });
  }
  return (
    <StyledCartView data-folio="cart" aria-labelledby="cart-title" aria-busy={loading || undefined}>
      <h1 id="cart-title">{M.cartTitle}</h1>
      {body}
    </StyledCartView>
  );
}
