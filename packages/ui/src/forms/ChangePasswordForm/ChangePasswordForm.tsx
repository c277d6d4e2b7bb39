import { FormPasswordField, NewPasswordFields } from '../common/fields';
import { ShellForm } from '../common/ShellForm';
import type { ChangePasswordFormValues, FormSubmitHandler, FormProps } from '../types';
import { serverMessages } from '../validation/messages';
import { validateChangePassword } from '../validation/schemas';

interface ChangePasswordFormProps extends FormProps<ChangePasswordFormValues> {
  /**
   * Called with `{ password, new_password, new_password_confirmation }` (the API payload). On
   * failure resolve `{ error: '舊密碼不正確' }`; on success the app logs out and goes to /login.
   */
  onSubmit: FormSubmitHandler<ChangePasswordFormValues>;
}

/**
 * Changes the password (/change-password): old, new and confirmation, each with show/hide.
 * Rules (docs/requirements.md §5): '密碼必填' (old), '新密碼必填' and the four strength rules, '與新密碼不一致'.
 */
export function ChangePasswordForm({
  initialValues,
  title = '修改密碼',
  description,
  ...shared
}: ChangePasswordFormProps) {
  return (
    <ShellForm<ChangePasswordFormValues>
      {...shared}
      fallback={serverMessages.changePassword.failure}
      validate={validateChangePassword}
      initialValues={{
        password: '',
        new_password: '',
        new_password_confirmation: '',
        ...initialValues,
      }}
      kind="change-password-form"
      title={title}
      description={description}
      submitLabel="修改密碼"
    >
      <FormPasswordField name="password" label="舊密碼" autoComplete="current-password" required />
      <NewPasswordFields name="new_password" label="新密碼" />
    </ShellForm>
  );
}
