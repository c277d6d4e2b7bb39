import type { ComponentType, ReactNode } from 'react';
import { Skeleton } from '../primitives';
import { StyledCheckoutAlert, StyledCheckoutLoading } from './checkoutStyles';
import { RetryButton } from './retry';

/**
 * What the checkout screens show the same way (CartView, CheckoutConfirmView, PaymentHandoffView,
 * SandboxGatewayView, CheckoutResultView): the failure's message with its ways out, an order's
 * card loading (or the failure, until the order shows), a fact of a list of facts.
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
function CheckoutOrderLoading() {
  return (
    <>
      <StyledCheckoutLoading role="status">訂單載入中</StyledCheckoutLoading>
      <Skeleton height={28} width="60%" />
      <Skeleton lines={4} />
    </>
  );
}

/**
 * Where the order goes until it shows: the failure in an alert, its ways out (`children`) beside
 * 重試; else the screen's `Card` with the order loading.
 */
export function CheckoutOrderPending({
  errorMessage,
  onRetry,
  Card,
  children,
}: {
  errorMessage?: string;
  onRetry?: () => void;
  Card: ComponentType<{ children: ReactNode }>;
  children?: ReactNode;
}) {
  if (errorMessage)
    return (
      <StyledCheckoutAlert role="alert">
        <CheckoutFailure message={errorMessage} onRetry={onRetry}>
          {children}
        </CheckoutFailure>
      </StyledCheckoutAlert>
    );
  return (
    <Card>
      <CheckoutOrderLoading />
    </Card>
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
