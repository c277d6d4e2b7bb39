import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CARGO_LOGIN_TITLE, CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import {
  expectFieldError,
  expectNoFieldError,
  expectServerError,
  expectSubmitting,
  failingSubmit,
  findControls,
  formStories,
  pending,
  submitMock,
  testOnly,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { LoginFormValues } from '../types';
import { validationMessages } from '../validation/messages';
import { LoginForm } from './LoginForm';

const m = validationMessages.login;
const DEMO = { email: 'admin@example.com', password: 'Admin!234' };

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: {
    variant: 'member',
    onSubmit: submitMock<LoginFormValues>(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['member', 'demo', 'english'] } },
  parameters: {
    layout: 'padded',
    ...playedDocs(
      `The login form, in three variants (docs/requirements.md §2):

- **member**: the member login: Email, 密碼 with a show/hide toggle, Remember me, links to 忘記密碼 (/forgot-password) and 註冊 (/register), a 登入 button with a loading state; on success the app goes to /resume.
- **demo**: /login-demo in Chinese, with the demo credentials passed in \`initialValues\`; on success the app goes to /resume.
- **english**: /login with English labels (Email, Password, Remember me, Forgot password?, Sign up); on success the app goes to /test.

**Rules (docs/requirements.md §5).** Member and demo: e-mail required ('Email必填'), a simple address shape ('Email 格式錯誤'); password required ('The provided credentials are incorrect.'). English: an empty e-mail or an empty password shows 'The provided credentials are incorrect.' in the error line when the user tries to log in.

**When errors show (docs/requirements.md §9).** A field's error appears when the user leaves it (blur) or tries to submit, never while typing into a field not yet left; after that it follows each change. The box and the links never block.

**Remember me (docs/requirements.md §4).** The box starts as \`initialValues.remember\`; the form only reports \`remember\` in the submitted values. The app passes \`{ email: saved_email, remember: true }\` when an e-mail is saved, and saves or removes \`saved_email\` after login.

**Submitting and errors.** The button shows a spinner and is disabled while \`onSubmit\` runs. Resolve with \`{ error }\` to show the error line under the fields (role="alert"): the app passes '密碼或帳號錯誤' or the server message (docs/requirements.md §5, §8). The input is kept.`,
    ),
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement, english = false) =>
  findControls(canvasElement, (canvas) => ({
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText(english ? 'Password' : '密碼'),
    remember: canvas.getByRole('checkbox'),
    submit: canvas.getByRole('button', { name: english ? 'Login' : '登入' }),
  }));

/** Types amy@example.com and `password` (a valid one unless said otherwise). */
const fill = async (f: Awaited<ReturnType<typeof fields>>, password = 'Secret!23') => {
  await userEvent.type(f.email, 'amy@example.com');
  await userEvent.type(f.password, password);
};

const stories = formStories({ fields: (canvasElement) => fields(canvasElement), fill });

/** The member login; try the controls. */
export const Playground: Story = {};

/** Member login, empty: links go to the forgot-password and register screens. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, remember } = await fields(canvasElement);
    await expect(email).toHaveValue('');
    await expect(remember).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '忘記密碼？' })).toHaveAttribute(
      'href',
      pathTo('forgotPassword'),
    );
    await expect(canvas.getByRole('link', { name: '註冊' })).toHaveAttribute(
      'href',
      pathTo('register'),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Member login, filled in: the password can be shown and hidden. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    const { canvas, email, password, remember } = f;
    await fill(f);
    await userEvent.click(remember);
    await userEvent.click(canvas.getByRole('button', { name: '顯示密碼' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隱藏密碼' }));
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoFieldError(email);
    await expectNoFieldError(password);
  },
};

/** Shown without typing (`revealErrors`): an e-mail without its domain gives 'Email 格式錯誤', an empty password 'The provided credentials are incorrect.'. */
export const ValidationErrors: Story = stories.revealedErrors(
  { email: 'amy', password: '' },
  (f) => [
    [f.email, m.emailFormat],
    [f.password, m.passwordRequired],
  ],
);

/** Test (hidden):
 * Every rule of the member login: 'Email必填' and 'Email 格式錯誤' when the e-mail field is left,
 * 'The provided credentials are incorrect.' for an empty password. Nothing shows while typing.
 */
export const ValidationRules: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const { email, password, submit } = await fields(canvasElement);
    await touch(email);
    await expectFieldError(email, m.emailRequired);

    await userEvent.type(email, 'amy');
    await expectFieldError(email, m.emailFormat);
    await userEvent.type(email, '@example.com');
    await expectNoFieldError(email);

    await touch(password);
    await expectFieldError(password, m.passwordRequired);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): An error appears when the field is left, not while the user is still typing into it. */
