import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwitch } from './ThemeSwitch';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Layout/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { themeMode: 'light', onToggle: fn() },
  parameters: playedDocs(
    "The light/dark switch of the app bar (an icon button) and of the site's drawer (icon and words). It offers the other theme. With `themeMode: 'system'`, used when a page is drawn before any script knows the visitor's choice, it holds one switch per theme and the system's colour scheme shows the matching one; the hidden one is out of the accessibility tree and the tab order too.",
  ),
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the light theme it offers the dark one. */
export const Light: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '切換為深色主題' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** In the dark theme it offers the light one. */
export const Dark: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  globals: { theme: 'dark' },
  args: { themeMode: 'dark' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName('切換為淺色主題');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** With its words, as in the drawer. */
export const Text: Story = {
  args: { variant: 'text' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('切換為深色主題');
  },
};

/**
 * The system's theme: of the two switches, the one the system's colour scheme calls for is the
 * only one shown, named and reachable.
 */
export const System: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  args: { themeMode: 'system' },
  play: async ({ args, canvasElement }) => {
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { hidden: true })).toHaveLength(2);
    const shown = canvas.getAllByRole('button');
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveAccessibleName(dark ? '切換為淺色主題' : '切換為深色主題');
    await expect(shown[0]).toBeVisible();
    await userEvent.tab();
    await expect(shown[0]).toHaveFocus();
    await userEvent.click(shown[0] as HTMLElement);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};
