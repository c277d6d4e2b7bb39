import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TASK_MESSAGES } from '@folio/rules';
import type { TaskListItem } from '../TaskList';
import {
  formatSeconds,
  ManageTasksView,
  type TaskAdminItem,
  type TaskRetryResult,
} from './ManageTasksView';
import { clickShowsAlert, onPhone, padded, playedDocs } from '../../storyParts';
import { task } from '../taskStoryData';

const item = (
  id: number,
  overrides: Partial<TaskListItem>,
  times: Partial<Pick<TaskAdminItem, 'wait_seconds' | 'run_seconds'>> = {},
  member = { id: 7, name: '王小明', email: 'ming@example.com' },
): TaskAdminItem => ({
  task: task(id, overrides),
  member,
  wait_seconds: 2,
  run_seconds: 5,
  ...times,
});

const tasks: TaskAdminItem[] = [
  item(
    9,
    { subject: '下週會議提醒', state: 'waiting', sent: 0, start_at: '2026-11-27 09:00:00' },
    {
      wait_seconds: null,
      run_seconds: null,
    },
  ),
  item(8, {}, { wait_seconds: 1, run_seconds: 65 }),
  item(
    7,
    { subject: '活動通知', state: 'failed', sent: 2, error: TASK_MESSAGES.sendFailed },
    { wait_seconds: 0, run_seconds: 12 },
    { id: 8, name: '陳美玲', email: 'mei@example.com' },
  ),
  item(
    6,
    { subject: '十月電子報', state: 'done', sent: 4 },
    { wait_seconds: 3, run_seconds: 3725 },
  ),
  item(5, { subject: '測試信', state: 'cancelled', sent: 1 }, { wait_seconds: 0, run_seconds: 4 }),
];
const counts = { waiting: 1, running: 1, done: 40, failed: 1, cancelled: 3 };

const meta = {
  title: 'Layout/ManageTasksView',
  component: ManageTasksView,
  tags: ['autodocs'],
  args: {
    tasks,
    counts,
    state: undefined,
    onStateChange: fn(),
    onRetry: fn(async (): Promise<TaskRetryResult> => undefined),
  },
  decorators: [padded(720)],
  parameters: playedDocs(
    "The administrators' view of the task runner on /tasks/manage (docs/adr/0017 \"The operator's view\"; anchors: Laravel Horizon, Bull Board): every member's tasks with the counts per state as filters, each task's member, progress, wait time (past its due time until a runner took it) and run time, and 重試 on a failed task. The screen reads with `useManagedTasks` and retries with `useRetryTask` (@folio/api).",
  ),
} satisfies Meta<typeof ManageTasksView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state, with the counts of all members' tasks; only the failed task has 重試. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '全部 46' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '已完成 40' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^重試/ })).toHaveLength(1);
    const failed = canvas.getByRole('listitem', { name: '活動通知' });
    await expect(failed).toHaveTextContent('陳美玲（mei@example.com）');
    await expect(failed).toHaveTextContent(TASK_MESSAGES.sendFailed);
    await expect(canvas.getByRole('listitem', { name: '十月電子報' })).toHaveTextContent(
      '等待 3 秒 · 執行 1 小時 2 分',
    );
    await expect(canvas.getByRole('listitem', { name: '下週會議提醒' })).toHaveTextContent(
      '等待 — · 執行 —',
    );
  },
};

/** A filter chosen: the screen asks for that state's tasks. */
export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '失敗 1' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('failed');
    await userEvent.click(canvas.getByRole('button', { name: '全部 46' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Retrying calls `onRetry` with the task's id and says 任務已重新排入. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重試「活動通知」' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledWith(7));
    await expect(await canvas.findByRole('status')).toHaveTextContent(TASK_MESSAGES.retried);
  },
};

/** A retry the server refuses (someone retried it first): its message under the task. */
export const RetryRefused: Story = {
  args: { onRetry: fn(async () => ({ error: TASK_MESSAGES.retryNotFailed })) },
  play: clickShowsAlert('重試「活動通知」', TASK_MESSAGES.retryNotFailed),
};

/** Loading: no counts, no list yet. */
export const Loading: Story = {
  args: { tasks: undefined, counts: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '全部' })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** A state with no tasks. */
export const Empty: Story = {
  args: { tasks: [], state: 'running', counts: { ...counts, running: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('沒有這個狀態的任務。')).toBeInTheDocument();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone (xs): the filters wrap, nothing scrolls sideways. */
export const Mobile: Story = {
  ...onPhone('720px'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(formatSeconds(125)).toBe('2 分 5 秒');
  },
};
