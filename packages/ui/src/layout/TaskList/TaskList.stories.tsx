import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TASK_MESSAGES } from '@folio/rules';
import { TaskList, type TaskCancelResult, type TaskListItem } from './TaskList';
import { task } from '../taskStoryData';
import { clickShowsAlert, onPhone, padded, playedDocs } from '../../storyParts';

const tasks: TaskListItem[] = [
  task(5, { subject: '下週會議提醒', state: 'waiting', sent: 0, start_at: '2026-11-27 09:00:00' }),
  task(4, {}),
  task(3, { subject: '十月電子報', state: 'done', sent: 4, start_at: '2026-10-25 10:00:00' }),
  task(2, {
    subject: '活動通知',
    state: 'failed',
    sent: 2,
    error: '郵件伺服器拒絕寄送，已停止',
    start_at: '2026-10-12 15:30:00',
  }),
  task(1, { subject: '測試信', state: 'cancelled', sent: 1, start_at: '2026-10-01 08:00:00' }),
];

const meta = {
  title: 'Layout/TaskList',
  component: TaskList,
  tags: ['autodocs'],
  args: { tasks, onCancel: fn(async (): Promise<TaskCancelResult> => undefined) },
  decorators: [padded(640)],
  parameters: playedDocs(
    'The member\'s mail tasks on /tasks/task-mail (docs/requirements.md §2 "Task scheduler"), newest first: subject, recipients, start time (Asia/Taipei), progress, and a cancel button while a task is waiting or running. The screen follows the running task by its id every second and reloads the list when a waiting one is due (`useTaskBoard`, @folio/api); a cancel that fails shows its message under the task.',
  ),
} satisfies Meta<typeof TaskList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One task in every state; only the waiting and the running one can be cancelled. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: /^取消/ })).toHaveLength(2);
    const failed = canvas.getByRole('listitem', { name: '活動通知' });
    await expect(failed).toHaveTextContent('郵件伺服器拒絕寄送，已停止');
    await expect(canvas.getByRole('listitem', { name: '下週會議提醒' })).toHaveTextContent(
      '4 位收件人 · 開始於 2026-11-27 09:00',
    );
  },
};

/** Cancelling calls `onCancel` with the task's id. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '取消「十一月電子報」' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(4));
    await expect(await canvas.findByRole('status')).toHaveTextContent(TASK_MESSAGES.cancelled);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The task ended meanwhile: the server's 409 message shows under it. */
export const CancelRefused: Story = {
  args: { onCancel: fn(async () => ({ error: TASK_MESSAGES.alreadyEnded })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '取消「下週會議提醒」' }));
    const row = canvas.getByRole('listitem', { name: '下週會議提醒' });
    await expect(await within(row).findByRole('alert')).toHaveTextContent(
      TASK_MESSAGES.alreadyEnded,
    );
  },
};

/** Test (hidden): a network failure shows the fallback message. */
export const CancelFailed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onCancel: fn(async () => Promise.reject(new Error('offline'))) },
  play: clickShowsAlert('取消「十一月電子報」', TASK_MESSAGES.cancelFailed),
};

/** No task yet. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('還沒有任務');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone (xs). */
export const Mobile: Story = {
  ...onPhone('720px'),
};
