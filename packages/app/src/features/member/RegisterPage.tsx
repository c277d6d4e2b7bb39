import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { RegisterForm, serverMessages, type RegisterFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useCheckEmail, useRegister } from './hooks';
import { FormPage } from '../../layout/frames';

const messages = serverMessages.register;

/** /register: success shows the alert and goes to /login (docs/requirements.md §4). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const register = useRegister();
  const checkEmail = useCheckEmail();

  const onSubmit = async (values: RegisterFormValues) => {
    const result = await register(values);
    if (result.ok) {
      await showAlert(messages.success);
      navigate(pathTo('login'), { replace: true });
      return;
    }
    void showAlert(messages.failure);
    return { error: messages.failure, fieldErrors: result.fieldErrors };
  };

  /** True when the address is taken; throws when the check itself fails (the form says so). */
  const emailTaken = async (email: string) => {
    const result = await checkEmail(email);
    if (!result.ok) throw new Error('check-email failed');
    return result.data.exists;
  };

  return (
    <FormPage>
      <RegisterForm onSubmit={onSubmit} checkEmail={emailTaken} />
    </FormPage>
  );
}
