import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { ChangePasswordForm, serverMessages, type ChangePasswordFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useChangePassword, useCheckToken } from './hooks';
import { FormPage } from '../../layout/frames';
import { useSession } from '../../session/SessionProvider';

const messages = serverMessages.changePassword;

/**
 * /change-password: checks the token on opening (a 401 there ends the session like any other);
 * success logs out, clears the session, shows the message and goes to /login (docs/requirements.md §4).
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { signOut } = useSession();
  const checkToken = useCheckToken();
  const changePassword = useChangePassword();

  useEffect(() => {
    // Only members get here (the route is member-only, routes.ts): there is a token to check.
    void checkToken().then((result) => {
      // docs/requirements.md §7: a failed check is only logged.
      if (!result.ok) console.info('check-token failed', result.status);
    });
  }, [checkToken]);

  const onSubmit = async (values: ChangePasswordFormValues) => {
    const result = await changePassword(values);
    if (!result.ok) return { error: messages.failure };
    await signOut();
    await showAlert(messages.success);
    navigate(pathTo('login'));
  };

  return (
    <FormPage>
      <ChangePasswordForm onSubmit={onSubmit} />
    </FormPage>
  );
}
