import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiClient } from './client.ts';
import type { paths } from './generated/schema.ts';
import { createMutations, type EventInput } from './mutations.ts';

/** Query parameters of the events list; an empty search means no filter. */
export interface EventListQuery {
  page?: number;
  search?: string;
}

/** The list query as sent: page 1 unless named, the search trimmed and left out when empty. */
function toQuery({ page = 1, search = '' }: EventListQuery): { page: number; search?: string } {
  const trimmed = search.trim();
  return trimmed === '' ? { page } : { page, search: trimmed };
}

/** SWR options for the read of `path` (e.g. `{ keepPreviousData: true }`). */
export type QueryConfig<Path extends '/events' | '/events/{id}' | '/ping'> = TypesForGetRequest<
  paths,
  Path
>['SWRConfig'];

/**
 * The hooks of every call the app makes, on the app's client. Call once at module level:
 *
 * ```ts
 * export const { useEvents, useEvent, usePing, useLogin, useCreateEvent } = createApiHooks(client);
 * ```
 *
 * Reads return SWR's `{ data, error, isLoading, mutate, … }`, typed from openapi.yaml; `error` is
 * the error response body (e.g. `Message`), or the thrown error for a network failure or time-out.
 * Writes return a function answering a `MutationResult` (mutations.ts): `{ ok: true, data }` or
 * `{ ok: false, status, message, fieldErrors }`; they never throw. Creating or updating an event
 * drops every cached list and event before it answers.
 */
export function createApiHooks(client: ApiClient, prefix = 'folio-api') {
  const useQuery = createQueryHook(client, prefix);

  /**
   * One page of the events list (GET /events); the search is trimmed, empty means none. Called
   * without a query it sends no parameters at all (the test view, docs/requirements.md §7).
   */
  function useEvents(listQuery?: EventListQuery, config?: QueryConfig<'/events'>) {
    const query = listQuery ? toQuery(listQuery) : undefined;
    return useQuery('/events', { params: { query } }, config);
  }

  /** One event (GET /events/{id}); pass null or undefined to skip the request. */
  function useEvent(id: number | null | undefined, config?: QueryConfig<'/events/{id}'>) {
    return useQuery('/events/{id}', id == null ? null : { params: { path: { id } } }, config);
  }

  /** The health check (GET /ping). */
  function usePing(config?: QueryConfig<'/ping'>) {
    return useQuery('/ping', {}, config);
  }

  /**
   * Returns a function that drops every cached events list and event, and reloads the ones on
   * screen: call it after creating or updating an event, so no list shows the old version.
   */
  function useInvalidateEvents() {
    const { mutate } = useSWRConfig();
    return useCallback(
      () =>
        mutate(
          (key) =>
            Array.isArray(key) &&
            key[0] === prefix &&
            (key[1] === '/events' || key[1] === '/events/{id}'),
          undefined,
          { revalidate: true },
        ),
      [mutate],
    );
  }

  const mutations = createMutations(client);

  /** Creates an event, then drops every cached list and event (they reload where on screen). */
  function useCreateEvent() {
    const invalidate = useInvalidateEvents();
    return useCallback(
      async (body: EventInput) => {
        const result = await mutations.createEvent(body);
        if (result.ok) await invalidate();
        return result;
      },
      [invalidate],
    );
  }

  /** Updates an event, then drops every cached list and event (they reload where on screen). */
  function useUpdateEvent() {
    const invalidate = useInvalidateEvents();
    return useCallback(
      async (id: number, body: EventInput) => {
        const result = await mutations.updateEvent(id, body);
        if (result.ok) await invalidate();
        return result;
      },
      [invalidate],
    );
  }

  /** A write that touches no cached read: the same function on every render. */
  const stable =
    <Write>(write: Write) =>
    () =>
      write;

  return {
    useQuery,
    useEvents,
    useEvent,
    usePing,
    useInvalidateEvents,
    useCreateEvent,
    useUpdateEvent,
    /** Logs in; the session holds the token and the user, and remembers or forgets the e-mail. */
    useLogin: stable(mutations.login),
    /** Logs out on the server when there is a token, then clears the session. */
    useLogout: stable(mutations.logout),
    useRegister: stable(mutations.register),
    useCheckEmail: stable(mutations.checkEmail),
    useResendVerification: stable(mutations.resendVerification),
    useVerifyEmail: stable(mutations.verifyEmail),
    useForgotPassword: stable(mutations.forgotPassword),
    useResetPassword: stable(mutations.resetPassword),
    useCheckToken: stable(mutations.checkToken),
    useChangePassword: stable(mutations.changePassword),
  };
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
