import { isTaskActive } from '@folio/rules';
import type { components } from '@folio/contract';
import { useEffect, useMemo } from 'react';

type MailTask = components['schemas']['MailTask'];

/** What the board needs of a read: SWR's `{ data, error, isLoading, mutate }`. */
interface Read<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * The task screen's read (docs/requirements.md §2 "Task scheduler", §9): the member's list
 * (`useTasks`, asked again only when a waiting task is due: taskPoll.ts `taskListPollInterval`)
 * and the running task by its id each second (`useTask`, GET /tasks/{id}), as the resume promises,
 * instead of the whole list. The list shown carries the running task's latest answer; when that
 * task ends the list is reloaded once (the next task may be running by then). With several
 * running (several processes), the newest is followed each second, the others with the list.
 */
export function createTaskBoard(
  useTasks: (enabled?: boolean) => Read<{ data: MailTask[] }>,
  useTask: (id: number | null | undefined) => Read<{ data: MailTask }>,
) {
  return function useTaskBoard(enabled = true) {
    const list = useTasks(enabled);
    const running = list.data?.data.find((task) => task.state === 'running');
    const live = useTask(running?.id).data?.data;
    const ended = live !== undefined && !isTaskActive(live.state);
    const { mutate } = list;
    useEffect(() => {
      if (ended) void mutate();
    }, [ended, live?.id, mutate]);
    const data = useMemo(() => {
      if (!list.data || !live) return list.data;
      return {
        ...list.data,
        data: list.data.data.map((task) => (task.id === live.id ? live : task)),
      };
    }, [list.data, live]);
    return { data, error: list.error, isLoading: list.isLoading, mutate };
  };
}
