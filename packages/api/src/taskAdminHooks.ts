import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { components, paths } from '@folio/contract';
import type { ApiClient } from './client.ts';
import { settle } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';

type Schemas = components['schemas'];
type Config = TypesForGetRequest<paths, '/manage/tasks'>['SWRConfig'];

/** How often the operator's view asks again while a task waits or runs (a glance, not a poll). */
export const MANAGED_TASKS_POLL_MS = 5000;

/**
 * The operator's view of the task runner (docs/adr/0017 "The operator's view"): every member's
 * tasks (GET /manage/tasks) and the retry of a failed one. Apart from createApiHooks, as the
 * orders' are, so only its screen carries them; give it createApiHooks' useRevalidate and prefix.
 */
export function createTaskAdminHooks(
  client: ApiClient,
  useRevalidate: UseRevalidate,
  { prefix = 'folio-api' }: { prefix?: string } = {},
) {
  const useQuery = createQueryHook(client, prefix);
  const retry = (id: number) =>
    settle<Schemas['ManagedTaskSaved'], never>(
      client.POST('/manage/tasks/{id}/retry', { params: { path: { id } } }),
    );

  return {
    /**
     * Every member's tasks and the counts per state (GET /manage/tasks), of one state when given;
     * false skips it (not an administrator). Asked again every MANAGED_TASKS_POLL_MS while a task
     * waits or runs, so the counts and times move.
     */
    useManagedTasks: (state: Schemas['TaskState'] | undefined | false, config?: Config) =>
      useQuery(
        '/manage/tasks',
        state === false ? null : { params: { query: state ? { state } : {} } },
        {
          refreshInterval: (latest) =>
            latest && latest.counts.waiting + latest.counts.running > 0 ? MANAGED_TASKS_POLL_MS : 0,
          ...config,
        },
      ),

    /**
     * POST /manage/tasks/{id}/retry: a failed task waits again (a MutationResult; `409` no longer
     * failed). Reloads the task reads on screen when it succeeds or answers 409.
     */
    useRetryTask: () => useReloadingWrite(useRevalidate, ['/manage/tasks', '/tasks'], retry),
  };
}
