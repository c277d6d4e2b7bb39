import { errorMessage } from '@folio/api';
import { ForgotPasswordForm, type ForgotPasswordFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api } from '../../shell/api';
import { FormPage } from '../../shell/PageFrame';
import { memberMessages } from './messages';

/** /forgot-password: the server's message in a dialog, or '寄送失敗' in an error dialog. */
export default function ForgotPasswordPage() {
  const showAlert = useAlert();

  const onSubmit = async (values: ForgotPasswordFormValues) => {
    try {
      const { data, error } = await api.POST('/forgot-password', { body: values });
      if (data) {
        void showAlert(errorMessage(data, memberMessages.sendFailed));
        return;
      }
      const message = errorMessage(error, memberMessages.sendFailed);
      void showAlert(message, { title: '錯誤' });
      return { error: message };
    } catch {
      void showAlert(memberMessages.sendFailed, { title: '錯誤' });
      return { error: memberMessages.sendFailed };
    }
  };

  return (
    <FormPage>
      <ForgotPasswordForm onSubmit={onSubmit} />
    </FormPage>
  );
}
