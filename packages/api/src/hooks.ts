import { createElement, useCallback, useEffect, type ReactNode } from 'react';
import { mutate as mutateCache, SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiClient } from './client.ts';
import type { components, paths } from '@folio/contract';
import { createMutations, type EventInput } from './mutations.ts';
import { useReloadingWrite } from './reloadingWrite.ts';
import { createShoppingHooks } from './shoppingHooks.ts';
import { createTaskBoard } from './taskBoard.ts';
import { POLL_DEDUPING_MS, taskListPollInterval, taskPollInterval } from './taskPoll.ts';

export { taskPollInterval };

type EventList = components['schemas']['EventList'];

/** Query parameters of the events list; an empty search means no filter. */
interface EventListQuery {
  page?: number;
  search?: string;
}

/** The list query as sent: page 1 unless named, the search trimmed and left out when empty. */
function toQuery({ page = 1, search = '' }: EventListQuery): { page: number; search?: string } {
  const trimmed = search.trim();
  return trimmed === '' ? { page } : { page, search: trimmed };
}

/** SWR options for the read of `path` (e.g. `{ keepPreviousData: true }`). */
type QueryConfig<
  Path extends
    | '/events'
    | '/events/{id}'
    | '/ping'
    | '/slots'
    | '/bookings'
    | '/tasks'
    | '/tasks/{id}'
    | '/signin/providers'
    | '/user/providers',
