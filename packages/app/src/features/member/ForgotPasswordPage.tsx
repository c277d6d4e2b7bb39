import { errorMessage } from '@folio/api';
import { ForgotPasswordForm, serverMessages, type ForgotPasswordFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useForgotPassword } from './hooks';
import { FormPage } from '../../layout/frames';

const { fallback } = serverMessages.forgotPassword;

/** /forgot-password: the server's message in a dialog, or '寄送失敗' in an error dialog. */
export default function ForgotPasswordPage() {
  const showAlert = useAlert();
  const forgotPassword = useForgotPassword();

  const onSubmit = async (values: ForgotPasswordFormValues) => {
    const result = await forgotPassword(values);
    if (result.ok) {
      void showAlert(errorMessage(result.data, fallback));
      return;
    }
    const message = result.message ?? fallback;
    void showAlert(message, { title: '錯誤' });
    return { error: message };
  };

  return (
    <FormPage>
      <ForgotPasswordForm onSubmit={onSubmit} />
    </FormPage>
  );
}
