import type { ReactNode } from 'react';
import { Skeleton } from '../primitives';
import { StyledCheckoutLoading } from './checkoutStyles';
import { RetryButton } from './retry';

/**
 * What the checkout screens show the same way (CartView, CheckoutConfirmView, PaymentHandoffView,
 * SandboxGatewayView, CheckoutResultView): the failure's message with its ways out, an order's
 * card loading, a fact of a list of facts.
 */

/** Inside the screen's alert: the message, then 重試 and the ways out (`children`) in a row. */
export function CheckoutFailure({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <p>{message}</p>
      <div>
        <RetryButton onRetry={onRetry} />
        {children}
      </div>
    </>
  );
}

/** Inside an order's card while the order loads: its state for a screen reader, placeholders. */
export function CheckoutOrderLoading() {
  return (
    <>
      <StyledCheckoutLoading role="status">訂單載入中</StyledCheckoutLoading>
      <Skeleton height={28} width="60%" />
      <Skeleton lines={4} />
    </>
  );
}

/** One fact of a screen's list of facts (`<dl>`): its name and its value, together in a `<div>`. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