> = TypesForGetRequest<paths, Path>['SWRConfig'];

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
    const key = listQuery ? storedEventsKey(listQuery) : '';
    const carried = carriedPages.has(key);
    useEffect(() => {
      if (carried) carriedPages.delete(key);
    }, [carried, key]);
    return useQuery(
      '/events',
      { params: { query } },
      carried ? { ...config, revalidateOnMount: false } : config,
    );
  }

  /** The cache key of one page of the list, as `useEvents(listQuery)` reads it. */
  const eventsKey = (listQuery: EventListQuery) => [
    prefix,
    '/events',
    { params: { query: toQuery(listQuery) } },
  ];

  /** That key as SWR stores it (a string), for the cache's and the fallback's records. */
  const storedEventsKey = (listQuery: EventListQuery) => unstable_serialize(eventsKey(listQuery));

  /**
   * The pages `primeEvents` put in the cache that no `useEvents` has shown yet (serialized keys).
   * The server sent them with the page itself, so they are as fresh as the page: showing one the
   * first time does not ask for it again (docs/adr/0013-fast-as-shipped.md, decision 12). Any
   * later showing does, as for every cached read.
   */
  const carriedPages = new Set<string>();

  /**
   * Puts a page of the list the server already sent (with the page's HTML) in the cache, so
   * `useEvents(listQuery)` shows it at its first render without asking for it again.
   */
  function primeEvents(listQuery: EventListQuery, list: EventList) {
    carriedPages.add(storedEventsKey(listQuery));
    return mutateCache(eventsKey(listQuery), list, { revalidate: false });
  }

  /**
   * Gives `useEvents(listQuery)` inside it `list` without asking the server: for drawing the
   * page on the server, where nothing is fetched.
   */
  function EventsFallback({
    listQuery,
    list,
    children,
  }: {
    listQuery: EventListQuery;
    list: EventList;
    children: ReactNode;
  }) {
    const fallback = { [storedEventsKey(listQuery)]: list };
    return createElement(SWRConfig, { value: { fallback } }, children);
  }

  /** One event (GET /events/{id}); pass null or undefined to skip the request. */
  function useEvent(id: number | null | undefined, config?: QueryConfig<'/events/{id}'>) {
    return useQuery('/events/{id}', id == null ? null : { params: { path: { id } } }, config);
  }

  /** The health check (GET /ping). */
  function usePing(config?: QueryConfig<'/ping'>) {
    return useQuery('/ping', {}, config);
  }

  /** The seven slots of `date` (GET /slots, `YYYY-MM-DD` in Taipei); null skips the request. */
  function useSlots(date: string | null | undefined, config?: QueryConfig<'/slots'>) {
    return useQuery('/slots', date ? { params: { query: { date } } } : null, config);
  }

  /** The member's bookings that have not ended (GET /bookings); pass false for a visitor. */
  function useMyBookings(enabled = true, config?: QueryConfig<'/bookings'>) {
    return useQuery('/bookings', enabled ? {} : null, config);
  }

  /**
   * The member's tasks (GET /tasks), asked for again when a waiting one is due, at most a minute
   * apart while one runs (its progress: useTask, or both as useTaskBoard), and no more once all
   * have ended or the component is gone. False skips it.
   */
  function useTasks(enabled = true, config?: QueryConfig<'/tasks'>) {
    return useQuery('/tasks', enabled ? {} : null, {
      refreshInterval: (latest) => taskListPollInterval(latest?.data),
      dedupingInterval: POLL_DEDUPING_MS,
      ...config,
    });
  }

  /**
   * One task (GET /tasks/{id}), asked for every second while it is waiting or running; polling
   * stops when it ends or the component unmounts. Null or undefined skips the request.
   */
  function useTask(id: number | null | undefined, config?: QueryConfig<'/tasks/{id}'>) {
    return useQuery('/tasks/{id}', id == null ? null : { params: { path: { id } } }, {
      refreshInterval: (latest) => taskPollInterval(latest ? [latest.data] : undefined),
      dedupingInterval: POLL_DEDUPING_MS,
      ...config,
    });
  }

  /**
   * Returns a function that reloads every cached read under `paths` (after a booking or a task
   * was created or cancelled, so no screen shows the old state).
   */
  function useRevalidate(...paths: (keyof paths)[]) {
    const { mutate } = useSWRConfig();
    const key = paths.join('\n');
    return useCallback(() => {
      const wanted = key.split('\n');
      // Only the matcher: with a data argument, even undefined, SWR empties the cache first and
      // every screen reading it falls back to loading (a form above it would be remounted).
      return mutate(
        (cacheKey) =>
          Array.isArray(cacheKey) && cacheKey[0] === prefix && wanted.includes(String(cacheKey[1])),
      );
    }, [mutate, key]);
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

  /** Books a slot, then reloads the cached slots and bookings (a 409 may mean they changed too). */
  function useCreateBooking() {
    return useReloadingWrite(useRevalidate, ['/slots', '/bookings'], mutations.createBooking);
  }

  /** Schedules a mail task, then reloads the task reads on screen (the list shows it at once). */
  function useCreateTask() {
    return useReloadingWrite(useRevalidate, ['/tasks', '/tasks/{id}'], mutations.createTask, []);
  }

  /**
   * Cancels one of the member's tasks, then reloads the task reads on screen (also on a 409: it
   * ended meanwhile, so the screen shows an old state).
   */
  function useCancelTask() {
    return useReloadingWrite(useRevalidate, ['/tasks', '/tasks/{id}'], mutations.cancelTask);
  }

  /** Cancels a booking, then reloads the cached slots and bookings. */
  function useCancelBooking() {
    return useReloadingWrite(
      useRevalidate,
      ['/slots', '/bookings'],
      mutations.cancelBooking,
      [404, 409],
    );
  }

  /**
   * The identity providers the server offers (GET /signin/providers), for the buttons beside the
   * e-mail login (docs/adr/0033-sign-in-with-an-identity-provider.md). Asked once a screen: the
   * list changes only when the server's configuration does.
   */
  function useSigninProviders(config?: QueryConfig<'/signin/providers'>) {
    return useQuery(
      '/signin/providers',
      {},
      {
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        ...config,
      },
    );
  }

  /** The member's linked providers (GET /user/providers); false for a visitor. */
  function useLinkedProviders(enabled = true, config?: QueryConfig<'/user/providers'>) {
    return useQuery('/user/providers', enabled ? {} : null, config);
  }

  /**
   * Finishes the sign-in this tab started with what the provider sent back; a sign-in stores the
   * session, a link reloads the member's linked providers.
   */
  function useFinishSignin() {
    const revalidate = useRevalidate('/user/providers');
    return useCallback(
      async (query: Parameters<typeof mutations.finishSignin>[0]) => {
        const finished = await mutations.finishSignin(query);
        if (finished.result.ok) await revalidate();
        return finished;
      },
      [revalidate],
    );
  }

  /** Removes a linked provider, then reloads the member's linked providers. */
  function useUnlinkProvider() {
    return useReloadingWrite(
      useRevalidate,
      ['/user/providers'],
      mutations.unlinkProvider,
      [404, 409],
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
    primeEvents,
    EventsFallback,
    useEvent,
    usePing,
    useInvalidateEvents,
    useSlots,
    useMyBookings,
    useTasks,
    useTask,
    /** The task screen's read: the list, and the running task by its id each second. */
    useTaskBoard: createTaskBoard(useTasks, useTask),
    useRevalidate,
    useCreateEvent,
    useUpdateEvent,
    useCreateBooking,
    useCancelBooking,
    useCreateTask,
    useCancelTask,
    ...createShoppingHooks(client, prefix, useRevalidate, mutations),
    /** Logs in; the session holds the token and the user, and remembers or forgets the e-mail. */
    useLogin: stable(mutations.login),
    /** Logs out on the server when there is a token, then clears the session. */
    useLogout: stable(mutations.logout),
    useRegister: stable(mutations.register),
    useCheckEmail: stable(mutations.checkEmail),
    useResendVerification: stable(mutations.resendVerification),
    useVerifyEmail: stable(mutations.verifyEmail),
    useForgotPassword: stable(mutations.forgotPassword),
    /** Asks for a sign-in link by mail (以電子郵件登入). */
    useRequestLoginLink: stable(mutations.requestLoginLink),
    /** Logs in with a mailed sign-in link's token; the session holds the token and the user. */
    useLoginWithLink: stable(mutations.loginWithLink),
    useResetPassword: stable(mutations.resetPassword),
    useCheckToken: stable(mutations.checkToken),
    useChangePassword: stable(mutations.changePassword),
    useSigninProviders,
    useLinkedProviders,
    /** Starts a sign-in: the provider's address; this tab keeps the binding. */
    useStartSignin: stable(mutations.startSignin),
    /** Starts linking a provider to the member: as useStartSignin. */
    useStartLink: stable(mutations.startLink),
    useFinishSignin,
    useUnlinkProvider,
  };
}
