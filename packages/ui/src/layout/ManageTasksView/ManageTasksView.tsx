import { TASK_MESSAGES, TASK_STATE_LABELS, TASK_STATES, type TaskState } from '@folio/rules';
import { ToggleButton } from '../../primitives/Button/ToggleButton';
import type { TaskListItem } from '../TaskList';
import { StyledEmpty, StyledMeta, StyledNotice, StyledTaskList } from '../TaskList/TaskList.styles';
import { ListLoadError, TaskRow, useTaskAction, type TaskActionResult } from '../TaskList/TaskRow';
import { StyledFilters } from './ManageTasksView.styles';

/** One task as the operator sees it (the contract's `ManagedTask`). */
export interface TaskAdminItem {
  task: TaskListItem;
  member: { id: number; name: string; email: string };
  /** Seconds past its due time until a runner took it (or until now); null if not due. */
  wait_seconds: number | null;
  /** Seconds from a runner taking it to its end (or to now); null if none took it. */
  run_seconds: number | null;
}

/** What `onRetry` resolves with: nothing on success, `{ error }` with the message to show. */
export type TaskRetryResult = TaskActionResult;

interface ManageTasksViewProps {
  /** Every member's tasks (of the state chosen), newest first; undefined while loading. */
  tasks: TaskAdminItem[] | undefined;
  /** How many tasks are in each state, all members'; undefined while loading. */
  counts: Record<TaskState, number> | undefined;
  /** The state shown, or undefined for every state. */
  state: TaskState | undefined;
  onStateChange: (state: TaskState | undefined) => void;
  /** Runs a failed task again; the view shows `error` under the task on failure. */
  onRetry: (id: number) => Promise<TaskRetryResult>;
  /** The list could not be loaded: this message, with 重試. */
  errorMessage?: string;
  onReload?: () => void;
  className?: string;
}

/** Seconds as people say them: 45 秒, 2 分 5 秒, 1 小時 3 分. */
export function formatSeconds(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${h} 小時 ${m} 分` : `${h} 小時`;
  if (m > 0) return s > 0 ? `${m} 分 ${s} 秒` : `${m} 分`;
  return `${s} 秒`;
}

/**
 * The operator's view of the task runner (docs/adr/0017 "The operator's view"; anchors: Laravel
 * Horizon, Bull Board): the counts per state as filters, every member's tasks with their member,
 * progress, wait and run times, and 重試 on a failed one. The screen reads and polls
 * (useManagedTasks in @folio/api); this view only shows.
 */
export function ManageTasksView({
  tasks,
  counts,
  state,
  onStateChange,
  onRetry,
  errorMessage,
  onReload,
  className,
}: ManageTasksViewProps) {
  const { busy, errors, notice, act } = useTaskAction(onRetry, {
    done: TASK_MESSAGES.retried,
    failed: TASK_MESSAGES.retryFailed,
  });
  const all = counts ? TASK_STATES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const filters: [TaskState | undefined, string, number | undefined][] = [
    [undefined, '全部', all],
    ...TASK_STATES.map((s): [TaskState, string, number | undefined] => [
      s,
      TASK_STATE_LABELS[s],
      counts?.[s],
    ]),
  ];

  return (
    <StyledTaskList className={className} data-folio="task-admin" aria-busy={!tasks}>
      <h1>任務監控</h1>
      <StyledFilters role="group" aria-label="依狀態篩選">
        {filters.map(([value, label, count]) => (
          <ToggleButton key={label} pressed={state === value} onClick={() => onStateChange(value)}>
            {label}
            {count !== undefined && <span data-count> {count}</span>}
          </ToggleButton>
        ))}
      </StyledFilters>
      <StyledNotice role="status">{notice}</StyledNotice>
      {errorMessage && <ListLoadError message={errorMessage} onReload={onReload} />}
      {tasks && tasks.length === 0 && <StyledEmpty>沒有這個狀態的任務。</StyledEmpty>}
      {tasks && tasks.length > 0 && (
        <ul>
          {tasks.map(({ task, member, wait_seconds, run_seconds }) => (
            <TaskRow
              key={task.id}
              task={task}
              {...(task.state === 'failed' && { action: '重試' })}
              busy={busy === task.id}
              onAction={() => void act(task.id)}
              error={errors[task.id]}
            >
              <StyledMeta>
                #{task.id} · {member.name}（{member.email}）· {task.recipients.length} 位收件人 ·
                開始於 {task.start_at.slice(0, 16)}
              </StyledMeta>
              <StyledMeta>
                等待 {wait_seconds === null ? '—' : formatSeconds(wait_seconds)} · 執行{' '}
                {run_seconds === null ? '—' : formatSeconds(run_seconds)}
              </StyledMeta>
            </TaskRow>
          ))}
        </ul>
      )}
    </StyledTaskList>
  );
}
