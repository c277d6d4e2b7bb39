/**
 * A mail task's states and how often a screen asks for progress (docs/requirements.md §2 "Task
 * scheduler"): apart from the rest of the task rules (`tasks.ts`) because `@folio/api`'s hooks,
 * which every screen that calls the API loads, need only these, and not the task screens' texts
 * (docs/architecture.md §6).
 */

/** The task screen asks for progress this often while a task is waiting or running. */
export const TASK_POLL_INTERVAL_MS = 1000;

/** A task's life: waiting → running → done | failed; waiting or running → cancelled. */
export const TASK_STATES = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** The states a task can still move on from (it counts against MAX_ACTIVE_TASKS and is polled). */
export const ACTIVE_TASK_STATES: readonly TaskState[] = ['waiting', 'running'];

/** True while a task is waiting or running. */
export function isTaskActive(state: TaskState): boolean {
  return ACTIVE_TASK_STATES.includes(state);
}
