import { createApiHooks, createOrderHooks } from '@folio/api';
import { api } from '../../api';

const { useLogin, useLogout, useRevalidate } = createApiHooks(api);

/** The carrier's screens' calls (docs/adr/0031-checkout-payment-and-delivery.md), on the one client. */
export { useLogin, useLogout };
export const { useCarrierOrders, useUpdateShipment } = createOrderHooks(api, useRevalidate);
