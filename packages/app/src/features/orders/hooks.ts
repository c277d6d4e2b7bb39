import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The order screens' calls (docs/adr/0031-checkout-payment-and-delivery.md), on the one client. */
export const {
  useShops,
  useOrders,
  useOrder,
  useCancelOrder,
  useManagedOrders,
  useCancelManagedOrder,
  useHandOverOrder,
} = createApiHooks(api);
