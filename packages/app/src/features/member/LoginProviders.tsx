import type { MutationResult, SigninProvider, SigninStart, SigninStartRequest } from '@folio/api';
import { SigninButtons } from '@folio/ui';
import { leaveForProvider, signinStartRequest } from '../../session/signin';

interface LoginProvidersProps {
  /** The providers the server offers (not empty). */
  providers: readonly SigninProvider[];
  /** The start of a sign-in (useStartSignin). */
  start: (
    provider: string,
    body: SigninStartRequest,
    from: string,
  ) => Promise<MutationResult<SigninStart>>;
  /** Where the sign-in comes back to: where an e-mail login from this screen would go. */
  returnTo: string;
  /** This screen (path and query): the way back if the sign-in fails. */
  from: string;
}

/**
 * The login screens' buttons for the identity providers (docs/requirements.md §2 "Sign-in with an
 * identity provider"): a chunk of its own, loaded beside the list after the screen is drawn, so
 * the login screens' first paint carries none of it (docs/architecture.md §6).
 */
export default function LoginProviders({ providers, start, returnTo, from }: LoginProvidersProps) {
  const onStart = async (id: string) =>
    leaveForProvider(await start(id, signinStartRequest(window.location.origin, returnTo), from));
  return <SigninButtons providers={providers} onStart={onStart} />;
}
