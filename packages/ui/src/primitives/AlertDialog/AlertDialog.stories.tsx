import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { framedDocs } from '../../../../../.storybook/docsFrame';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: { open: true, message: '密碼或帳號錯誤', onConfirm: fn() },
  parameters: framedDocs(
    'The alert of docs/requirements.md §8: modal, maximum width 400, one button labelled 確定, title 提示 by default. Messages are shown exactly as given.',
    '260px',
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login failure alert. 確定 confirms; it is the only button. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    // The dialog opens in an effect after the first render: wait for it.
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '提示',
    });
    await expect(alert).toHaveAccessibleDescription('密碼或帳號錯誤');
    await expect(getComputedStyle(alert).maxWidth).toBe('400px');
    await expect(within(alert).getAllByRole('button')).toHaveLength(1);
    const confirm = within(alert).getByRole('button', { name: '確定' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape confirms too. */
export const EscapeConfirms: Story = {
  args: { message: '驗證失效，請重新登入' },
  play: async ({ args, canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(within(alert).getByRole('button', { name: '確定' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A long message wraps inside the 400 px box. */
export const LongMessage: Story = {
  args: { message: '註冊成功，至 Email 收信點擊驗證連結後再登入' },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
