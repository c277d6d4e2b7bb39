import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectFieldError,
  findControls,
  formStories,
  retype,
  submitMock,
  testOnly,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { ResendVerificationFormValues } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { ResendVerificationForm } from './ResendVerificationForm';

const m = validationMessages.resendVerification;
const VALID = { email: 'amy@example.com', password: 'Secret!23' };

const meta = {
  title: 'Forms/ResendVerificationForm',
  component: ResendVerificationForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<ResendVerificationFormValues>() },
  parameters: playedDocs(
    `Asks for the verification e-mail again (/resend-verification-email, docs/requirements.md §2): Email 帳號 and 密碼 (with show/hide), sending \`{ email, password }\`. The app shows the server's message in a dialog, falling back to '${serverMessages.resendVerification.fallback}' (docs/requirements.md §8).

**Rules (docs/requirements.md §5).** E-mail required ('Email 帳號必填') and a simple address shape ('請輸入正確的 Email 格式'); password required ('密碼必填'). Errors show when a field is left or a submit is tried, then follow each change. The button shows loading and is disabled while sending; \`{ error }\` shows the error line and keeps the input.`,
  ),
} satisfies Meta<typeof ResendVerificationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    email: canvas.getByRole('textbox', { name: 'Email 帳號' }),
    password: canvas.getByLabelText('密碼'),
    submit: canvas.getByRole('button', { name: '重新寄送' }),
  }));

const fill = async (f: Awaited<ReturnType<typeof fields>>) => {
  await userEvent.type(f.email, VALID.email);
  await userEvent.type(f.password, VALID.password);
};

const stories = formStories({ fields, fill, values: VALID });

/** Try the controls. */
export const Playground: Story = {};

/** Empty, with the link back to the login. */
export const Empty: Story = stories.emptyWithLoginLink((f) => f.email);

/** Filled in correctly. */
export const Filled: Story = stories.filled((f) => [f.email, f.password]);

/** Errors shown (`revealErrors`): '請輸入正確的 Email 格式' and '密碼必填'. */
export const ValidationErrors: Story = stories.revealedErrors(
  { email: 'amy.example.com', password: '' },
  (f) => [
    [f.email, m.emailFormat],
    [f.password, m.passwordRequired],
  ],
);

/** Test (hidden): Every rule: 'Email 帳號必填', '請輸入正確的 Email 格式', '密碼必填'. */
export const ValidationRules: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const { email, password, submit } = await fields(canvasElement);
    await touch(email);
    await expectFieldError(email, m.emailRequired);
    await retype(email, 'amy.example.com');
    await expectFieldError(email, m.emailFormat);
    await touch(password);
    await expectFieldError(password, m.passwordRequired);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): Submitting an empty form shows both required messages. */
export const SubmitEmpty: Story = stories.submitEmpty((f) => [
  [f.email, m.emailRequired],
  [f.password, m.passwordRequired],
]);

/** While sending, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting();

/** Sending failed: the error line shows the message; the input stays. */
export const ServerError: Story = stories.serverError(
  serverMessages.resendVerification.fallback,
  (f) => [
    [f.email, VALID.email],
    [f.password, VALID.password],
  ],
);

/** Sent: `onSubmit` gets the e-mail and password. */
export const Success: Story = stories.success();

/** In the dark theme, with errors. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  ...stories.refused(
    (f) => [[f.email, 'amy']],
    (f) => [[f.email, m.emailFormat]],
  ),
};
