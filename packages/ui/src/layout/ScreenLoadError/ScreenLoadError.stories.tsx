import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenLoadError } from './ScreenLoadError';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Layout/ScreenLoadError',
  component: ScreenLoadError,
  tags: ['autodocs'],
  args: { onRetry: fn() },
  parameters: playedDocs(
    'In place of a screen whose file could not be loaded (offline): says so and offers 重試. The app shows it inside the site layout, so the bar and the menu stay usable.',
  ),
} satisfies Meta<typeof ScreenLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says the page did not load, as an alert, and 重試 asks for it again. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('這個頁面沒有載入');
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
