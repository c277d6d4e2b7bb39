import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: '密碼', name: 'password', onChange: fn() },
  parameters: playedDocs(
    'A password input with a show/hide toggle button. The toggle is a real button after the input in the tab order; its accessible name says what a press will do: 顯示密碼 while the password is hidden, 隱藏密碼 while it is shown. The English login passes `showLabel="Show password"` and `hideLabel="Hide password"`. Everything else is as in TextField.',
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type a password, then show and hide it with the toggle. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密碼');
    await userEvent.type(input, 'Secret!23');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '顯示密碼' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret!23');
    await userEvent.click(canvas.getByRole('button', { name: '隱藏密碼' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The English labels of the /login form. */
export const EnglishLabels: Story = {
  args: { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** With an error message, as after a failed check. */
export const WithError: Story = {
  args: { required: true, defaultValue: 'secret', error: '至少含一個大寫字母' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('密碼');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('至少含一個大寫字母');
  },
};

/** Disabled: neither the input nor the toggle reacts. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret!23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('密碼')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '顯示密碼' })).toBeDisabled();
  },
};

/** In the dark theme, shown. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Secret!23', defaultVisible: true },
};
