import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { messages, pathTo } from '@folio/rules';
import { ResetPasswordForm, serverMessages, type ResetPasswordFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useResetPassword } from './hooks';
import { FormPage } from '../../layout/frames';

const { fallback } = serverMessages.resetPassword;

/** /reset-password?token=&email=: sets a new password, then the server's message and /login. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const showAlert = useAlert();
  const resetPassword = useResetPassword();

  const onSubmit = async (values: ResetPasswordFormValues) => {
    const result = await resetPassword({ token, email, ...values });
    if (result.ok) {
      await showAlert(errorMessage(result.data, messages.passwordReset));
      navigate(pathTo('login'));
      return;
    }
    const message = result.message ?? fallback;
    void showAlert(message);
    return { error: message };
  };

  return (
    <FormPage>
      {token ? (
        <ResetPasswordForm onSubmit={onSubmit} email={email || undefined} />
      ) : (
        // Said on opening, not after typing: without the e-mail's token nothing can be reset.
        <section aria-labelledby="reset-no-token-title">
          <h1 id="reset-no-token-title">重設密碼</h1>
          <p role="alert">這個連結缺少重設密碼的資訊，請使用 Email 中的完整連結。</p>
          <p>
            <Link to={pathTo('forgotPassword')}>重新寄送重設密碼信</Link>
          </p>
        </section>
      )}
    </FormPage>
  );
}
