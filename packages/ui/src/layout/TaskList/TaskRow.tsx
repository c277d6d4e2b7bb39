import type { TaskState } from '@folio/rules';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { TaskProgress } from '../TaskProgress';
import { StyledRow, StyledRowError, StyledRowHeader } from './TaskList.styles';

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

/** What a row's action resolves with: nothing on success, `{ error }` with the message to show. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type TaskActionResult = { error: string } | undefined | void;

/**
 * One action on a task of a list (the member's 取消, the operator's 重試): the task it is busy
 * with, each task's failure and the notice of the last success (docs/requirements.md §8).
 */
export function useTaskAction(
  run: (id: number) => Promise<TaskActionResult>,
  messages: { done: string; failed: string },
) {
  const [busy, setBusy] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState('');

  async function act(id: number) {
    setBusy(id);
    setErrors(({ [id]: _dropped, ...rest }) => rest);
    setNotice('');
    try {
      const result = await run(id);
      if (result?.error) setErrors((shown) => ({ ...shown, [id]: result.error }));
      else setNotice(messages.done);
    } catch {
      setErrors((shown) => ({ ...shown, [id]: messages.failed }));
    } finally {
      setBusy(null);
    }
  }

  return { busy, errors, notice, act };
}

interface TaskRowProps {
  task: TaskListItem;
  /** The row's button (its name, 取消 or 重試), when the task allows it. */
  action?: string;
  busy: boolean;
  onAction: () => void;
  /** The action's failure for this task, if any. */
  error: string | undefined;
  /** The lines under the subject. */
  children: ReactNode;
}

/** One task of a list: its subject and button, the lines about it, its progress and failures. */
export function TaskRow({ task, action, busy, onAction, error, children }: TaskRowProps) {
  return (
    <StyledRow aria-label={task.subject}>
      <StyledRowHeader>
        <strong>{task.subject}</strong>
        {action && (
          <Button
            variant="outline"
            size="small"
            loading={busy}
            onClick={onAction}
            aria-label={`${action}「${task.subject}」`}
          >
            {action}
          </Button>
        )}
      </StyledRowHeader>
      {children}
      <TaskProgress state={task.state} sent={task.sent} total={task.total} label={task.subject} />
      {task.state === 'failed' && task.error && <StyledRowError>{task.error}</StyledRowError>}
      {error && <StyledRowError role="alert">{error}</StyledRowError>}
    </StyledRow>
  );
}

/** A list that failed to load, in the operator's screens: the message and, with `onReload`, 重試. */
export function ListLoadError({ message, onReload }: { message: string; onReload?: () => void }) {
  return (
    <StyledRowError role="alert">
      {message}{' '}
      {onReload && (
        <Button size="small" variant="outline" onClick={onReload}>
          重試
        </Button>
      )}
    </StyledRowError>
  );
}
