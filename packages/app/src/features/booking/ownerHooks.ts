import { createApiHooks, createBookingAdminHooks } from '@folio/api';
import { api } from '../../api';

const { useRevalidate } = createApiHooks(api);

/** The owner's view's calls (docs/adr/0017 "The owner's view of bookings"), on the app's one client. */
export const { useManagedBookings, useCancelManagedBooking } = createBookingAdminHooks(
  api,
  useRevalidate,
);
