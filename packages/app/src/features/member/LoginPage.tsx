import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEMO_ADMIN, LOGIN_LINK_MESSAGES, LOGIN_LINK_PARAM, pathTo } from '@folio/rules';
import {
  LoginForm,
  LoginLinkOffer,
  serverMessages,
  type LoginFormValues,
  type LoginFormVariant,
} from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import type { PageProps } from '../../routing/page';
import { FormPage } from '../../layout/frames';
import { safeReturnPath } from '../../session/returnTo';
import { lazy } from '../../routing/screen';
import {
  useLogin,
  useLoginWithLink,
  useMergeCart,
  useRequestLoginLink,
  useSigninProviders,
  useStartSignin,
} from './hooks';
import { session } from '../../session/session';
import { loginFailure } from './login';

/** Each login screen: its form variant and where a successful login goes (docs/requirements.md §2, §4). */
interface LoginPageProps extends PageProps {
  variant: LoginFormVariant;
  /** Where a successful login goes, unless the address asks to come back elsewhere (`?next=`). */
  next: string;
}

/** The identity providers' buttons, a chunk of their own (LoginProviders.tsx). */
const LoginProviders = lazy(() => import('./LoginProviders'));

/**
 * /login, /login-new (member login) and /login-demo (prefilled demo administrator), with a button
 * for each identity provider the server offers under the form (docs/requirements.md §2 "Sign-in
 * with an identity provider"). The drawn page has none: they come with the list, after the first
 * paint, below everything the visitor sees first; their chunk loads while the list is asked for.
 */
export default function LoginPage({ variant, next: landing }: LoginPageProps) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  // A screen that sent the visitor here to log in (`?next=`) gets them back.
  const next = safeReturnPath(params.get('next')) ?? landing;
  const [unverified, setUnverified] = useState(false);
  // After a 429, the e-mail the form held: 以電子郵件登入 is offered for it (ADR 0011 decision 13).
  const [limitedEmail, setLimitedEmail] = useState<string | null>(null);
  const navigate = useNavigate();
  const requestLoginLink = useRequestLoginLink();
  const loginWithLink = useLoginWithLink();
  const linkToken = params.get(LOGIN_LINK_PARAM);
  const [linkPending, setLinkPending] = useState(linkToken !== null);
  const linkUsed = useRef(false);
  const showAlert = useAlert();
  const login = useLogin();
  const mergeCart = useMergeCart();
  const providers = useSigninProviders();
  const startSignin = useStartSignin();
  const offered = providers.data?.data ?? [];
  useEffect(() => {
    void LoginProviders.preload();
  }, []);
  const savedEmail = session.getSavedEmail();

  const initialValues: Partial<LoginFormValues> =
    variant === 'demo'
      ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: savedEmail !== null }
      : { email: savedEmail ?? '', remember: savedEmail !== null };

  /** After a login: the cart joins the member's, then the next screen (replacing this one). */
  const loggedIn = async () => {
    // The visitor's cart joins the member's first, so the next screen shows it whole; a
    // failure keeps the token, and the cart waits for the next login.
    const merged = await mergeCart();
    if (merged && !merged.ok) console.info('cart merge failed', merged.status);
    // Replace: Back must not show the login form again with the password filled in.
    navigate(next, { replace: true });
  };

  // A mailed sign-in link (`?link=`): used once, as the screen opens.
  useEffect(() => {
    if (linkToken === null || linkUsed.current) return;
    linkUsed.current = true;
    void loginWithLink(linkToken).then(async (result) => {
      if (result.ok) return loggedIn();
      setLinkPending(false);
      void showAlert(result.message ?? LOGIN_LINK_MESSAGES.invalid);
    });
  });

  const onSubmit = async (values: LoginFormValues) => {
    // Stores the session and, for Remember me (docs/requirements.md §4), saves or forgets the e-mail.
    const result = await login(values);
    if (result.ok) return loggedIn();
    if (result.status === 429) setLimitedEmail(values.email);
    const failure = loginFailure(result);
    setUnverified(failure.alert === serverMessages.login.status500);
    void showAlert(failure.alert);
    return { error: failure.line };
  };

  return (
    <FormPage>
      <LoginForm
        variant={variant}
        onSubmit={onSubmit}
        initialValues={initialValues}
        description={
          variant === 'demo' ? '示範帳號已填好，直接登入即可體驗管理員功能。' : undefined
        }
      />
      {linkPending && <p role="status">{LOGIN_LINK_MESSAGES.signingIn}</p>}
      {limitedEmail !== null && (
        <LoginLinkOffer
          email={limitedEmail}
          onRequest={async (email) => {
            const result = await requestLoginLink({ email });
            return result.ok
              ? { message: result.data.message }
              : { error: result.message ?? LOGIN_LINK_MESSAGES.requestFailed };
          }}
        />
      )}
      {unverified && (
        <p>
          沒收到驗證信？<Link to={pathTo('resendVerification')}>重新寄送驗證信</Link>
        </p>
      )}
      {offered.length > 0 && (
        // A sign-in comes back where an e-mail login would go; a failed one, to this screen.
        <Suspense fallback={null}>
          <LoginProviders
            providers={offered}
            start={startSignin}
            returnTo={next}
            from={pathname + search}
          />
        </Suspense>
      )}
    </FormPage>
  );
}
