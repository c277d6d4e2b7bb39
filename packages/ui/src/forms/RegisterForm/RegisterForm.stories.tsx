import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pathTo } from '@folio/rules';
import {
  expectFieldError,
  expectNoFieldError,
  expectRuleSteps,
  failingSubmit,
  findControls,
  formStories,
  passwordRuleSteps,
  retype,
  submitMock,
  testOnly,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { RegisterFormValues } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { RegisterForm } from './RegisterForm';

const m = validationMessages.register;
const TAKEN = 'taken@example.com';
const DOWN = 'down@example.com';

/** The server check: `taken@…` exists, `down@…` makes the check itself fail. */
const checkEmail = () =>
  fn(async (email: string) => {
    if (email === DOWN) throw new Error('503');
    return email === TAKEN;
  });

const VALID: RegisterFormValues = {
  name: '王小明',
  email: 'amy@example.com',
  password: 'Secret!23',
  password_confirmation: 'Secret!23',
};

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<RegisterFormValues>(), checkEmail: checkEmail() },
  parameters: playedDocs(
    `Registration (/register, docs/requirements.md §2): 姓名或暱稱, Email, 密碼 and 確認密碼 (both with show/hide), 註冊. The values are the API payload \`{ name, email, password, password_confirmation }\`. On success the app shows '${serverMessages.register.success}' and goes to /login; on failure it resolves \`{ error: '${serverMessages.register.failure}' }\`.

**Rules (docs/requirements.md §5, §9).** Name: required ('姓名必填'), at least 2 characters ('姓名至少 2 個字'). E-mail: required ('Email 必填'), a simple address shape ('Email 格式錯誤'), not taken per the server ('這個 Email 已被註冊'), and '檢查失敗，請稍後再試' when the check itself fails. Password: required ('密碼必填'), 8 to 255 characters ('密碼至少 8 碼', '密碼不可超過 255 個字'), a lowercase letter of any script ('至少含一個小寫字母'), an uppercase letter ('至少含一個大寫字母'), a special symbol, i.e. punctuation, a symbol or a space ('至少含一個特殊符號'); one message at a time, in that order. Confirmation: equal to the password ('兩次密碼不一致').

**The e-mail check.** \`checkEmail(email)\` resolves \`true\` when the address is taken and rejects when the check fails. It runs when the e-mail field is left holding a well-formed address (while it runs the field says so), and before submitting if it has not run yet: never on keystrokes. Each address is asked once; a failed check is retried when the field is left again.

**When errors show.** When a field is left or a submit is tried, then on each change of that field.`,
  ),
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    name: canvas.getByRole('textbox', { name: '姓名或暱稱' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText('密碼'),
    confirmation: canvas.getByLabelText('確認密碼'),
    submit: canvas.getByRole('button', { name: '註冊' }),
  }));

const fill = async (f: Awaited<ReturnType<typeof fields>>, values: RegisterFormValues = VALID) => {
  await userEvent.type(f.name, values.name);
  await userEvent.type(f.email, values.email);
  await userEvent.type(f.password, values.password);
  await userEvent.type(f.confirmation, values.password_confirmation);
};

const stories = formStories({
  fields,
  fill: (f: Awaited<ReturnType<typeof fields>>) => fill(f),
  values: VALID,
});

/** Try the controls. */
export const Playground: Story = {};

/** Empty, with the link to the login. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name } = await fields(canvasElement);
    await expect(name).toHaveValue('');
    await expect(canvas.getByRole('link', { name: '登入' })).toHaveAttribute(
      'href',
      pathTo('login'),
    );
  },
};

/** Filled in correctly: the e-mail was checked once, when its field was left. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await waitFor(() => expect(args.checkEmail).toHaveBeenCalledWith('amy@example.com'));
    await expect(args.checkEmail).toHaveBeenCalledTimes(1);
    for (const field of [f.name, f.email, f.password, f.confirmation])
      await expectNoFieldError(field);
  },
};

/** A one-character name, shown (`revealErrors`): '姓名至少 2 個字'. */
export const NameErrors: Story = {
  args: {
    initialValues: {
      name: '王',
      email: 'amy@example.com',
      password: 'Secret!23',
      password_confirmation: 'Secret!23',
    },
    revealErrors: true,
  },
  play: async ({ canvasElement }) => {
    const { name, email } = await fields(canvasElement);
    await expectFieldError(name, m.nameMinLength);
    await expectNoFieldError(email);
  },
};

/** Test (hidden): Name: '姓名必填' when left empty, '姓名至少 2 個字' for one character. */
export const NameRules: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { name } = await fields(canvasElement);
    await touch(name);
    await expectFieldError(name, m.nameRequired);
    await retype(name, '王');
    await expectFieldError(name, m.nameMinLength);
    await retype(name, '王明');
    await expectNoFieldError(name);
  },
};

