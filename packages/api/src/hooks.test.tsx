// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks, taskPollInterval } from './hooks.ts';
import type { EventList, EventResource, MailTask, Ping, SlotList } from './index.ts';
import {
  BASE_URL,
  booking,
  event,
  eventList,
  mailTask,
  MemoryStorage,
  slotList,
  url,
} from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

// After each test every hook is unmounted, so none keeps polling into the next one.
const server = mockApiServer(cleanup);

const client = createApiClient({ baseUrl: BASE_URL, storage: new MemoryStorage() });
const hooks = createApiHooks(client);

describe('createApiHooks', () => {
  it('useEvents loads a page with a search', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/events'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(eventList);
      }),
    );
    const { result } = renderHook(() => hooks.useEvents({ page: 2, search: ' 音樂 ' }), {
      wrapper: freshSwrCache,
    });
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
    const { result } = renderHook(() => hooks.useEvents({ page: 1 }), { wrapper: freshSwrCache });
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
    const { result } = renderHook(() => hooks.useEvents(), { wrapper: freshSwrCache });
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
    const { result } = renderHook(() => hooks.useEvents({ search: ' ' }), {
      wrapper: freshSwrCache,
    });
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
      ({ page }: { page: number }) => hooks.useEvents({ page }, { keepPreviousData: true }),
      { wrapper: freshSwrCache, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(1));
    rerender({ page: 2 });
    expect(result.current.data?.meta.current_page).toBe(1);
    await waitFor(() => expect(result.current.data?.meta.current_page).toBe(2));
  });

  it('primeEvents puts a page in the cache: useEvents shows it at once without asking the server, and asks again when it is shown anew', async () => {
    const fresh: EventList = { ...eventList, meta: { ...eventList.meta, total: 99 } };
    const queries: string[] = [];
    server.use(
      http.get(url('/events'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(fresh);
      }),
    );
    // SWR's own cache, as the app has it; a prefix of its own keeps it apart from other tests.
    const primed = createApiHooks(client, 'primed');
    await primed.primeEvents({ page: 1 }, eventList);
    const first = renderHook(() => primed.useEvents({ page: 1, search: ' ' }));
    expect(first.result.current.data).toEqual(eventList);
    // Long enough for SWR's revalidation on mount (the next animation frame) to have asked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(queries).toEqual([]);
    expect(first.result.current.data).toEqual(eventList);
    first.unmount();
    // Shown again (back on the list later): a cached read like any other, refreshed.
    const again = renderHook(() => primed.useEvents({ page: 1 }));
    expect(again.result.current.data).toEqual(eventList);
    await waitFor(() => expect(again.result.current.data).toEqual(fresh));
    expect(queries).toEqual(['?page=1']);
  });

  it('EventsFallback gives useEvents inside it that page at its first render', async () => {
    server.use(http.get(url('/events'), () => HttpResponse.json(eventList)));
    const listed: EventList = { ...eventList, meta: { ...eventList.meta, total: 7 } };
    const { result } = renderHook(({ page }: { page: number }) => hooks.useEvents({ page }), {
      initialProps: { page: 1 },
      wrapper: ({ children }) =>
        freshSwrCache({
          children: (
            <hooks.EventsFallback listQuery={{ page: 1 }} list={listed}>
              {children}
            </hooks.EventsFallback>
          ),
        }),
    });
    expect(result.current.data).toEqual(listed);
    await waitFor(() => expect(result.current.data).toEqual(eventList));
  });

  it('useEvents exposes the error body', async () => {
    const body = { message: 'The page field must be at least 1.', errors: { page: ['x'] } };
    server.use(http.get(url('/events'), () => HttpResponse.json(body, { status: 422 })));
    const { result } = renderHook(() => hooks.useEvents({ page: 1 }), { wrapper: freshSwrCache });
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
    const skipped = renderHook(() => hooks.useEvent(null), { wrapper: freshSwrCache });
    expect(skipped.result.current.isLoading).toBe(false);

    const { result } = renderHook(() => hooks.useEvent(7), { wrapper: freshSwrCache });
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
    const { result } = renderHook(() => hooks.useEvent(999), { wrapper: freshSwrCache });
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
      () => ({ list: hooks.useEvents({ search: 'x' }), invalidate: hooks.useInvalidateEvents() }),
      {
        wrapper: freshSwrCache,
      },
    );
    await waitFor(() => expect(result.current.list.data?.data[0]?.name).toBe('v1'));
    await result.current.invalidate();
    await waitFor(() => expect(result.current.list.data?.data[0]?.name).toBe('v2'));
  });

  it('usePing loads status and message', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.json({ status: 'ok', message: 'pong' })));
    const { result } = renderHook(() => hooks.usePing(), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data).toEqual({ status: 'ok', message: 'pong' }));
    expectTypeOf(result.current.data).toEqualTypeOf<Ping | undefined>();
  });
});

