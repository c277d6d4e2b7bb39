import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { components, paths } from '@folio/contract';
import type { ApiClient } from './client.ts';
import { settle } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';

type Schemas = components['schemas'];
type Config = TypesForGetRequest<paths, '/booking-links/{token}'>['SWRConfig'];

/**
 * The booking a mail's link names (docs/adr/0017 "Mails, reminder and links"): read it, cancel
 * it or move it to another slot with the link's token, no login needed. Apart from
 * createApiHooks, as the operator's are, so only the booking screen carries them; give it
 * createApiHooks' useRevalidate and prefix.
 */
export function createBookingLinkHooks(
  client: ApiClient,
  useRevalidate: UseRevalidate,
  { prefix = 'folio-api' }: { prefix?: string } = {},
) {
  const useQuery = createQueryHook(client, prefix);
  const path = (token: string) => ({ params: { path: { token } } });
  const cancel = (token: string) =>
    settle<Schemas['Message'], never>(client.POST('/booking-links/{token}/cancel', path(token)));
  const reschedule = (token: string, slot: Schemas['RescheduleRequest']) =>
    settle<Schemas['BookingRescheduled'], keyof Schemas['RescheduleRequest']>(
      client.POST('/booking-links/{token}/reschedule', { ...path(token), body: slot }),
    );

  return {
    /**
     * GET /booking-links/{token}: the linked booking; `error` is the `Message` of a 404 (not a
     * link of ours) or a 410 (used, cancelled or started). Null skips it. Not asked again on
     * focus: a void link stays void.
     */
    useLinkedBooking: (token: string | null | undefined, config?: Config) =>
      useQuery('/booking-links/{token}', token ? path(token) : null, {
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        ...config,
      }),

    /**
     * POST /booking-links/{token}/cancel (a MutationResult; `404`, `410` with their messages).
     * Reloads the slots, the member's bookings and the linked booking.
     */
    useCancelLinkedBooking: () =>
      useReloadingWrite(
        useRevalidate,
        ['/slots', '/bookings', '/booking-links/{token}'],
        cancel,
        [410],
      ),

    /**
     * POST /booking-links/{token}/reschedule: the booking moved and its new link token (`data.link`;
     * the old one is void), or `409` taken, `410`, `422` with field messages. Reloads the slots
     * and the member's bookings when it moved or the slot was taken.
     */
    useRescheduleLinkedBooking: () =>
      useReloadingWrite(useRevalidate, ['/slots', '/bookings'], reschedule),
  };
}
