import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { components, paths } from '@folio/contract';
import type { ApiClient } from './client.ts';
import { settle } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';

type Schemas = components['schemas'];
type Config = TypesForGetRequest<paths, '/manage/bookings'>['SWRConfig'];

/** The owner's list filters (GET /manage/bookings): state, first Taipei day, page. */
export interface ManagedBookingsQuery {
  state?: Schemas['ManagedBookingState'];
  from?: string;
  page?: number;
}

/**
 * The owner's view of bookings (docs/adr/0017 "The owner's view of bookings"): every member's
 * bookings (GET /manage/bookings) and the cancel of an upcoming one. Apart from createApiHooks,
 * as the task operator's are, so only its screen carries them; give it createApiHooks'
 * useRevalidate and prefix.
 */
export function createBookingAdminHooks(
  client: ApiClient,
  useRevalidate: UseRevalidate,
  { prefix = 'folio-api' }: { prefix?: string } = {},
) {
  const useQuery = createQueryHook(client, prefix);
  const cancel = (id: number, reason: string) =>
    settle<Schemas['ManagedBookingSaved'], 'reason'>(
      client.POST('/manage/bookings/{id}/cancel', {
        params: { path: { id } },
        body: reason.trim() === '' ? {} : { reason },
      }),
    );

  return {
    /** A page of every member's bookings; false skips it (not an administrator). */
    useManagedBookings: (query: ManagedBookingsQuery | false, config?: Config) =>
      useQuery(
        '/manage/bookings',
        query === false
          ? null
          : {
              params: {
                query: {
                  ...(query.state && { state: query.state }),
                  ...(query.from && { from: query.from }),
                  ...(query.page && query.page > 1 && { page: query.page }),
                },
              },
            },
        config,
      ),

    /**
     * POST /manage/bookings/{id}/cancel with an optional reason (a MutationResult; `409` started
     * or already cancelled, `422` the reason's message). Reloads the booking reads on screen
     * (the list, the slots, 我的預約) when it succeeds or answers 409.
     */
    useCancelManagedBooking: () =>
      useReloadingWrite(useRevalidate, ['/manage/bookings', '/slots', '/bookings'], cancel),
  };
}
