import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Layout/NotFoundView',
  component: NotFoundView,
  tags: ['autodocs'],
  args: { path: '/no-such-page' },
  parameters: { docs: { description: { component: 'The 404 page for any unknown path.' } } },
} satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names the missing path and links home, to the resume and to the events. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible();
    await expect(canvas.getByText('/no-such-page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '回到首頁' })).toHaveAttribute(
      'href',
      pathTo('home'),
    );
  },
};

/** A very long path wraps instead of overflowing. */
export const LongPath: Story = { args: { path: '/a/very/long/path/'.repeat(6) } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
