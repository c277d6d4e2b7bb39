import { createApiHooks, createBookingLinkHooks } from '@folio/api';
import { api } from '../../api';

/** The booking screen's calls (docs/architecture.md §2), on the app's one client. */
const hooks = createApiHooks(api);
export const { useSlots, useMyBookings, useCreateBooking, useCancelBooking } = hooks;

/** A mail's link to one booking (docs/adr/0017 "Mails, reminder and links"). */
export const { useLinkedBooking, useCancelLinkedBooking, useRescheduleLinkedBooking } =
  createBookingLinkHooks(api, hooks.useRevalidate);
