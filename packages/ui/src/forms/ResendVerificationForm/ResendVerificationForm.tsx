import { Form } from 'react-final-form';
import { FormPasswordField, FormTextField } from '../common/fields';
import { FormShell } from '../common/FormShell';
import { StyledLink, StyledLinkRow } from '../common/FormShell.styles';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { FormSubmitHandler, ResendVerificationFormValues } from '../types';
import { serverMessages } from '../validation/messages';
import { validateResendVerification } from '../validation/schemas';

export interface ResendVerificationFormProps {
  /** Called with `{ email, password }`. The app shows the server's message in a dialog. */
  onSubmit: FormSubmitHandler<ResendVerificationFormValues>;
  initialValues?: Partial<ResendVerificationFormValues>;
  /** @default '重新寄送驗證信' */
  title?: string;
  /** @default '輸入註冊時的 Email 與密碼，我們會再寄一封驗證信給你。' */
  description?: string;
  /** @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Where the log-in link goes. @default '/login' */
  loginTo?: string;
  /**
   * Show every error at once, as after a submit attempt with these values (nothing is called):
   * for reviewing the error states (docs, visual tests) without typing.
   */
  revealErrors?: boolean;
  className?: string;
}

/**
 * Asks for the verification e-mail again (/resend-verification-email): e-mail and password.
 * Rules (docs/requirements.md §5): 'Email 帳號必填', '請輸入正確的 Email 格式', '密碼必填'.
 */
export function ResendVerificationForm({
  onSubmit,
  initialValues,
  title = '重新寄送驗證信',
  description = '輸入註冊時的 Email 與密碼，我們會再寄一封驗證信給你。',
  headingLevel = 1,
  loginTo = '/login',
  revealErrors = false,
  className,
}: ResendVerificationFormProps) {
  return (
    <Form<ResendVerificationFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, serverMessages.resendVerification.fallback)}
      validate={validateResendVerification}
      initialValues={{ email: '', password: '', ...initialValues }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind="resend-verification-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="重新寄送"
          submitting={submitting ?? false}
          maxWidth={440}
          revealErrors={revealErrors}
          className={className}
          footer={
            <StyledLinkRow>
              <StyledLink to={loginTo}>返回登入</StyledLink>
            </StyledLinkRow>
          }
        >
          <FormTextField
            name="email"
            label="Email 帳號"
            type="email"
            inputMode="email"
            autoComplete="username"
            required
          />
          <FormPasswordField
            name="password"
            label="密碼"
            autoComplete="current-password"
            required
          />
        </FormShell>
      )}
    </Form>
  );
}
