import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { RegisterForm, type RegisterFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api } from '../../shell/api';
import { FormPage } from '../../shell/PageFrame';
import { fieldErrorsOf } from './fieldErrors';
import { memberMessages } from './messages';

/** POST /check-email: true when the address is taken; throws when the check itself fails. */
async function checkEmail(email: string): Promise<boolean> {
  const { data } = await api.POST('/check-email', { body: { email } });
  if (!data) throw new Error('check-email failed');
  return data.exists;
}

/** /register: success shows the alert and goes to /login (docs/requirements.md §4). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();

  const onSubmit = async (values: RegisterFormValues) => {
    try {
      const { error } = await api.POST('/register', { body: values });
      if (!error) {
        await showAlert(memberMessages.registerSucceeded);
        navigate(pathTo('login'), { replace: true });
        return;
      }
      void showAlert(memberMessages.registerFailed);
      return {
        error: memberMessages.registerFailed,
        fieldErrors: fieldErrorsOf<RegisterFormValues>(error),
      };
    } catch {
      void showAlert(memberMessages.registerFailed);
      return { error: memberMessages.registerFailed };
    }
  };

  return (
    <FormPage>
      <RegisterForm onSubmit={onSubmit} checkEmail={checkEmail} />
    </FormPage>
  );
}
