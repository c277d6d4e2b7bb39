import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TaskProgress } from './TaskProgress';
import { padded } from '../../storyParts';

const meta = {
  title: 'Layout/TaskProgress',
  component: TaskProgress,
  tags: ['autodocs'],
  args: { state: 'running', sent: 7, total: 20, label: '十一月電子報' },
  decorators: [padded(480)],
  parameters: {
    docs: {
      description: {
        component:
          'A mail task\'s progress (docs/requirements.md §2 "Task scheduler", §4): the state, a bar with `role="progressbar"` and `aria-valuenow` in whole percent (rounded down), and the sent count. The task screen feeds it from its one-second poll while the task is waiting or running.',
      },
    },
  },
} satisfies Meta<typeof TaskProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sending: 7 of 20 mails, 35 %. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '十一月電子報' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '寄送中，已寄出 7 / 20 封');
    await expect(canvasElement).toHaveTextContent('7 / 20 封（35%）');
  },
};

/** Scheduled for later: nothing sent yet. */
export const Waiting: Story = {
  args: { state: 'waiting', sent: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvasElement).toHaveTextContent('等待中');
  },
};

/** Every mail sent. */
export const Done: Story = {
  args: { state: 'done', sent: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvasElement).toHaveTextContent('已完成');
  },
};

/** Stopped by the mail layer after 12 mails. */
export const Failed: Story = {
  args: { state: 'failed', sent: 12 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('失敗');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

/** Cancelled by the member; mails already sent stay sent. */
export const Cancelled: Story = { args: { state: 'cancelled', sent: 3 } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
