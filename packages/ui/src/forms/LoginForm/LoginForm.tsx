import { Form } from 'react-final-form';
import { CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import { FormCheckboxField, FormEmailField, FormPasswordField } from '../common/fields';
import { FormFooterLink, FormShell } from '../common/FormShell';
import { StyledLink, StyledLinkRow } from '../common/FormShell.styles';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { FormSubmitHandler, LoginFormValues, FormProps } from '../types';
import { serverMessages } from '../validation/messages';
import { validateLogin, validateLoginEnglish } from '../validation/schemas';

/**
 * - `english`: /login, English labels; an empty e-mail or password gives one message.
 * - `member`: the member login (→ /resume).
 * - `demo`: /login-demo in Chinese, with the demo credentials passed in `initialValues`.
 * - `carrier`: /cargo/login, the carriers' login (配送管理): the member login's words, no sign-up
 *   (carrier accounts are made by the operator, docs/adr/0031-checkout-payment-and-delivery.md).
 */
export type LoginFormVariant = 'english' | 'member' | 'demo' | 'carrier';

/** The member login's words; the demo login says 登入 and 記住我 where it differs. */
const memberTexts = {
  title: '會員登入',
  email: 'Email',
  password: '密碼',
  remember: 'Remember me',
  forgot: '忘記密碼？',
  noAccount: '還沒有帳號？',
  register: '註冊',
  submit: '登入',
  show: '顯示密碼',
  hide: '隱藏密碼',
};

const texts = {
  english: {
    title: 'Login',
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    forgot: 'Forgot password?',
    noAccount: "Don't have an account?",
    register: 'Sign up',
    submit: 'Login',
    show: 'Show password',
    hide: 'Hide password',
  },
  member: memberTexts,
  demo: { ...memberTexts, title: '登入', remember: '記住我' },
  carrier: { ...memberTexts, title: CHECKOUT_MESSAGES.cargoTitle },
} satisfies Record<LoginFormVariant, Record<string, string>>;

interface LoginFormProps extends FormProps<LoginFormValues> {
  /** Which login: `english` (/login), `member` (member login), `demo` (/login-demo) or `carrier` (/cargo/login). @default 'member' */
  variant?: LoginFormVariant;
  /**
   * Called with `{ email, password, remember }`. Resolve with nothing on success, or with
   * `{ error }` to show the error line (the app passes '密碼或帳號錯誤' or the server message).
   */
  onSubmit: FormSubmitHandler<LoginFormValues>;
  /**
   * Prefilled values: `{ email: saved_email, remember: true }` when an e-mail was saved, or the
   * demo credentials for /login-demo. @default { email: '', password: '', remember: false }
   */
  initialValues?: Partial<LoginFormValues>;
  /** Where the forgot-password link goes. @default pathTo('forgotPassword') */
  forgotPasswordTo?: string;
  /** Where the sign-up link goes. @default pathTo('register') */
  registerTo?: string;
}

/**
 * The login form in its three variants. Rules (docs/requirements.md §5): member and demo: Email必填, Email 格式錯誤
 * and a required password ('The provided credentials are incorrect.'); English: an empty e-mail
 * or password shows 'The provided credentials are incorrect.' in the error line.
 */
export function LoginForm({
  variant = 'member',
  onSubmit,
  initialValues,
  title,
  description,
  headingLevel = 1,
  forgotPasswordTo = pathTo('forgotPassword'),
  registerTo = pathTo('register'),
  revealErrors = false,
  className,
}: LoginFormProps) {
  const t = texts[variant];
  const english = variant === 'english';
  return (
    <Form<LoginFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, serverMessages.login.fallback)}
      validate={english ? validateLoginEnglish : validateLogin}
      initialValues={{ email: '', password: '', remember: false, ...initialValues }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind={`login-form-${variant}`}
          title={title ?? t.title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel={t.submit}
          submitting={submitting ?? false}
          maxWidth={440}
          revealErrors={revealErrors}
          className={className}
          footer={
            variant === 'carrier' ? undefined : (
              <FormFooterLink question={t.noAccount} to={registerTo}>
                {t.register}
              </FormFooterLink>
            )
          }
        >
          <FormEmailField label={t.email} autoComplete="username" required={!english} />
          <FormPasswordField
            name="password"
            label={t.password}
            autoComplete="current-password"
            showLabel={t.show}
            hideLabel={t.hide}
            required={!english}
          />
          <StyledLinkRow $between>
            <FormCheckboxField name="remember" label={t.remember} />
            <StyledLink to={forgotPasswordTo}>{t.forgot}</StyledLink>
          </StyledLinkRow>
        </FormShell>
      )}
    </Form>
  );
}
