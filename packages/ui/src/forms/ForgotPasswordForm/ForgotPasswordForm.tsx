import { Form } from 'react-final-form';
import { FormTextField } from '../common/fields';
import { FormShell } from '../common/FormShell';
import { StyledLink, StyledLinkRow } from '../common/FormShell.styles';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { ForgotPasswordFormValues, FormSubmitHandler } from '../types';
import { serverMessages } from '../validation/messages';
import { validateForgotPassword } from '../validation/schemas';

export interface ForgotPasswordFormProps {
  /** Called with `{ email }`. The app shows the server's message in a dialog ('寄送失敗' as fallback). */
  onSubmit: FormSubmitHandler<ForgotPasswordFormValues>;
  initialValues?: Partial<ForgotPasswordFormValues>;
  /** @default '忘記密碼' */
  title?: string;
  /** @default '輸入註冊時的 Email，我們會寄送重設密碼的連結。' */
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

/** Asks for a password-reset link (/forgot-password): e-mail only. Rules: 'Email 必填', 'Email 格式錯誤'. */
export function ForgotPasswordForm({
  onSubmit,
  initialValues,
  title = '忘記密碼',
  description = '輸入註冊時的 Email，我們會寄送重設密碼的連結。',
  headingLevel = 1,
  loginTo = '/login',
  revealErrors = false,
  className,
}: ForgotPasswordFormProps) {
  return (
    <Form<ForgotPasswordFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, serverMessages.forgotPassword.fallback)}
      validate={validateForgotPassword}
      initialValues={{ email: '', ...initialValues }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind="forgot-password-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="寄送重設連結"
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
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
        </FormShell>
      )}
    </Form>
  );
}