/** A malformed e-mail, shown (`revealErrors`): 'Email 格式錯誤'; no server check for it. */
export const EmailErrors: Story = {
  args: {
    initialValues: {
      name: '王小明',
      email: 'amy@',
      password: 'Secret!23',
      password_confirmation: 'Secret!23',
    },
    revealErrors: true,
  },
  play: async ({ args, canvasElement }) => {
    const { email } = await fields(canvasElement);
    await expectFieldError(email, m.emailFormat);
    await expect(args.checkEmail).not.toHaveBeenCalled();
  },
};

/** Test (hidden): E-mail: 'Email 必填', then 'Email 格式錯誤'; no server check for a malformed address. */
export const EmailRules: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const { email } = await fields(canvasElement);
    await touch(email);
    await expectFieldError(email, m.emailRequired);
    await retype(email, 'amy@');
    await expectFieldError(email, m.emailFormat);
    await expect(args.checkEmail).not.toHaveBeenCalled();
  },
};

/** A taken address: checked when the field is left, never while typing: '這個 Email 已被註冊'. */
export const EmailTaken: Story = {
  play: async ({ args, canvasElement }) => {
    const { email } = await fields(canvasElement);
    await userEvent.type(email, TAKEN);
    await expect(args.checkEmail).not.toHaveBeenCalled();
    await userEvent.tab();
    await expectFieldError(email, m.emailTaken);
    await expect(args.checkEmail).toHaveBeenCalledTimes(1);
    await expect(args.checkEmail).toHaveBeenCalledWith(TAKEN);
    // Coming back to a checked address does not ask again.
    await retype(email, 'amy@example.com');
    await retype(email, TAKEN);
    await expectFieldError(email, m.emailTaken);
    await expect(args.checkEmail).toHaveBeenCalledTimes(2);
  },
};

/** The check itself fails: '檢查失敗，請稍後再試'; leaving the field again retries it. */
export const EmailCheckFailed: Story = {
  play: async ({ args, canvasElement }) => {
    const { email } = await fields(canvasElement);
    await userEvent.type(email, DOWN);
    await userEvent.tab();
    await expectFieldError(email, m.emailCheckFailed);
    await touch(email);
    await waitFor(() => expect(args.checkEmail).toHaveBeenCalledTimes(2));
    await expectFieldError(email, m.emailCheckFailed);
  },
};

/** A password without a special symbol, shown (`revealErrors`): '至少含一個特殊符號' (one rule at a time; every message is listed on Forms/Messages). */
export const PasswordErrors: Story = {
  args: {
    initialValues: {
      name: '王小明',
      email: 'amy@example.com',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    },
    revealErrors: true,
  },
  play: async ({ canvasElement }) => {
    const { password } = await fields(canvasElement);
    await expectFieldError(password, m.passwordSymbol);
  },
};

/** Test (hidden): Password: every strength rule in order, one message at a time. */
export const PasswordRules: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { password } = await fields(canvasElement);
    await touch(password);
    await expectFieldError(password, m.passwordRequired);
    await expectRuleSteps(password, passwordRuleSteps(m));
    await retype(password, 'Secret!23');
    await expectNoFieldError(password);
  },
};

/** Confirmation: '兩次密碼不一致' until it equals the password, also when the password changes. */
export const ConfirmationMismatch: Story = {
  play: async ({ canvasElement }) => {
    const { password, confirmation } = await fields(canvasElement);
    await userEvent.type(password, 'Secret!23');
    await userEvent.type(confirmation, 'Secret!24');
    await userEvent.tab();
    await expectFieldError(confirmation, m.confirmationMismatch);
    await retype(confirmation, 'Secret!23');
    await expectNoFieldError(confirmation);
    await retype(password, 'Secret!234');
    await expectFieldError(confirmation, m.confirmationMismatch);
  },
};

/** Test (hidden): Enter pressed in the e-mail field: the check runs before submitting and blocks it. */
export const SubmitChecksEmail: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.name, VALID.name);
    await userEvent.type(f.password, VALID.password);
    await userEvent.type(f.confirmation, VALID.password);
    await userEvent.type(f.email, `${TAKEN}{enter}`);
    await expectFieldError(f.email, m.emailTaken);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(f.canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While registering, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting();

/** A failed registration: the error line shows the app's message; the input stays. */
export const ServerError: Story = stories.serverError(serverMessages.register.failure, (f) => [
  [f.name, VALID.name],
  [f.email, VALID.email],
  [f.password, VALID.password],
]);

/** A server's field error (a 422 `errors.email`) shows under the field until it is edited. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: failingSubmit<RegisterFormValues>(serverMessages.register.failure, {
      email: m.emailTaken,
    }),
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.click(f.submit);
    await expectFieldError(f.email, m.emailTaken);
    await userEvent.type(f.email, 'x');
    await expectNoFieldError(f.email);
  },
};

/** A successful registration sends the API payload. */
export const Success: Story = stories.success();

/** In the dark theme, with errors. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.name, '王');
    await userEvent.type(f.email, TAKEN);
    await userEvent.type(f.password, 'secret');
    await userEvent.tab();
    await expectFieldError(f.email, m.emailTaken);
  },
};
