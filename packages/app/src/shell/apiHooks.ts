import { createApiHooks } from '@folio/api';
import { api } from './api';

/**
 * The app's hooks for every call, on its one client: reads (SWR) and writes (mutation hooks with
 * the error mapping and cache invalidation built in). Kept out of the shell so SWR and the client
 * load with the screens that use them.
 */
export const {
  useEvents,
  primeEvents,
  EventsFallback,
  useEvent,
  usePing,
  useLogin,
  useRegister,
  useCheckEmail,
  useResendVerification,
  useVerifyEmail,
  useForgotPassword,
  useResetPassword,
  useCheckToken,
  useChangePassword,
  useCreateEvent,
  useUpdateEvent,
  useSlots,
  useMyBookings,
  useCreateBooking,
  useCancelBooking,
  useTasks,
  useCreateTask,
  useCancelTask,
} = createApiHooks(api);
