import { NewPasswordFields } from '../common/fields';
import { ShellForm } from '../common/ShellForm';
import { StyledStaticValue } from '../common/FormShell.styles';
import type { FormSubmitHandler, ResetPasswordFormValues, FormProps } from '../types';
import { serverMessages } from '../validation/messages';
import { validateResetPassword } from '../validation/schemas';

interface ResetPasswordFormProps extends FormProps<ResetPasswordFormValues> {
  /**
   * Called with `{ password, password_confirmation }`; the app adds `token` and `email` from the
   * link's query and, on success, goes to /login.
   */
  onSubmit: FormSubmitHandler<ResetPasswordFormValues>;
  /** The account's e-mail from the link, shown above the fields. */
  email?: string;
}

/**
 * Sets a new password from a reset link (/reset-password). Rules (docs/requirements.md §5): '新密碼必填',
 * '密碼至少 8 碼', a lowercase, an uppercase and a special symbol; confirmation '與新密碼不一致'.
 */
export function ResetPasswordForm({
  email,
  initialValues,
  title = '重設密碼',
  description,
  ...shared
}: ResetPasswordFormProps) {
  return (
    <ShellForm<ResetPasswordFormValues>
      {...shared}
      fallback={serverMessages.resetPassword.fallback}
      validate={validateResetPassword}
      initialValues={{ password: '', password_confirmation: '', ...initialValues }}
      kind="reset-password-form"
      title={title}
      description={description}
      submitLabel="重設密碼"
    >
      {email ? (
        <StyledStaticValue>
          帳號：<strong>{email}</strong>
        </StyledStaticValue>
      ) : null}
      <NewPasswordFields name="password" label="新密碼" />
    </ShellForm>
  );
}
