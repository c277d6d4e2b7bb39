import { pathTo } from '@folio/rules';
import { FormEmailField, FormPasswordField } from '../common/fields';
import { ShellForm } from '../common/ShellForm';
import { FormFooterLink } from '../common/FormShell';
import type { FormSubmitHandler, ResendVerificationFormValues, FormProps } from '../types';
import { serverMessages } from '../validation/messages';
import { validateResendVerification } from '../validation/schemas';

interface ResendVerificationFormProps extends FormProps<ResendVerificationFormValues> {
  /** Called with `{ email, password }`. The app shows the server's message in a dialog. */
  onSubmit: FormSubmitHandler<ResendVerificationFormValues>;
  /** Where the log-in link goes. @default pathTo('login') */
  loginTo?: string;
}

/**
 * Asks for the verification e-mail again (/resend-verification-email): e-mail and password.
 * Rules (docs/requirements.md §5): 'Email 帳號必填', '請輸入正確的 Email 格式', '密碼必填'.
 */
export function ResendVerificationForm({
  initialValues,
  title = '重新寄送驗證信',
  description = '輸入註冊時的 Email 與密碼，我們會再寄一封驗證信給你。',
  loginTo = pathTo('login'),
  ...shared
}: ResendVerificationFormProps) {
  return (
    <ShellForm<ResendVerificationFormValues>
      {...shared}
      fallback={serverMessages.resendVerification.fallback}
      validate={validateResendVerification}
      initialValues={{ email: '', password: '', ...initialValues }}
      kind="resend-verification-form"
      title={title}
      description={description}
      submitLabel="重新寄送"
      footer={<FormFooterLink to={loginTo}>返回登入</FormFooterLink>}
    >
      <FormEmailField label="Email 帳號" autoComplete="username" required />
      <FormPasswordField name="password" label="密碼" autoComplete="current-password" required />
    </ShellForm>
  );
}
