import {
  SigninButtons,
  type SigninProviderItem,
  type SigninStartResult,
} from '../../forms/SigninButtons';
import { useId } from 'react';
import { ProviderMark } from '../../primitives/ProviderMark';
import {
  StyledClaims,
  StyledNote,
  StyledResult,
  StyledSigninTestView,
} from './SigninTestView.styles';

/** The ID token's verified claims (the contract's `SigninClaims`): never a token or a secret. */
export interface SigninClaimsItem {
  iss: string;
  sub: string;
  aud: string[];
  iat: number;
  exp: number;
  auth_time?: number;
  name?: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
}

/** What came back from a sign-in started on this screen. */
export interface SigninTestResult {
  /** The provider it came from. */
  provider: SigninProviderItem;
  /** The member it signed in: name and e-mail. */
  member: { name: string; email: string };
  claims: SigninClaimsItem;
}

interface SigninTestViewProps {
  /** The providers the server offers; undefined while loading. */
  providers: readonly SigninProviderItem[] | undefined;
  /** Why the providers could not be loaded, if they could not. */
  loadError?: string;
  /** Starts a sign-in that comes back to this screen. */
  onStart: (id: string) => Promise<SigninStartResult>;
  /** What the last sign-in brought back, once it has. */
  result?: SigninTestResult;
}

/** Seconds since 1970 as the number and its UTC time. */
const instant = (seconds: number) =>
  `${seconds}（${new Date(seconds * 1000).toISOString().replace('.000Z', 'Z')}）`;

/** The claims in the order a reader checks them: who issued it, for whom, whom, until when. */
function claimRows(claims: SigninClaimsItem): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['iss', claims.iss],
    ['aud', claims.aud.join(', ')],
    ['sub', claims.sub],
    ['iat', instant(claims.iat)],
    ['exp', instant(claims.exp)],
    ['auth_time', claims.auth_time === undefined ? undefined : instant(claims.auth_time)],
    ['name', claims.name],
    ['email', claims.email],
    [
      'email_verified',
      claims.email_verified === undefined ? undefined : claims.email_verified ? 'true' : 'false',
    ],
    ['picture', claims.picture],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

/**
 * /test/idp-test (docs/requirements.md §2 "Sign-in with an identity provider"): the configured
 * identity providers, a sign-in with any of them, and what came back: the member and the ID
 * token's verified claims. Tokens and secrets are never part of what the server answers.
 */
export function SigninTestView({ providers, loadError, onStart, result }: SigninTestViewProps) {
  const resultHeading = useId();
  return (
    <StyledSigninTestView data-folio="signin-test-view" aria-busy={!providers && !loadError}>
      <h1>身分提供者測試</h1>
      <p>
        這裡列出伺服器設定的身分提供者（OpenID Connect）。選一個登入，回來後會顯示驗證過的 ID token
        聲明；token 本身不會顯示。
      </p>
      {loadError && <StyledNote role="alert">{loadError}</StyledNote>}
      {providers?.length === 0 && <StyledNote>這台伺服器沒有設定身分提供者。</StyledNote>}
      <SigninButtons providers={providers} onStart={onStart} title="選擇身分提供者" />
      {result && (
        <StyledResult aria-labelledby={resultHeading}>
          <h2 id={resultHeading}>登入結果</h2>
          <p>
            <ProviderMark provider={result.provider.id} />以 {result.provider.name} 登入為{' '}
            <strong>{result.member.name}</strong>（{result.member.email}）
          </p>
          <StyledClaims>
            {claimRows(result.claims).map(([claim, value]) => (
              <div key={claim}>
                <dt>{claim}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </StyledClaims>
        </StyledResult>
      )}
    </StyledSigninTestView>
  );
}
