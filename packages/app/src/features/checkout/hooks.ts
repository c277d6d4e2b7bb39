import { createApiHooks, createCheckoutHooks } from '@folio/api';
import { api } from '../../api';

/**
 * The checkout screens' calls (docs/architecture.md §2, docs/adr/0031-checkout-payment-and-delivery.md),
 * on the one client and its one cache: the checkout's own hooks reload the cache through
 * `useRevalidate` of the same client.
 */
const { useRevalidate } = createApiHooks(api);

export const {
  useCart,
  useCheckoutQuote,
  useOrderResult,
  useUpdateCartLine,
  useRemoveCartLine,
  usePlaceOrder,
  useOrder,
  useStartOrderPayment,
  useSandboxPayment,
  useCompleteSandboxPayment,
} = createCheckoutHooks(api, useRevalidate);