/** Waits `ms` of real time (the polling under test runs on SWR's real timers). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('booking and task hooks', () => {
  it('useSlots asks for the day given and skips without one', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/slots'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(slotList);
      }),
    );
    const skipped = renderHook(() => hooks.useSlots(null), { wrapper: freshSwrCache });
    expect(skipped.result.current.isLoading).toBe(false);
    const { result } = renderHook(() => hooks.useSlots('2026-11-25'), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data).toEqual(slotList));
    expect(queries).toEqual(['?date=2026-11-25']);
    expectTypeOf(result.current.data).toEqualTypeOf<SlotList | undefined>();
  });

  it('useMyBookings loads the list, and sends nothing for a visitor', async () => {
    let calls = 0;
    server.use(
      http.get(url('/bookings'), () => {
        calls += 1;
        return HttpResponse.json({ data: [booking] });
      }),
    );
    renderHook(() => hooks.useMyBookings(false), { wrapper: freshSwrCache });
    const { result } = renderHook(() => hooks.useMyBookings(), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data?.data).toEqual([booking]));
    expect(calls).toBe(1);
  });

  it('polls every second while a task runs or is not known yet, only then', () => {
    expect(taskPollInterval(undefined)).toBe(1000);
    expect(taskPollInterval([])).toBe(0);
    // mailTask starts at 2026-11-25 10:00:00 Taipei, 02:00:00Z.
    const at = (iso: string) => Date.parse(iso);
    expect(taskPollInterval([mailTask('waiting', 0)], at('2026-11-25T01:59:59.5Z'))).toBe(1000);
    expect(taskPollInterval([mailTask('waiting', 0)], at('2026-11-25T01:59:50Z'))).toBe(10_000);
    // Due tomorrow: asked once a minute, not every second.
    expect(taskPollInterval([mailTask('waiting', 0)], at('2026-11-24T02:00:00Z'))).toBe(60_000);
    expect(taskPollInterval([mailTask('done', 2), mailTask('running', 1)])).toBe(1000);
    for (const state of ['done', 'failed', 'cancelled'] as const)
      expect(taskPollInterval([mailTask(state)])).toBe(0);
  });

  it('useTask asks again while the task runs and stops once it is done', async () => {
    const answers = [mailTask('waiting', 0), mailTask('running', 1), mailTask('done', 2)];
    let calls = 0;
    server.use(
      http.get(url('/tasks/{id}'), () => {
        const task = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return HttpResponse.json({ data: task });
      }),
    );
    const { result } = renderHook(() => hooks.useTask(3), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data?.data.state).toBe('done'), { timeout: 5000 });
    expect(calls).toBe(3);
    await sleep(1500);
    expect(calls).toBe(3);
    expectTypeOf(result.current.data?.data).toEqualTypeOf<MailTask | undefined>();
  });

  it('useTask asks each second with the app SWR settings (no test de-duplication)', async () => {
    let calls = 0;
    server.use(
      http.get(url('/tasks/{id}'), () => {
        calls += 1;
        return HttpResponse.json({ data: mailTask('running', 1) });
      }),
    );
    // The app sets no SWRConfig of its own: SWR's defaults, a 2 s de-duplication window among them.
    const appSettings = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    const { unmount } = renderHook(() => hooks.useTask(3), { wrapper: appSettings });
    await waitFor(() => expect(calls).toBe(1));
    await sleep(3200);
    unmount();
    // The first ask and one a second for 3.2 s; asking every 2 s would give 2 or 3.
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it('useTask stops asking when the screen is left, though the task still runs', async () => {
    let calls = 0;
    server.use(
      http.get(url('/tasks/{id}'), () => {
        calls += 1;
        return HttpResponse.json({ data: mailTask('running', 1) });
      }),
    );
    const { result, unmount } = renderHook(() => hooks.useTask(3), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data?.data.state).toBe('running'));
    await waitFor(() => expect(calls).toBe(2), { timeout: 3000 });
    unmount();
    await sleep(1500);
    expect(calls).toBe(2);
  });

  it('useTasks does not ask the list each second while a task runs (its id is: useTaskBoard)', async () => {
    let calls = 0;
    server.use(
      http.get(url('/tasks'), () => {
        calls += 1;
        return HttpResponse.json({ data: [mailTask('done', 2, 1), mailTask('running', 1, 2)] });
      }),
    );
    const { result } = renderHook(() => hooks.useTasks(), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data?.data).toHaveLength(2));
    await sleep(1500);
    expect(calls).toBe(1);
  });

  it('useRevalidate reloads the reads named, and only those', async () => {
    let slots = 0;
    let bookings = 0;
    server.use(
      http.get(url('/slots'), () => {
        slots += 1;
        return HttpResponse.json(slotList);
      }),
      http.get(url('/bookings'), () => {
        bookings += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    const rendered: unknown[] = [];
    const { result } = renderHook(
      () => {
        const slotsRead = hooks.useSlots('2026-11-25');
        rendered.push(slotsRead.data);
        return {
          slots: slotsRead,
          bookings: hooks.useMyBookings(),
          revalidate: hooks.useRevalidate('/slots'),
        };
      },
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.bookings.data).toBeDefined());
    await waitFor(() => expect(result.current.slots.data).toBeDefined());
    const before = rendered.length;
    await result.current.revalidate();
    await waitFor(() => expect(slots).toBe(2));
    expect(bookings).toBe(1);
    // The old answer stays on screen while the new one loads: nothing above it is remounted.
    expect(rendered.slice(before)).not.toContain(undefined);
  });
});
