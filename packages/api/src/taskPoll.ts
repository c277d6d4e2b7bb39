import { isTaskActive, TASK_POLL_INTERVAL_MS } from '@folio/rules';
import type { components } from '@folio/contract';

type MailTask = components['schemas']['MailTask'];

/** The longest wait between two asks while a task waits for its start: a minute. */
const WAITING_POLL_MAX_MS = 60_000;

/** Milliseconds until a task's `start_at` (Asia/Taipei wall time, `YYYY-MM-DD HH:mm:ss`), or NaN. */
const untilStart = (task: MailTask, now: number) =>
  Date.parse(`${task.start_at.replace(' ', 'T')}+08:00`) - now;

/**
 * The poll interval of the task screen (docs/requirements.md §2, §9): every second while one of
 * `tasks` is running, and before the first answer (SWR reads the interval when polling starts, so
 * 0 then would never start it). A task that waits for its start is asked about when it is due, at
 * most a minute apart (one due tomorrow is not asked about every second); none once all have ended.
 */
export function taskPollInterval(tasks: readonly MailTask[] | undefined, now = Date.now()): number {
  if (tasks === undefined || tasks.some((task) => task.state === 'running'))
    return TASK_POLL_INTERVAL_MS;
  const waits = tasks
    .filter((task) => isTaskActive(task.state))
    .map((task) => untilStart(task, now))
    .map((ms) => (Number.isNaN(ms) ? TASK_POLL_INTERVAL_MS : ms));
  if (waits.length === 0) return 0;
  return Math.min(Math.max(Math.min(...waits), TASK_POLL_INTERVAL_MS), WAITING_POLL_MAX_MS);
}

/**
 * The poll interval of the task list on the task screen: as `taskPollInterval`, but a running
 * task's progress is asked for by its id each second (taskBoard.ts), so the list itself is asked
 * again only when a waiting task is due, or at most a minute apart while one runs (a safety net:
 * the board reloads it as soon as the running task ends).
 */
export function taskListPollInterval(
  tasks: readonly MailTask[] | undefined,
  now = Date.now(),
): number {
  if (tasks === undefined) return TASK_POLL_INTERVAL_MS;
  const waiting = taskPollInterval(
    tasks.filter((task) => task.state !== 'running'),
    now,
  );
  const running = tasks.some((task) => task.state === 'running') ? WAITING_POLL_MAX_MS : 0;
  if (waiting === 0) return running;
  return running === 0 ? waiting : Math.min(waiting, running);
}

/**
 * SWR skips an ask within `dedupingInterval` of the last one (2 s by default, the app's setting),
 * so a one-second poll asked every other second: the polled reads keep it under the interval.
 */
export const POLL_DEDUPING_MS = TASK_POLL_INTERVAL_MS / 2;
