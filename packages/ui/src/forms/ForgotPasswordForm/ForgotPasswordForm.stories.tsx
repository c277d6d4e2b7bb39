import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectFieldError,
  expectNoFieldError,
  findControls,
  formStories,
  retype,
  submitMock,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { ForgotPasswordFormValues } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const m = validationMessages.forgotPassword;
const VALID = { email: 'amy@example.com' };

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<ForgotPasswordFormValues>() },
  parameters: playedDocs(
    `Asks for a password-reset link (/forgot-password, docs/requirements.md §2): the e-mail only, sending \`{ email }\`. The app shows the server's message, or '${serverMessages.forgotPassword.fallback}' in an error dialog (docs/requirements.md §8).

**Rules (docs/requirements.md §5).** E-mail required ('Email 必填') and a simple address shape ('Email 格式錯誤'). Errors show when the field is left or a submit is tried, then follow each change. The button shows loading and is disabled while sending; \`{ error }\` shows the error line and keeps the input.`,
  ),
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    email: canvas.getByRole('textbox', { name: 'Email' }),
    submit: canvas.getByRole('button', { name: '寄送重設連結' }),
  }));

const stories = formStories({
  fields,
  fill: (f) => userEvent.type(f.email, VALID.email),
  values: VALID,
});

/** Try the controls. */
export const Playground: Story = {};

/** Empty, with the link back to the login. */
export const Empty: Story = stories.emptyWithLoginLink((f) => f.email);

/** Filled in correctly. */
export const Filled: Story = stories.filled((f) => [f.email]);

/** Every rule: 'Email 必填' and 'Email 格式錯誤'. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const { email, submit } = await fields(canvasElement);
    await touch(email);
    await expectFieldError(email, m.emailRequired);
    await retype(email, 'amy@example');
    await expectFieldError(email, m.emailFormat);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await retype(email, 'amy@example.com');
    await expectNoFieldError(email);
  },
};

/** Test (hidden): Submitting an empty form shows 'Email 必填'. */
export const SubmitEmpty: Story = stories.submitEmpty((f) => [[f.email, m.emailRequired]]);

/** While sending, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting((f) => userEvent.type(f.email, '{enter}'));

/** Sending failed: the error line shows the message; the input stays. */
export const ServerError: Story = stories.serverError(
  serverMessages.forgotPassword.fallback,
  (f) => [[f.email, VALID.email]],
);

/** Sent: `onSubmit` gets the e-mail. */
export const Success: Story = stories.success();

/** In the dark theme, with an error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  ...stories.refused(
    () => [],
    (f) => [[f.email, m.emailRequired]],
  ),
};
