// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import type { components } from './index.ts';
import { createTaskAdminHooks } from './taskAdminHooks.ts';
import { BASE_URL, loggedIn, mailTask, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

type Schemas = components['schemas'];

const server = mockApiServer(cleanup);
const client = createApiClient({ baseUrl: BASE_URL, storage: loggedIn() });
const hooks = createTaskAdminHooks(client, createApiHooks(client).useRevalidate);

const managed = (state: Schemas['TaskState']): Schemas['ManagedTask'] => ({
  task: mailTask(state, 1),
  member: { id: 7, name: '王小明', email: 'ming@example.com' },
  wait_seconds: 1,
  run_seconds: state === 'waiting' ? null : 2,
});
const counts = { waiting: 0, running: 0, done: 4, failed: 1, cancelled: 0 };

describe('createTaskAdminHooks', () => {
  it('useManagedTasks asks for one state, and nothing when false', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/manage/tasks'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [managed('failed')], counts });
      }),
    );
    renderHook(() => hooks.useManagedTasks(false), { wrapper: freshSwrCache });
    const { result } = renderHook(() => hooks.useManagedTasks('failed'), {
      wrapper: freshSwrCache,
    });
    await waitFor(() => expect(result.current.data?.counts).toEqual(counts));
    expect(queries).toEqual(['?state=failed']);
  });

  it('useRetryTask posts the retry and reloads the list; a 409 answers its message', async () => {
    let lists = 0;
    let retried = 0;
    server.use(
      http.get(url('/manage/tasks'), () => {
        lists += 1;
        return HttpResponse.json({ data: [managed(lists > 1 ? 'waiting' : 'failed')], counts });
      }),
      http.post(url('/manage/tasks/{id}/retry'), () => {
        retried += 1;
        return retried === 1
          ? HttpResponse.json({ message: '任務已重新排入', data: managed('waiting') })
          : HttpResponse.json({ message: '只有失敗的任務可以重試' }, { status: 409 });
      }),
    );
    const { result } = renderHook(
      () => ({ list: hooks.useManagedTasks(undefined), retry: hooks.useRetryTask() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data?.data[0]?.task.state).toBe('failed'));
    let answer: Awaited<ReturnType<typeof result.current.retry>> | undefined;
    await act(async () => {
      answer = await result.current.retry(3);
    });
    expect(answer?.ok).toBe(true);
    await waitFor(() => expect(lists).toBe(2));
    await waitFor(() => expect(result.current.list.data?.data[0]?.task.state).toBe('waiting'));
    await act(async () => {
      answer = await result.current.retry(3);
    });
    expect(answer).toMatchObject({ ok: false, status: 409, message: '只有失敗的任務可以重試' });
  });
});
