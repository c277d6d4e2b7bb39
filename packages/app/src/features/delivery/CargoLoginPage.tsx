import { Navigate, useNavigate } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import { LoginForm, serverMessages, validationMessages, type LoginFormValues } from '@folio/ui';
import { FormPage } from '../../layout/frames';
import { session } from '../../session/session';
import { useSession } from '../../session/SessionProvider';
import { isCarrier } from './carrier';
import { useLogin, useLogout } from './hooks';

/**
 * /cargo/login, 配送管理's login (docs/requirements.md §2 "Cargo login"): e-mail and password as
 * the member login; an account that is not a carrier's is told 這個帳號不是貨運帳號 and logged out
 * again at once; a carrier goes to /cargo, and one already logged in goes straight there.
 */
export default function CargoLoginPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const logout = useLogout();
  if (isCarrier(user)) return <Navigate to={pathTo('cargo')} replace />;

  const savedEmail = session.getSavedEmail();
  const onSubmit = async (values: LoginFormValues) => {
    const result = await login(values);
    if (!result.ok) {
      return {
        error:
          result.status === 422
            ? validationMessages.login.credentialsError
            : (result.message ?? serverMessages.login.fallback),
      };
    }
    if (!isCarrier(result.data.user)) {
      await logout();
      return { error: CHECKOUT_MESSAGES.cargoLoginNotCarrier };
    }
    navigate(pathTo('cargo'), { replace: true });
    return undefined;
  };

  return (
    <FormPage>
      <LoginForm
        variant="carrier"
        onSubmit={onSubmit}
        initialValues={{ email: savedEmail ?? '', remember: savedEmail !== null }}
      />
    </FormPage>
  );
}
