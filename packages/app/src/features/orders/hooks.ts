import { createApiHooks, createOrderHooks } from '@folio/api';
import { api } from '../../api';

const { useShops, useRevalidate } = createApiHooks(api);

/** The order screens' calls (docs/adr/0031-checkout-payment-and-delivery.md), on the one client. */
export { useShops };
export const {
  useOrders,
  useOrder,
  useCancelOrder,
  useManagedOrders,
  useCancelManagedOrder,
  useHandOverOrder,
} = createOrderHooks(api, useRevalidate);
