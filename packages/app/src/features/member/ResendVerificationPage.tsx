import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { pathTo } from '@folio/rules';
import {
  ResendVerificationForm,
  serverMessages,
  type ResendVerificationFormValues,
} from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useResendVerification } from './hooks';
import { FormPage } from '../../layout/frames';

const messages = serverMessages.resendVerification;

/**
 * /resend-verification-email: the server's message in a dialog ('寄送失敗' when there is none).
 * 'Email 已經驗證過了' means there is nothing to resend: after the dialog the app goes to /login.
 */
export default function ResendVerificationPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const resendVerification = useResendVerification();

  const onSubmit = async (values: ResendVerificationFormValues) => {
    const result = await resendVerification(values);
    const message = result.ok
      ? errorMessage(result.data, messages.fallback)
      : (result.message ?? messages.fallback);
    if (message === messages.alreadyVerified) {
      await showAlert(message);
      navigate(pathTo('login'));
      return;
    }
    void showAlert(message);
    return result.ok ? undefined : { error: message };
  };

  return (
    <FormPage>
      <ResendVerificationForm onSubmit={onSubmit} />
    </FormPage>
  );
}
