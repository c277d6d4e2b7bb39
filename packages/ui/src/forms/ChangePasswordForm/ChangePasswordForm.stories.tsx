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
import type { ChangePasswordFormValues } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { ChangePasswordForm } from './ChangePasswordForm';

const m = validationMessages.changePassword;
const VALID: ChangePasswordFormValues = {
  password: 'OldSecret!1',
  new_password: 'Secret!23',
  new_password_confirmation: 'Secret!23',
};

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<ChangePasswordFormValues>() },
  parameters: playedDocs(
    `Changes the password (/change-password, docs/requirements.md §2): 舊密碼, 新密碼 and 確認新密碼, each with show/hide, sending \`{ password, new_password, new_password_confirmation }\`. On any failure the app resolves \`{ error: '${serverMessages.changePassword.failure}' }\`; on success it logs out, shows '${serverMessages.changePassword.success}' and goes to /login.

**Rules (docs/requirements.md §5).** Old password required ('密碼必填'). New password required ('新密碼必填'), 8 to 255 characters ('密碼至少 8 碼', '密碼不可超過 255 個字'), a lowercase letter of any script ('至少含一個小寫字母'), an uppercase letter ('至少含一個大寫字母'), a special symbol ('至少含一個特殊符號'), one at a time in that order. Confirmation equals the new password ('與新密碼不一致'). Errors show when a field is left or a submit is tried, then follow each change.`,
  ),
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    old: canvas.getByLabelText('舊密碼'),
    password: canvas.getByLabelText('新密碼'),
    confirmation: canvas.getByLabelText('確認新密碼'),
    submit: canvas.getByRole('button', { name: '修改密碼' }),
  }));

const fill = async (f: Awaited<ReturnType<typeof fields>>) => {
  await userEvent.type(f.old, VALID.password);
  await userEvent.type(f.password, VALID.new_password);
  await userEvent.type(f.confirmation, VALID.new_password_confirmation);
};

const stories = formStories({ fields, fill, values: VALID });

/** Try the controls. */
export const Playground: Story = {};

/** Empty: three password fields, each with its own toggle. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fields(canvasElement);
    await expect(canvas.getAllByRole('button', { name: '顯示密碼' })).toHaveLength(3);
  },
};

/** Filled in correctly. */
export const Filled: Story = stories.filled((f) => [f.old, f.password, f.confirmation]);

/** Errors shown (`revealErrors`): no old password ('密碼必填') and a new one that is too short ('密碼至少 8 碼'). */
export const PasswordErrors: Story = {
  args: {
    initialValues: { password: '', new_password: 'Sec!23', new_password_confirmation: 'Sec!23' },
    revealErrors: true,
  },
  play: async ({ canvasElement }) => {
    const { old, password } = await fields(canvasElement);
    await expectFieldError(old, m.oldPasswordRequired);
    await expectFieldError(password, m.passwordMinLength);
  },
};

/** Test (hidden): Old password: '密碼必填'. New password: '新密碼必填' and each strength rule. */
export const PasswordRules: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { old, password } = await fields(canvasElement);
    await touch(old);
    await expectFieldError(old, m.oldPasswordRequired);
    await touch(password);
    await expectFieldError(password, m.newPasswordRequired);
    await expectRuleSteps(password, passwordRuleSteps(m));
  },
};

/** Confirmation: '與新密碼不一致'. */
export const ConfirmationMismatch: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.password, VALID.new_password);
    await userEvent.type(f.confirmation, 'Secret!24');
    await userEvent.tab();
    await expectFieldError(f.confirmation, m.confirmationMismatch);
  },
};

/** Test (hidden): Submitting an empty form shows the required messages and the mismatch stays silent. */
export const SubmitEmpty: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.click(f.submit);
    await expectFieldError(f.old, m.oldPasswordRequired);
    await expectFieldError(f.password, m.newPasswordRequired);
    await expectNoFieldError(f.confirmation);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While saving, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting();

/** A wrong old password: '舊密碼不正確' in the error line; the input stays. */
export const ServerError: Story = stories.serverError(
  serverMessages.changePassword.failure,
  (f) => [
    [f.old, VALID.password],
    [f.password, VALID.new_password],
  ],
);

/** Saved: `onSubmit` gets the API payload. */
export const Success: Story = stories.success();

/** In the dark theme, with errors. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  ...stories.refused(
    (f) => [[f.password, 'Secret123']],
    (f) => [[f.password, m.passwordSymbol]],
  ),
};
