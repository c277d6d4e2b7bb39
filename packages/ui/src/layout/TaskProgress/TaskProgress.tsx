import { taskPercent, TASK_STATE_LABELS, type TaskState } from '@folio/rules';
import {
  StyledBar,
  StyledFill,
  StyledFigures,
  StyledState,
  StyledTaskProgress,
} from './TaskProgress.styles';

interface TaskProgressProps {
  /** The task's state (docs/requirements.md §4): waiting, running, done, failed or cancelled. */
  state: TaskState;
  /** Mails sent so far. */
  sent: number;
  /** Mails to send. */
  total: number;
  /** Names the bar for assistive technology, e.g. the task's subject. */
  label: string;
  className?: string;
}

/**
 * A mail task's progress (docs/requirements.md §2 "Task scheduler"): the state, a bar
 * (`role="progressbar"`, 0 to 100 with the sent count as its text) and "sent / total". The screen
 * feeds it from the one-second poll; the bar itself never asks for anything.
 */
export function TaskProgress({ state, sent, total, label, className }: TaskProgressProps) {
  const percent = taskPercent(sent, total);
  return (
    <StyledTaskProgress className={className} data-folio="task-progress" data-state={state}>
      <StyledFigures>
        <StyledState $state={state}>{TASK_STATE_LABELS[state]}</StyledState>
        <span>
          {sent} / {total} 封（{percent}%）
        </span>
      </StyledFigures>
      <StyledBar
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${TASK_STATE_LABELS[state]}，已寄出 ${sent} / ${total} 封`}
      >
        <StyledFill $state={state} style={{ width: `${percent}%` }} />
      </StyledBar>
    </StyledTaskProgress>
  );
}
