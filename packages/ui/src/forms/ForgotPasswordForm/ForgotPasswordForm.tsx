import { pathTo } from '@folio/rules';
import { FormEmailField } from '../common/fields';
import { ShellForm } from '../common/ShellForm';
import { FormFooterLink } from '../common/FormShell';
import type { ForgotPasswordFormValues, FormSubmitHandler, FormProps } from '../types';
import { serverMessages } from '../validation/messages';
import { validateForgotPassword } from '../validation/schemas';

interface ForgotPasswordFormProps extends FormProps<ForgotPasswordFormValues> {
  /** Called with `{ email }`. The app shows the server's message in a dialog ('寄送失敗' as fallback). */
  onSubmit: FormSubmitHandler<ForgotPasswordFormValues>;
  /** Where the log-in link goes. @default pathTo('login') */
  loginTo?: string;
}

/** Asks for a password-reset link (/forgot-password): e-mail only. Rules: 'Email 必填', 'Email 格式錯誤'. */
export function ForgotPasswordForm({
  initialValues,
  title = '忘記密碼',
  description = '輸入註冊時的 Email，我們會寄送重設密碼的連結。',
  loginTo = pathTo('login'),
  ...shared
}: ForgotPasswordFormProps) {
  return (
    <ShellForm<ForgotPasswordFormValues>
      {...shared}
      fallback={serverMessages.forgotPassword.fallback}
      validate={validateForgotPassword}
      initialValues={{ email: '', ...initialValues }}
      kind="forgot-password-form"
      title={title}
      description={description}
      submitLabel="寄送重設連結"
      footer={<FormFooterLink to={loginTo}>返回登入</FormFooterLink>}
    >
      <FormEmailField required />
    </ShellForm>
  );
}