export const NoErrorWhileTyping: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { email } = await fields(canvasElement);
    await userEvent.type(email, 'amy');
    await expectNoFieldError(email);
    await userEvent.tab();
    await expectFieldError(email, m.emailFormat);
  },
};

/** Test (hidden): Submitting an empty form shows every field's error and calls nothing. */
export const SubmitEmpty: Story = stories.submitEmpty((f) => [
  [f.email, m.emailRequired],
  [f.password, m.passwordRequired],
]);

/** While logging in, the button shows a spinner and is disabled. */
export const Submitting: Story = {
  args: { onSubmit: submitMock<LoginFormValues>(pending) },
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.click(f.submit);
    await expectSubmitting(f.submit);
    await userEvent.click(f.submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed login: the error line reads what the app passes ('密碼或帳號錯誤'); the input stays. */
export const ServerError: Story = {
  args: { onSubmit: failingSubmit<LoginFormValues>(m.credentialsError) },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    const { canvas, email, password, submit } = f;
    await fill(f, 'wrong');
    await userEvent.click(submit);
    await expectServerError(canvas, m.credentialsError, [
      [email, 'amy@example.com'],
      [password, 'wrong'],
    ]);
    await expect(submit).toBeEnabled();
  },
};

/** A successful login reports the values, `remember` included. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.click(f.remember);
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'amy@example.com',
        password: 'Secret!23',
        remember: true,
      }),
    );
    await expect(f.canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(f.submit).toBeEnabled());
  },
};

/** A saved e-mail: the box starts checked and the e-mail is prefilled (docs/requirements.md §4). */
export const RememberedEmail: Story = {
  args: { initialValues: { email: 'amy@example.com', remember: true } },
  play: async ({ args, canvasElement }) => {
    const { email, password, remember, submit } = await fields(canvasElement);
    await expect(email).toHaveValue('amy@example.com');
    await expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.type(password, 'Secret!23');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'amy@example.com',
        password: 'Secret!23',
        remember: false,
      }),
    );
  },
};

/** /login-demo: Chinese labels, the demo credentials prefilled; one click logs in. */
export const Demo: Story = {
  args: { variant: 'demo', initialValues: DEMO },
  play: async ({ args, canvasElement }) => {
    const { canvas, email, password, submit } = await fields(canvasElement);
    await expect(canvas.getByRole('heading', { name: '登入' })).toBeInTheDocument();
    await expect(email).toHaveValue(DEMO.email);
    await expect(password).toHaveValue(DEMO.password);
    await expect(canvas.getByRole('checkbox', { name: '記住我' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '忘記密碼？' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '註冊' })).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...DEMO, remember: false }));
  },
};

/** /login-demo with the credentials cleared, errors shown (`revealErrors`): 'Email必填' and the password's message. */
export const DemoValidationErrors: Story = {
  args: { variant: 'demo', initialValues: { email: '', password: '' }, revealErrors: true },
  play: async ({ canvasElement }) => {
    const { email, password } = await fields(canvasElement);
    await expectFieldError(email, m.emailRequired);
    await expectFieldError(password, m.passwordRequired);
  },
};

