import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', onChange: fn(), onBlur: fn() },
  parameters: playedDocs(
    'A labelled single-line input. `error` marks the input `aria-invalid` and is read after the label (through `aria-describedby`), as is `helperText`. `required` adds a decorative `*` and `aria-required`, never the native `required`, so the browser shows no bubbles of its own. Other props (`type`, `value`, `onChange`, `autoComplete`…) go to the `<input>`.',
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the controls panel. Typing calls `onChange`. */
export const Playground: Story = {
  args: { placeholder: 'name@example.com', type: 'email' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'amy@example.com');
    await expect(input).toHaveValue('amy@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A hint under the input, read after the label. */
export const WithHelperText: Story = {
  args: { label: '暱稱', name: 'nickname', helperText: '其他會員看到的名稱' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('暱稱');
    await expect(input).toHaveAccessibleDescription('其他會員看到的名稱');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A required field: a `*` after the label and `aria-required` on the input. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    // Not the native attribute: the browser must not show its own bubbles.
    await expect(input).not.toHaveAttribute('required');
  },
};

/** With an error: the input is `aria-invalid` and describes itself with the message. */
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'amy',
    helperText: '登入用的信箱',
    error: 'Email 格式錯誤',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email 格式錯誤 登入用的信箱');
  },
};

/** Disabled: cannot be focused or edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'amy@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};

/** In the dark theme, with and without an error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} helperText="登入用的信箱" />
      <TextField {...args} label="密碼" name="password" required error="密碼必填" />
    </div>
  ),
};
