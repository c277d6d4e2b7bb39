import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { errorMessage } from '@folio/api';
import { ResendVerificationForm, type ResendVerificationFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api } from '../../shell/api';
import { FormPage } from '../../shell/PageFrame';
import { memberMessages } from './messages';

/**
 * /resend-verification-email: the server's message in a dialog ('寄送失敗' when there is none).
 * 'Email 已經驗證過了' means there is nothing to resend: after the dialog the app goes to /login.
 */
export default function ResendVerificationPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();

  const onSubmit = async (values: ResendVerificationFormValues) => {
    let message: string = memberMessages.sendFailed;
    let ok = false;
    try {
      const { data, error } = await api.POST('/resend-verification-email', { body: values });
      ok = Boolean(data);
      message = errorMessage(data ?? error, memberMessages.sendFailed);
    } catch {
      // Network failure or time-out: the fallback message.
    }
    if (message === memberMessages.alreadyVerified) {
      await showAlert(message);
      navigate(pathTo('login'));
      return;
    }
    void showAlert(message);
    return ok ? undefined : { error: message };
  };

  return (
    <FormPage>
      <ResendVerificationForm onSubmit={onSubmit} />
    </FormPage>
  );
}
