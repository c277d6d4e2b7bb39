import { useLocation } from 'react-router-dom';
import { SIGNIN_MESSAGES, SIGNIN_PROVIDERS, isKnownSigninProvider } from '@folio/rules';
import { SigninTestView, type SigninTestResult } from '@folio/ui';
import { leaveForProvider, signinReturnOf, signinStartRequest } from '../../session/signin';
import { useSigninProviders, useStartSignin } from './hooks';

/**
 * /test/idp-test (docs/requirements.md §2 "Sign-in with an identity provider"): the providers the
 * server offers, a sign-in with any of them that comes back here, and what came back: the member
 * and the ID token's verified claims, handed on by /callback (never a token).
 */
export default function SigninTestPage() {
  const { pathname, state } = useLocation();
  const providers = useSigninProviders();
  const startSignin = useStartSignin();
  const list = providers.data?.data;
  const back = signinReturnOf(state);

  const onStart = async (id: string) =>
    leaveForProvider(
      await startSignin(id, signinStartRequest(window.location.origin, pathname), pathname),
    );

  const result: SigninTestResult | undefined = back
    ? {
        provider: list?.find((provider) => provider.id === back.provider) ?? {
          id: back.provider,
          name: isKnownSigninProvider(back.provider)
            ? SIGNIN_PROVIDERS[back.provider].name
            : back.provider,
        },
        member: back.user,
        claims: back.claims,
      }
    : undefined;

  return (
    <SigninTestView
      providers={list}
      loadError={providers.error ? SIGNIN_MESSAGES.providersFailed : undefined}
      onStart={onStart}
      result={result}
    />
  );
}
