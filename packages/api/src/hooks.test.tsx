// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import type { EventList, EventResource, Ping } from './index.ts';
import { BASE_URL, event, eventList, MemoryStorage, url } from './test-utils.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE_URL, storage: new MemoryStorage() });
const { useEvents, useEvent, usePing, useInvalidateEvents } = createApiHooks(client);

/** A fresh SWR cache per test, no retries. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}
    >
      {children}
    </SWRConfig>
  );
}

describe('createApiHooks', () => {
  it('useEvents loads a page with a search', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/events'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(eventList);
      }),
    );
    const { result } = renderHook(() => useEvents({ page: 2, search: ' 音樂 ' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(eventList));
    expect(queries).toEqual([`?page=2&search=${encodeURIComponent('音樂')}`]);
    expectTypeOf(result.current.data).toEqualTypeOf<EventList | undefined>();
  });

  it("useEvents takes a Laravel paginator's extras (links, meta.links, meta.path) as they come", async () => {
    // Typed by the generated schema: openapi.yaml allows exactly these extras.
    const laravel: EventList = {
      ...eventList,
      links: {
        first: `${BASE_URL}/events?page=1`,
        last: `${BASE_URL}/events?page=1`,
        prev: null,
        next: null,
      },
      meta: {
        ...eventList.meta,
        path: `${BASE_URL}/events`,
        links: [
          { url: null, label: '&laquo; Previous', active: false },
          { url: `${BASE_URL}/events?page=1`, label: '1', active: true },
          { url: null, label: 'Next &raquo;', active: false },
        ],
      },
    };
    server.use(http.get(url('/events'), () => HttpResponse.json(laravel)));
    const { result } = renderHook(() => useEvents({ page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.data).toEqual([event]);
    expect(result.current.data?.meta).toMatchObject(eventList.meta);
  });

  it('useEvents without a query sends no parameters at all (the test view)', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/events'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(eventList);
      }),
    );
    const { result } = renderHook(() => useEvents(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(queries).toEqual(['']);
  });

  it('useEvents asks for page 1 when the query names no page', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/events'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(eventList);
      }),
    );
    const { result } = renderHook(() => useEvents({ search: ' ' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(queries).toEqual(['?page=1']);
  });

  it('useEvents keeps the previous page while the next one loads, when asked', async () => {
    server.use(
      http.get(url('/events'), async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ ...eventList, meta: { ...eventList.meta, current_page: page } });
      }),
    );
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => useEvents({ page }, { keepPreviousData: true }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(1));
    rerender({ page: 2 });
    expect(result.current.data?.meta.current_page).toBe(1);
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(2));
  });

  it('useEvents exposes the error body', async () => {
    const body = { message: 'The page field must be at least 1.', errors: { page: ['x'] } };
    server.use(http.get(url('/events'), () => HttpResponse.json(body, { status: 422 })));
    const { result } = renderHook(() => useEvents({ page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.error).toEqual(body));
    expect(result.current.data).toBeUndefined();
  });

  it('useEvent loads one event and skips without an id', async () => {
    let calls = 0;
    server.use(
      http.get(url('/events/{id}'), ({ params }) => {
        calls += 1;
        return HttpResponse.json({ data: { ...event, id: Number(params.id) } });
      }),
    );
    const skipped = renderHook(() => useEvent(null), { wrapper });
    expect(skipped.result.current.isLoading).toBe(false);

    const { result } = renderHook(() => useEvent(7), { wrapper });
    await waitFor(() => expect(result.current.data?.data.id).toBe(7));
    expectTypeOf(result.current.data).toEqualTypeOf<EventResource | undefined>();
    expect(calls).toBe(1);
  });

  it('useEvent exposes a 404', async () => {
    server.use(
      http.get(url('/events/{id}'), () =>
        HttpResponse.json({ message: 'Event not found.' }, { status: 404 }),
      ),
    );
    const { result } = renderHook(() => useEvent(999), { wrapper });
    await waitFor(() => expect(result.current.error).toEqual({ message: 'Event not found.' }));
  });

  it('useInvalidateEvents reloads the lists and events on screen', async () => {
    let version = 0;
    server.use(
      http.get(url('/events'), () => {
        version += 1;
        return HttpResponse.json({ ...eventList, data: [{ ...event, name: `v${version}` }] });
      }),
    );
    const { result } = renderHook(
      () => ({ list: useEvents({ search: 'x' }), invalidate: useInvalidateEvents() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data?.data[0]?.name).toBe('v1'));
    await result.current.invalidate();
    await waitFor(() => expect(result.current.list.data?.data[0]?.name).toBe('v2'));
  });

  it('usePing loads status and message', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.json({ status: 'ok', message: 'pong' })));
    const { result } = renderHook(() => usePing(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ status: 'ok', message: 'pong' }));
    expectTypeOf(result.current.data).toEqualTypeOf<Ping | undefined>();
  });
});
