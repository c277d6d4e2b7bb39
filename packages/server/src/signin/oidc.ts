import { SIGNIN_MESSAGES } from '@folio/rules';
import { jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { SigninProvider } from './providers.ts';

/**
 * The server's side of OpenID Connect, through openid-client (OpenID Certified; oauth4webapi and
 * jose underneath): discovery, the authorization URL with PKCE, `state` and `nonce`, the code
 * exchange and the ID token's checks (docs/adr/0033-sign-in-with-an-identity-provider.md). No
 * JWT is parsed or verified here by hand.
 */

/** Seconds a request to a provider may take before it counts as down. */
const PROVIDER_TIMEOUT_S = 10;

/**
 * A sign-in the server refuses, with the contract's status and message (and, for a 422, the
 * field the message is about).
 */
export class SigninFailure extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422 | 502 | 503,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SigninFailure';
  }
}

/** What the first leg of a sign-in needs kept until the provider sends the visitor back. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims once every check passed. */
export type VerifiedClaims = client.IDToken;

/** True for a failure to reach the provider at all: refused, reset, unresolved, timed out. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // fetch's network failures are TypeErrors without openid-client's argument codes.
  return error instanceof TypeError && !('code' in error);
}

/** The HTTP status of the provider's answer an error is about, if it carries one. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof client.ResponseBodyError) return error.status;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Response ? cause.status : undefined;
}

/** openid-client's codes for an ID token (or a response) that fails a check. */
const VERIFICATION_CODES = new Set<string>([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_UNSUPPORTED_OPERATION',
  'OAUTH_PARSE_ERROR',
]);

/** The contract's answer for a failure of a request to the provider. */
function failureOf(error: unknown): SigninFailure {
  if (error instanceof SigninFailure) return error;
  const status = statusOf(error);
  if (unreachable(error) || (status !== undefined && status >= 500)) {
    return new SigninFailure(503, SIGNIN_MESSAGES.providerDown);
  }
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
    return new SigninFailure(422, SIGNIN_MESSAGES.codeInvalid, 'code');
  }
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  // jose's errors (the HS256 check) carry codes of their own: ERR_JWS_…, ERR_JWT_….
  if (VERIFICATION_CODES.has(code) || /^ERR_JW[ST]_/.test(code)) {
    return new SigninFailure(502, SIGNIN_MESSAGES.idTokenInvalid);
  }
  return new SigninFailure(502, SIGNIN_MESSAGES.providerError);
}

/** One provider's client: its discovery is fetched once, and again after a failure. */
export function providerClient(provider: SigninProvider) {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        {
          client_secret: provider.clientSecret,
          ...(provider.idTokenAlg && { id_token_signed_response_alg: provider.idTokenAlg }),
        },
        client.ClientSecretPost(provider.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_S,
          execute: [
            ...(provider.loopbackHttp ? [client.allowInsecureRequests] : []),
            // Asymmetric signatures against the provider's keys; HS256 is checked in exchange().
            ...(provider.idTokenAlg ? [] : [client.enableNonRepudiationChecks]),
          ],
        },
      )
      .then((config) => {
        config.timeout = PROVIDER_TIMEOUT_S;
        return config;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw failureOf(error);
      });
    return configuration;
  }

  return {
    provider,

    /** The provider's authorization URL for a new sign-in coming back to `redirectUri`. */
    async authorize(redirectUri: string): Promise<AuthorizationRequest> {
      const config = await discover();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(provider.prompt && { prompt: provider.prompt }),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /**
     * Exchanges the code the provider sent back to `callback` (the redirect URI with the query it
     * came with) and verifies the ID token: signature, issuer, audience, expiry, nonce.
     */
    async exchange(
      callback: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedClaims> {
      const config = await discover();
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims || !tokens.id_token)
          throw new SigninFailure(502, SIGNIN_MESSAGES.idTokenInvalid);
        if (provider.idTokenAlg) {
          // HS256: the MAC with the client secret (OpenID Connect Core 1.0, section 10.1).
          await jwtVerify(tokens.id_token, new TextEncoder().encode(provider.clientSecret), {
            algorithms: [provider.idTokenAlg],
            issuer: config.serverMetadata().issuer,
            audience: provider.clientId,
          });
        }
        return claims;
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;
