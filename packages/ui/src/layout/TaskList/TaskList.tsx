import { isTaskActive, TASK_MESSAGES } from '@folio/rules';
import { StyledEmpty, StyledNotice, StyledMeta, StyledTaskList } from './TaskList.styles';
import { TaskRow, useTaskAction, type TaskActionResult, type TaskListItem } from './TaskRow';

export type { TaskListItem } from './TaskRow';

/** What `onCancel` resolves with: nothing on success, `{ error }` with the message to show. */
export type TaskCancelResult = TaskActionResult;

interface TaskListProps {
  /** The member's tasks, newest first; undefined while loading. */
  tasks: TaskListItem[] | undefined;
  /** Cancels a waiting or running task; the list shows `error` under the task on failure. */
  onCancel: (id: number) => Promise<TaskCancelResult>;
  /** @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The member's mail tasks (docs/requirements.md §2 "Task scheduler"): each with its subject, the
 * number of recipients, the start time, a TaskProgress bar and, while it is waiting or running, a
 * cancel button. The screen polls for progress (useTaskBoard in @folio/api); this list only shows it.
 */
export function TaskList({ tasks, onCancel, headingLevel = 2, className }: TaskListProps) {
  const Heading = `h${headingLevel}` as const;
  // docs/requirements.md §8: 任務已取消 once the server has cancelled one.
  const { busy, errors, notice, act } = useTaskAction(onCancel, {
    done: TASK_MESSAGES.cancelled,
    failed: TASK_MESSAGES.cancelFailed,
  });

  return (
    <StyledTaskList className={className} data-folio="task-list" aria-busy={!tasks}>
      <Heading>我的寄信任務</Heading>
      <StyledNotice role="status">{notice}</StyledNotice>
      {tasks && tasks.length === 0 && <StyledEmpty>還沒有任務，先在上方排程一封信吧。</StyledEmpty>}
      {tasks && tasks.length > 0 && (
        <ul>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              {...(isTaskActive(task.state) && { action: '取消' })}
              busy={busy === task.id}
              onAction={() => void act(task.id)}
              error={errors[task.id]}
            >
              <StyledMeta>
                {task.recipients.length} 位收件人 · 開始於 {task.start_at.slice(0, 16)}
              </StyledMeta>
            </TaskRow>
          ))}
        </ul>
      )}
    </StyledTaskList>
  );
}
