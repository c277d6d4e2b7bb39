import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectFieldError,
  expectNoFieldError,
  expectRuleSteps,
  findControls,
  formStories,
  passwordRuleSteps,
  submitMock,
  testOnly,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { ResetPasswordFormValues } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { ResetPasswordForm } from './ResetPasswordForm';

const m = validationMessages.resetPassword;
const VALID = { password: 'Secret!23', password_confirmation: 'Secret!23' };

const meta = {
  title: 'Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<ResetPasswordFormValues>(), email: 'amy@example.com' },
  parameters: playedDocs(
    `Sets a new password from the reset link (/reset-password, docs/requirements.md §2): 新密碼 and 確認新密碼, both with show/hide. It sends \`{ password, password_confirmation }\`; the app adds \`token\` and \`email\` from the link's query (pass \`email\` to show it) and goes to /login on success, or shows the server's message or '${serverMessages.resetPassword.fallback}'.

**Rules (docs/requirements.md §5).** New password required ('新密碼必填'), 8 to 255 characters ('密碼至少 8 碼', '密碼不可超過 255 個字'), a lowercase letter of any script ('至少含一個小寫字母'), an uppercase letter ('至少含一個大寫字母'), a special symbol ('至少含一個特殊符號'), one message at a time in that order; the confirmation equals the new password ('與新密碼不一致'). Errors show when a field is left or a submit is tried, then follow each change.`,
  ),
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    password: canvas.getByLabelText('新密碼'),
    confirmation: canvas.getByLabelText('確認新密碼'),
    submit: canvas.getByRole('button', { name: '重設密碼' }),
  }));

const fill = async (f: Awaited<ReturnType<typeof fields>>) => {
  await userEvent.type(f.password, VALID.password);
  await userEvent.type(f.confirmation, VALID.password_confirmation);
};

const stories = formStories({ fields, fill, values: VALID });

/** Try the controls. */
export const Playground: Story = {};

/** Empty, showing the account from the link. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = await fields(canvasElement);
    await expect(password).toHaveValue('');
    await expect(canvas.getByText('amy@example.com')).toBeInTheDocument();
  },
};

/** Filled in correctly; the new password can be shown. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    const [toggle] = f.canvas.getAllByRole('button', { name: '顯示密碼' });
    if (toggle) await userEvent.click(toggle);
    await expect(f.password).toHaveAttribute('type', 'text');
    await expectNoFieldError(f.password);
    await expectNoFieldError(f.confirmation);
  },
};

/** Errors shown (`revealErrors`): a new password without an uppercase letter ('至少含一個大寫字母'). */
export const PasswordErrors: Story = {
  args: {
    initialValues: { password: 'secret!23', password_confirmation: 'secret!23' },
    revealErrors: true,
  },
  play: async ({ canvasElement }) => {
    const { password } = await fields(canvasElement);
    await expectFieldError(password, m.passwordUppercase);
  },
};

/** Test (hidden): New password: '新密碼必填', then each strength rule in order. */
export const PasswordRules: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { password } = await fields(canvasElement);
    await touch(password);
    await expectFieldError(password, m.newPasswordRequired);
    await expectRuleSteps(password, passwordRuleSteps(m));
  },
};

/** Confirmation: '與新密碼不一致'. */
export const ConfirmationMismatch: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.password, VALID.password);
    await userEvent.type(f.confirmation, 'Secret!2');
    await userEvent.click(f.submit);
    await expectFieldError(f.confirmation, m.confirmationMismatch);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(f.confirmation, '3');
    await expectNoFieldError(f.confirmation);
  },
};

/** While saving, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting();

/** The reset failed: the error line shows the message; the input stays. */
export const ServerError: Story = stories.serverError(
  serverMessages.resetPassword.fallback,
  (f) => [[f.password, VALID.password]],
);

/** Saved: `onSubmit` gets both passwords. */
export const Success: Story = stories.success();

/** In the dark theme, with errors. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  ...stories.refused(
    (f) => [[f.password, 'secret']],
    (f) => [[f.password, m.passwordMinLength]],
  ),
};
