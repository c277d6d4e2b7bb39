import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { ChangePasswordForm, type ChangePasswordFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api } from '../../shell/api';
import { FormPage } from '../../shell/PageFrame';
import { useSession } from '../../shell/SessionProvider';
import { memberMessages } from './messages';

/**
 * /change-password: checks the token on opening (a 401 there ends the session like any other);
 * success logs out, clears the session, shows the message and goes to /login (docs/requirements.md §4).
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { signOut } = useSession();

  useEffect(() => {
    // Only members get here (the route is member-only, routes.ts): there is a token to check.
    api.GET('/auth/check-token').catch((error: unknown) => {
      // docs/requirements.md §7: a failed check is only logged.
      console.info('check-token failed', error);
    });
  }, []);

  const onSubmit = async (values: ChangePasswordFormValues) => {
    try {
      const { data } = await api.POST('/user/change-password', { body: values });
      if (data) {
        await signOut();
        await showAlert(memberMessages.changePasswordSucceeded);
        navigate(pathTo('login'));
        return;
      }
    } catch {
      // Network failure or time-out: the same message, the input is kept.
    }
    return { error: memberMessages.changePasswordFailed };
  };

  return (
    <FormPage>
      <ChangePasswordForm onSubmit={onSubmit} />
    </FormPage>
  );
}
