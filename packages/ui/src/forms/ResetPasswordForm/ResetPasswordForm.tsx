import { Form } from 'react-final-form';
import { FormPasswordField } from '../common/fields';
import { FormShell } from '../common/FormShell';
import { StyledStaticValue } from '../common/FormShell.styles';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { FormSubmitHandler, ResetPasswordFormValues } from '../types';
import { serverMessages } from '../validation/messages';
import { validateResetPassword } from '../validation/schemas';

export interface ResetPasswordFormProps {
  /**
   * Called with `{ password, password_confirmation }`; the app adds `token` and `email` from the
   * link's query and, on success, goes to /login.
   */
  onSubmit: FormSubmitHandler<ResetPasswordFormValues>;
  /** The account's e-mail from the link, shown above the fields. */
  email?: string;
  initialValues?: Partial<ResetPasswordFormValues>;
  /** @default '重設密碼' */
  title?: string;
  description?: string;
  /** @default 1 */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show every error at once, as after a submit attempt with these values (nothing is called):
   * for reviewing the error states (docs, visual tests) without typing.
   */
  revealErrors?: boolean;
  className?: string;
}

/**
 * Sets a new password from a reset link (/reset-password). Rules (docs/requirements.md §5): '新密碼必填',
 * '密碼至少 8 碼', a lowercase, an uppercase and a special symbol; confirmation '與新密碼不一致'.
 */
export function ResetPasswordForm({
  onSubmit,
  email,
  initialValues,
  title = '重設密碼',
  description,
  headingLevel = 1,
  revealErrors = false,
  className,
}: ResetPasswordFormProps) {
  return (
    <Form<ResetPasswordFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, serverMessages.resetPassword.fallback)}
      validate={validateResetPassword}
      initialValues={{ password: '', password_confirmation: '', ...initialValues }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind="reset-password-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="重設密碼"
          submitting={submitting ?? false}
          maxWidth={440}
          revealErrors={revealErrors}
          className={className}
        >
          {email ? (
            <StyledStaticValue>
              帳號：<strong>{email}</strong>
            </StyledStaticValue>
          ) : null}
          <FormPasswordField name="password" label="新密碼" autoComplete="new-password" required />
          <FormPasswordField
            name="password_confirmation"
            label="確認新密碼"
            autoComplete="new-password"
            required
          />
        </FormShell>
      )}
    </Form>
  );
}
