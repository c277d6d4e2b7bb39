import { SIGNIN_PROVIDERS } from '@folio/rules';

/**
 * An OpenID Connect provider the server signs members in with
 * (docs/adr/0033-sign-in-with-an-identity-provider.md): LINE Login and Google from the environment,
 * and the development provider the server runs itself on loopback (devProvider.ts).
 */
export interface SigninProvider {
  /** The id in the API's paths and in the stored links: `line`, `google`, `dev`. */
  id: string;
  /** How the screens name it. */
  name: string;
  /** The issuer: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The scopes asked for. */
  scope: string;
  /**
   * The algorithm its ID tokens are signed with, when it is not one its discovery document lists:
   * LINE signs web logins' ID tokens HS256 with the channel secret, and lists only ES256.
   */
  idTokenAlg?: 'HS256';
  /** `prompt` sent with every sign-in (the development provider asks for the login and consent each time). */
  prompt?: string;
  /** Plain http on loopback (the development provider only): never for a provider from the environment. */
  loopbackHttp?: boolean;
}

/** What the environment configures for each provider it may name (README "Sign-in with LINE and Google"). */
const FROM_ENVIRONMENT = [
  {
    id: 'line',
    prefix: 'LINE',
    issuer: 'https://access.line.me',
    scope: 'openid profile email',
    idTokenAlg: 'HS256',
  },
  {
    id: 'google',
    prefix: 'GOOGLE',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
  },
] as const;

/**
 * The providers `env` configures: `LINE_CLIENT_ID` and `LINE_CLIENT_SECRET` (the channel id and
 * secret of a LINE Login channel), `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` (an OAuth client
 * of type web application); `LINE_ISSUER` / `GOOGLE_ISSUER` replace the issuer (a test provider).
 * A provider given half its credentials is an error: the message says which is missing.
 */
export function providersFromEnvironment(env: NodeJS.ProcessEnv): {
  providers: SigninProvider[];
  problems: string[];
} {
  const providers: SigninProvider[] = [];
  const problems: string[] = [];
  for (const known of FROM_ENVIRONMENT) {
    const clientId = env[`${known.prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${known.prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      problems.push(
        `${known.prefix}_CLIENT_ID and ${known.prefix}_CLIENT_SECRET go together: set both, or neither`,
      );
      continue;
    }
    const issuer = env[`${known.prefix}_ISSUER`]?.trim() || known.issuer;
    if (!issuer.startsWith('https://')) {
      problems.push(`${known.prefix}_ISSUER must be an https:// URL`);
      continue;
    }
    providers.push({
      id: known.id,
      name: SIGNIN_PROVIDERS[known.id].name,
      issuer,
      clientId,
      clientSecret,
      scope: known.scope,
      ...('idTokenAlg' in known && { idTokenAlg: known.idTokenAlg }),
    });
  }
  return { providers, problems };
}
