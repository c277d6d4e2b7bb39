import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The booking screen's calls (docs/architecture.md §2), on the app's one client. */
export const { useSlots, useMyBookings, useCreateBooking, useCancelBooking } = createApiHooks(api);
