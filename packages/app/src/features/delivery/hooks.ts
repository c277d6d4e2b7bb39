import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The carrier's screens' calls (docs/adr/0031-checkout-payment-and-delivery.md), on the one client. */
export const { useLogin, useLogout, useCarrierOrders, useUpdateShipment } = createApiHooks(api);
