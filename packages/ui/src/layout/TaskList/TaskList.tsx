import { isTaskActive, TASK_MESSAGES, type TaskState } from '@folio/rules';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { TaskProgress } from '../TaskProgress';
import {
  StyledEmpty,
  StyledNotice,
  StyledMeta,
  StyledRow,
  StyledRowError,
  StyledRowHeader,
  StyledTaskList,
} from './TaskList.styles';

/** One task as the list shows it (the shape of the contract's `MailTask`). */
export interface TaskListItem {
  id: number;
  subject: string;
  recipients: string[];
  /** Asia/Taipei, `YYYY-MM-DD HH:mm:ss`. */
  start_at: string;
  state: TaskState;
  sent: number;
  total: number;
  /** Why it failed, when it did. */
  error: string | null;
}

/** What `onCancel` resolves with: nothing on success, `{ error }` with the message to show. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type TaskCancelResult = { error: string } | undefined | void;

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
  const [busy, setBusy] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  // docs/requirements.md §8: 任務已取消 once the server has cancelled one.
  const [notice, setNotice] = useState('');

  async function cancel(id: number) {
    setBusy(id);
    setErrors(({ [id]: _dropped, ...rest }) => rest);
    setNotice('');
    try {
      const result = await onCancel(id);
      if (result?.error) setErrors((all) => ({ ...all, [id]: result.error }));
      else setNotice(TASK_MESSAGES.cancelled);
    } catch {
      setErrors((all) => ({ ...all, [id]: TASK_MESSAGES.cancelFailed }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <StyledTaskList className={className} data-folio="task-list" aria-busy={!tasks}>
      <Heading>我的寄信任務</Heading>
      <StyledNotice role="status">{notice}</StyledNotice>
      {tasks && tasks.length === 0 && <StyledEmpty>還沒有任務，先在上方排程一封信吧。</StyledEmpty>}
      {tasks && tasks.length > 0 && (
        <ul>
          {tasks.map((task) => (
            <StyledRow key={task.id} aria-label={task.subject}>
              <StyledRowHeader>
                <strong>{task.subject}</strong>
                {isTaskActive(task.state) && (
                  <Button
                    variant="outline"
                    size="small"
                    loading={busy === task.id}
                    onClick={() => void cancel(task.id)}
                    aria-label={`取消「${task.subject}」`}
                  >
                    取消
                  </Button>
                )}
              </StyledRowHeader>
              <StyledMeta>
                {task.recipients.length} 位收件人 · 開始於 {task.start_at.slice(0, 16)}
              </StyledMeta>
              <TaskProgress
                state={task.state}
                sent={task.sent}
                total={task.total}
                label={task.subject}
              />
              {task.state === 'failed' && task.error && (
                <StyledRowError>{task.error}</StyledRowError>
              )}
              {errors[task.id] && <StyledRowError role="alert">{errors[task.id]}</StyledRowError>}
            </StyledRow>
          ))}
        </ul>
      )}
    </StyledTaskList>
  );
}
