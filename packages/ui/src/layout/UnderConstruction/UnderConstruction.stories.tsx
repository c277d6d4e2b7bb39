import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnderConstruction } from './UnderConstruction';

const meta = {
  title: 'Layout/UnderConstruction',
  component: UnderConstruction,
  tags: ['autodocs'],
  args: {
    name: '忘記密碼',
    path: '/forgot-password',
    description: 'Forgot password (/forgot-password): field email only.',
  },
  parameters: {
    docs: { description: { component: 'The marked placeholder for a screen not built yet.' } },
  },
} satisfies Meta<typeof UnderConstruction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names the screen, its path and the specification's sentence. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '忘記密碼' })).toBeVisible();
    await expect(canvas.getByText(/Under construction/)).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
