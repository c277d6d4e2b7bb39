import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Shows that work is under way. Announced to screen readers as a status.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default spinner, labelled 載入中 for screen readers. */
export const Playground: Story = {
  args: { size: 20, label: '載入中' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '載入中' })).toBeVisible();
  },
};

/** A large spinner for a whole panel that is loading. */
export const Large: Story = { args: { size: 48, label: '載入活動中' } };
