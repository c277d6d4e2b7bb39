import type { ReactNode } from 'react';
import { Button, Skeleton } from '../primitives';
import { StyledCheckoutLoading } from './checkoutStyles';

/**
 * What the checkout screens show the same way (CartView, CheckoutConfirmView, PaymentHandoffView,
 * SandboxGatewayView, CheckoutResultView): 重試 after a failure, the failure's message with its
 * ways out, an order's card loading.
 */

/** 重試, when the screen can try again. */
export function CheckoutRetry({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <Button variant="outline" onClick={onRetry}>
      重試
    </Button>
  );
}

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
        <CheckoutRetry onRetry={onRetry} />
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
