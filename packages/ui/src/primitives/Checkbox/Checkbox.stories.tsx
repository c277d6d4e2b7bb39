import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '記住我', name: 'remember', onChange: fn() },
  parameters: playedDocs(
    'A native checkbox with its label (the whole label is the click target, at least 40 px high). Use `checked` + `onChange` when a form owns the value, `defaultChecked` otherwise.',
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '記住我' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('記住我'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Checked at first, as the login's remember-me when an e-mail was saved. */
export const Checked: Story = {
  args: { defaultChecked: true, label: 'Remember me' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Remember me' }),
    ).toBeChecked();
  },
};

/** With a helper text and an error. */
export const WithError: Story = {
  args: { label: '我同意服務條款', helperText: '請先閱讀條款', error: '請勾選同意' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '我同意服務條款' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('請勾選同意 請先閱讀條款');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultChecked: true } };
