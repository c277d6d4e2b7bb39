import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiClient } from './client.ts';
import type { paths } from './generated/schema.ts';

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
 * SWR hooks for the reads the app makes, on the app's client. Call once at module level:
 *
 * ```ts
 * export const { useEvents, useEvent, usePing } = createApiHooks(client);
 * ```
 *
 * Each hook returns SWR's `{ data, error, isLoading, mutate, … }`, typed from openapi.yaml; `error`
 * is the error response body (e.g. `Message`), or the thrown error for a network failure or
 * time-out.
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

  return { useQuery, useEvents, useEvent, usePing, useInvalidateEvents };
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
