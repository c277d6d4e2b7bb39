/**
 * The gateway's refund of a paid order (docs/adr/0031-checkout-payment-and-delivery.md "Access":
 * paid → `refunded`, the gateway's refund, then the stock returns). The owner's cancel calls it
 * once, inside the transaction whose conditional UPDATE moved the order, so a refund that fails
 * rolls the move back (502, nothing changed) and two cancels at once refund once.
 */
export type Refund = (order: { id: number; total: number }) => Promise<void>;

/** The gateway refused the refund or could not be reached: the contract's 502. */
export class RefundFailed extends Error {
  constructor(cause?: unknown) {
    super('refund failed', { cause });
    this.name = 'RefundFailed';
  }
}

/**
 * The sandbox gateway's refund (the default): its payments are pretend, so there is nothing to
 * send back. A real gateway's adapter gives its own (the server option `refund`).
 */
export const sandboxRefund: Refund = async () => undefined;
