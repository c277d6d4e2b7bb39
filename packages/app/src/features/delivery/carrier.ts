import { CARRIER_TABS, type CarrierTab } from '@folio/ui';

/**
 * Whether an account is a carrier's (docs/adr/0031-checkout-payment-and-delivery.md: a third
 * role beside `member` and `admin`).
 */
export function isCarrier(user: { role: string } | null | undefined): boolean {
  return user?.role === 'carrier';
}

/** The tab named in the address (`?status=`), or the first, 已交寄. */
export function cargoTab(value: string | null): CarrierTab {
  return CARRIER_TABS.find((tab) => tab === value) ?? 'shipped';
}
