import type { DeliveryMethod } from '@folio/rules';

/** Delivery's table (012_delivery, docs/adr/0031-checkout-payment-and-delivery.md), part of DB. */
export interface DeliveryTables {
  /** The carrier account each delivery method hands its orders to (`pnpm admin:create --role carrier`). */
  delivery_carriers: {
    delivery_method: DeliveryMethod;
    /** A `carrier` user. */
    carrier_id: number;
    updated_at: string;
  };
}
