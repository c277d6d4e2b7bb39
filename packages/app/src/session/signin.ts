import { SIGNIN_BUTTON_MESSAGES, pathTo } from '@folio/rules';
import type { MutationResult, SigninResult, SigninStart, SigninStartRequest } from '@folio/api';

/**
 * Starting and ending a sign-in with an identity provider
 * (docs/adr/0033-sign-in-with-an-identity-provider.md), for every screen that offers one: the
 * login screens and the account page (member), the identity-provider test screen (signin).
 */

/**
 * What a start sends: the app's `/callback` on the origin the visitor uses (the server accepts
 * only its own, exactly) and the path of this site to come back to once signed in.
 */
export const signinStartRequest = (origin: string, returnTo: string): SigninStartRequest => ({
  redirect_uri: `${origin}${pathTo('signinCallback')}`,
  return_to: returnTo,
});

/**
 * A start's answer: on success the browser leaves for the provider (`go`) and nothing is shown;
 * otherwise the server's message (docs/requirements.md §8), or 無法開始登入 when none came.
 */
export function leaveForProvider(
  result: MutationResult<SigninStart>,
  go: (url: string) => void = (url) => window.location.assign(url),
): { error: string } | undefined {
  if (result.ok) {
    go(result.data.authorization_url);
    return undefined;
  }
  return { error: result.message ?? SIGNIN_BUTTON_MESSAGES.startFailed };
}

/**
 * What `/callback` hands, in the router's state, to the screen it returns to: which sign-in came
 * back, whom it names and the ID token's verified claims. Never the access token.
 */
export interface SigninReturn {
  purpose: SigninResult['purpose'];
  provider: string;
  user: { name: string; email: string };
  claims: SigninResult['claims'];
}

/** The router state `/callback` returns with (`navigate(to, { state })`). */
export const signinReturnState = ({ purpose, provider, user, claims }: SigninResult) => ({
  signinReturn: {
    purpose,
    provider,
    user: { name: user.name, email: user.email },
    claims,
  } satisfies SigninReturn,
});

/** The sign-in a screen was returned to with (its location's state), or null. */
export function signinReturnOf(state: unknown): SigninReturn | null {
  if (typeof state !== 'object' || state === null || !('signinReturn' in state)) return null;
  const value: unknown = state.signinReturn;
  if (typeof value !== 'object' || value === null) return null;
  // Cast: the state was written by signinReturnState in this tab's history.
  const signin = value as SigninReturn;
  return typeof signin.provider === 'string' && typeof signin.purpose === 'string' ? signin : null;
}
