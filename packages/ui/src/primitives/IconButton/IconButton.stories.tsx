import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuIcon, MoonIcon } from '../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: { docs: { story: { autoplay: true } } },
  args: { label: '開啟選單', onClick: fn(), children: <MenuIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button is named by its `label`; clicking calls `onClick`. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '開啟選單' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The theme switch icon. */
export const ThemeIcon: Story = { args: { label: '切換深色主題', children: <MoonIcon /> } };
