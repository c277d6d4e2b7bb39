// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import { taskListPollInterval } from './taskPoll.ts';
import { BASE_URL, mailTask, MemoryStorage, url } from './test-utils.ts';
import { mockApiServer } from './test-setup.tsx';

// After each test every hook is unmounted, so none keeps polling into the next one.
const server = mockApiServer(cleanup);
const hooks = createApiHooks(createApiClient({ baseUrl: BASE_URL, storage: new MemoryStorage() }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's SWR settings: it sets no SWRConfig of its own, so SWR's defaults hold (a 2 s
 * de-duplication window among them); only the cache is fresh for each test.
 */
const appSettings = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('useTaskBoard (the task screen)', () => {
  it('asks for the running task by its id each second, not for the whole list', async () => {
    let lists = 0;
    let reads = 0;
    server.use(
      http.get(url('/tasks'), () => {
        lists += 1;
        return HttpResponse.json({ data: [mailTask('running', 0, 2), mailTask('done', 2, 1)] });
      }),
      http.get(url('/tasks/{id}'), ({ params }) => {
        reads += 1;
        expect(params.id).toBe('2');
        return HttpResponse.json({
          data: { ...mailTask('running', 1, 2), total: 20, sent: reads },
        });
      }),
    );
    const { result, unmount } = renderHook(() => hooks.useTaskBoard(), { wrapper: appSettings });
    await waitFor(() => expect(reads).toBe(1));
    await sleep(3200);
    const shown = result.current.data?.data;
    unmount();
    // The first ask and one a second for 3.2 s (every 2 s would give 2 or 3); the list once.
    expect(reads).toBeGreaterThanOrEqual(4);
    expect(lists).toBe(1);
    // The list shown carries the running task's latest progress.
    expect(shown?.find((task) => task.id === 2)?.sent).toBe(reads);
    expect(shown?.map((task) => task.id)).toEqual([2, 1]);
  });

  it('reloads the list once when the running task ends, then asks for nothing', async () => {
    let lists = 0;
    let reads = 0;
    server.use(
      http.get(url('/tasks'), () => {
        lists += 1;
        const state = lists === 1 ? 'running' : 'done';
        return HttpResponse.json({ data: [mailTask(state, state === 'done' ? 2 : 1, 2)] });
      }),
      http.get(url('/tasks/{id}'), () => {
        reads += 1;
        return HttpResponse.json({ data: mailTask(reads < 2 ? 'running' : 'done', 2, 2) });
      }),
    );
    const { result } = renderHook(() => hooks.useTaskBoard(), { wrapper: appSettings });
    await waitFor(() => expect(result.current.data?.data[0]?.state).toBe('done'), {
      timeout: 4000,
    });
    await waitFor(() => expect(lists).toBe(2));
    await sleep(1500);
    expect({ lists, reads }).toEqual({ lists: 2, reads: 2 });
  });

  it('asks for the list when a waiting task is due, at most a minute apart while one runs', () => {
    // mailTask starts at 2026-11-25 10:00:00 Taipei, 02:00:00Z.
    const at = (iso: string) => Date.parse(iso);
    expect(taskListPollInterval(undefined)).toBe(1000);
    expect(taskListPollInterval([mailTask('running', 1)])).toBe(60_000);
    expect(taskListPollInterval([mailTask('done', 2)])).toBe(0);
    expect(
      taskListPollInterval(
        [mailTask('running', 1, 1), mailTask('waiting', 0, 2)],
        at('2026-11-25T01:59:50Z'),
      ),
    ).toBe(10_000);
  });
});