/** Test (hidden): /login-demo with the demo credentials cleared: the same rules as the member login. */
export const DemoValidationRules: Story = {
  ...testOnly,
  args: { variant: 'demo', initialValues: DEMO },
  play: async ({ canvasElement }) => {
    const { email, password, submit } = await fields(canvasElement);
    await userEvent.clear(email);
    await userEvent.clear(password);
    await userEvent.click(submit);
    await expectFieldError(email, m.emailRequired);
    await expectFieldError(password, m.passwordRequired);
    await userEvent.type(email, 'admin');
    await userEvent.tab();
    await expectFieldError(email, m.emailFormat);
  },
};

/** /cargo/login: the carriers' login, titled 配送管理; no sign-up (the operator makes carriers). */
export const Carrier: Story = {
  args: { variant: 'carrier', title: CARGO_LOGIN_TITLE },
  play: async ({ canvasElement }) => {
    const { canvas } = await fields(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: CHECKOUT_MESSAGES.cargoTitle }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '忘記密碼？' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '註冊' })).not.toBeInTheDocument();
  },
};

/** A member or an administrator logs in at /cargo/login: told it is for carriers; input kept. */
export const CarrierNotACarrier: Story = {
  args: {
    variant: 'carrier',
    title: CARGO_LOGIN_TITLE,
    onSubmit: failingSubmit<LoginFormValues>(CHECKOUT_MESSAGES.cargoLoginNotCarrier),
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.click(f.submit);
    await expectServerError(f.canvas, CHECKOUT_MESSAGES.cargoLoginNotCarrier, [
      [f.email, 'amy@example.com'],
      [f.password, 'Secret!23'],
    ]);
  },
};

/** /login: English labels and links. */
export const English: Story = {
  args: { variant: 'english' },
  play: async ({ canvasElement }) => {
    const { canvas, password } = await fields(canvasElement, true);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      pathTo('forgotPassword'),
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      pathTo('register'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

/** /login with an empty password, shown (`revealErrors`): 'The provided credentials are incorrect.' in the error line. */
export const EnglishValidationErrors: Story = {
  args: {
    variant: 'english',
    initialValues: { email: 'amy@example.com', password: '' },
    revealErrors: true,
  },
  play: async ({ args, canvasElement }) => {
    const { canvas } = await fields(canvasElement, true);
    await expectServerError(canvas, validationMessages.loginEnglish.credentialsIncorrect);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): /login: an empty e-mail or password shows 'The provided credentials are incorrect.' */
export const EnglishValidationRules: Story = {
  ...testOnly,
  args: { variant: 'english' },
  play: async ({ args, canvasElement }) => {
    const { canvas, email, password, submit } = await fields(canvasElement, true);
    const message = validationMessages.loginEnglish.credentialsIncorrect;
    await userEvent.click(submit);
    await expectServerError(canvas, message);

    await userEvent.type(email, 'amy@example.com');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);

    await userEvent.clear(email);
    await userEvent.type(password, 'Secret!23');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'amy@example.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** /login with the server's message after a failed login. */
export const EnglishServerError: Story = {
  args: {
    variant: 'english',
    initialValues: { email: 'amy@example.com', password: 'wrong' },
    onSubmit: failingSubmit<LoginFormValues>(validationMessages.loginEnglish.credentialsIncorrect),
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = await fields(canvasElement, true);
    await userEvent.click(submit);
    await expectServerError(canvas, validationMessages.loginEnglish.credentialsIncorrect, [
      [email, 'amy@example.com'],
    ]);
  },
};

/** The member login in the dark theme, with an error and the server's error line. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { onSubmit: failingSubmit<LoginFormValues>(m.credentialsError) },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    const { canvas, email, submit } = f;
    await fill(f, 'wrong');
    await userEvent.click(submit);
    await canvas.findByRole('alert');
    await userEvent.clear(email);
    await userEvent.type(email, 'amy');
    await userEvent.tab();
    await expectFieldError(email, m.emailFormat);
  },
};

/** The English /login in the dark theme. */
export const DarkEnglish: Story = { globals: { theme: 'dark' }, args: { variant: 'english' } };
