import {
  SIGNIN_ATTEMPT_TTL_MS,
  SIGNIN_MESSAGES,
  SIGNIN_PROVIDERS,
  isKnownSigninProvider,
} from '@folio/rules';
import type { FastifyReply } from 'fastify';
import { randomToken, safeEqual, sha256Hex } from '../crypto.ts';
import { SigninFailure, type ProviderClient, type VerifiedClaims } from '../signin/oidc.ts';
import type { Identity, IdentityRefusal } from '../store/identities.ts';
import type { SigninAttempt } from '../store/signinAttempts.ts';
import { publicUser, type UserRow } from '../store/users.ts';
import { ValidationFailure } from '../validation.ts';
import { authOf, throttle, type ApiContext, type OperationHandlers } from './context.ts';

/**
 * Sign-in with an identity provider (openapi.yaml, tag `signin`;
 * docs/adr/0033-sign-in-with-an-identity-provider.md): the start keeps an attempt and answers the
 * provider's address; the callback takes the attempt out, has the provider's answer verified
 * (signin/oidc.ts) and signs a member in, or links the provider to the member who started it.
 * Any refusal answers before anything but the used attempt is written.
 */

/** The contract's answer for a refusal: a 422 on its field, else the status and message. */
function refuse(reply: FastifyReply, failure: SigninFailure) {
  if (failure.status === 422) {
    throw new ValidationFailure({ [failure.field ?? 'state']: [failure.message] });
  }
  return reply.code(failure.status).send({ message: failure.message });
}

/** Runs a handler's body, answering a SigninFailure it throws as the contract says. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SigninFailure) return refuse(reply, error);
    throw error;
  }
}

const REFUSALS: Record<IdentityRefusal, string> = {
  emailMissing: SIGNIN_MESSAGES.emailMissing,
  emailUnverifiedTaken: SIGNIN_MESSAGES.emailUnverifiedTaken,
  administratorByHand: SIGNIN_MESSAGES.administratorByHand,
  identityTaken: SIGNIN_MESSAGES.identityTaken,
  alreadyLinked: SIGNIN_MESSAGES.alreadyLinked,
};

/** The claims the answer shows (the contract's SigninClaims), each only with its expected type. */
function shownClaims(claims: VerifiedClaims) {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const shown = {
    iss: claims.iss,
    sub: claims.sub,
    aud: Array.isArray(claims.aud) ? claims.aud : [claims.aud],
    iat: claims.iat,
    exp: claims.exp,
    auth_time: number(claims.auth_time),
    name: text(claims.name),
    email: text(claims.email),
    email_verified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    picture: text(claims.picture),
  };
  return Object.fromEntries(
    Object.entries(shown).filter(([, value]) => value !== undefined),
  ) as typeof shown;
}

/** The provider's account as the verified claims name it. */
function identityOf(provider: string, claims: VerifiedClaims): Identity {
  const email =
    typeof claims.email === 'string' && claims.email.trim() ? claims.email.trim() : null;
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

export function signinHandlers(context: ApiContext) {
  const { store } = context;

  /** The configured provider of this id: 404 otherwise. */
  function clientOf(id: string): ProviderClient {
    const found = context.signinClients.get(id);
    if (!found) throw new SigninFailure(404, SIGNIN_MESSAGES.providerUnknown);
    return found;
  }

  /** Starts a sign-in (or, with `userId`, a link) with a provider and keeps its attempt. */
  async function start(
    providerId: string,
    body: { redirect_uri: string; return_to?: string },
    userId: number | null,
  ) {
    const client = clientOf(providerId);
    if (!context.config.callbackUris.includes(body.redirect_uri)) {
      throw new SigninFailure(422, SIGNIN_MESSAGES.redirectNotAllowed, 'redirect_uri');
    }
    if (userId !== null && (await store.identities.has(userId, providerId))) {
      throw new SigninFailure(409, SIGNIN_MESSAGES.alreadyLinked);
    }
    const request = await client.authorize(body.redirect_uri);
    const binding = randomToken(40);
    await store.signinAttempts.put({
      state_hash: sha256Hex(request.state),
      binding_hash: sha256Hex(binding),
      provider: providerId,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      redirect_uri: body.redirect_uri,
      return_to: body.return_to ?? '/',
      user_id: userId,
      created_at: context.now(),
    });
    return { authorization_url: request.url, binding };
  }

  /** The member a finished attempt signs in or links, and the answer's own fields. */
  async function finish(attempt: SigninAttempt, identity: Identity, claims: VerifiedClaims) {
    const shown = {
      provider: attempt.provider,
      return_to: attempt.return_to,
      claims: shownClaims(claims),
    };
    if (attempt.user_id !== null) {
      const member = await store.users.byId(attempt.user_id);
      if (!member) throw new SigninFailure(422, SIGNIN_MESSAGES.attemptInvalid, 'state');
      const linked = await store.identities.link(member.id, identity);
      if (linked !== 'linked') throw new SigninFailure(409, REFUSALS[linked]);
      return { purpose: 'link' as const, ...shown, user: publicUser(member) };
    }
    const result = await store.identities.signIn(identity);
    if ('refused' in result) throw new SigninFailure(409, REFUSALS[result.refused]);
    return {
      purpose: 'signin' as const,
      ...shown,
      access_token: await issueToken(result.user),
      user: publicUser(result.user),
    };
  }

  /** A provider's name, also when it is no longer configured. */
  const nameOf = (id: string) =>
    context.signinClients.get(id)?.provider.name ??
    (isKnownSigninProvider(id) ? SIGNIN_PROVIDERS[id].name : id);

  /** A bearer token for the member, as POST /login issues one. */
  async function issueToken(user: UserRow): Promise<string> {
    const secret = randomToken(40);
    const tokenId = await store.tokens.issue(user.id, sha256Hex(secret));
    return `${tokenId}|${secret}`;
  }

  return {
    async listSigninProviders(request) {
      await throttle(context, 'signinProviders', request.ip);
      return {
        data: [...context.signinClients.values()].map(({ provider }) => ({
          id: provider.id,
          name: provider.name,
        })),
      };
    },

    async startSignin(request, reply) {
      await throttle(context, 'signin', request.ip);
      return answering(reply, () => start(request.params.provider, request.body, null));
    },

    async startLink(request, reply) {
      await throttle(context, 'signin', request.ip);
      const { user } = authOf(request);
      return answering(reply, () => start(request.params.provider, request.body, user.id));
    },

    async finishSignin(request, reply) {
      await throttle(context, 'signin', request.ip);
      const body = request.body;
      return answering(reply, async () => {
        // Used once: taken out here, whatever follows.
        const attempt = await store.signinAttempts.take(sha256Hex(body.state));
        if (!attempt || context.now() - attempt.created_at > SIGNIN_ATTEMPT_TTL_MS) {
          throw new SigninFailure(422, SIGNIN_MESSAGES.attemptInvalid, 'state');
        }
        // Login CSRF: a callback address opened in a browser that did not start the sign-in.
        if (!safeEqual(attempt.binding_hash, sha256Hex(body.binding))) {
          throw new SigninFailure(403, SIGNIN_MESSAGES.otherBrowser);
        }
        const client = context.signinClients.get(attempt.provider);
        if (!client) throw new SigninFailure(422, SIGNIN_MESSAGES.attemptInvalid, 'state');
        if (body.error !== undefined) {
          throw body.error === 'access_denied'
            ? new SigninFailure(403, SIGNIN_MESSAGES.cancelled)
            : new SigninFailure(502, SIGNIN_MESSAGES.providerError);
        }
        if (body.code === undefined) {
          throw new SigninFailure(422, SIGNIN_MESSAGES.codeInvalid, 'code');
        }
        // The exact redirect URI of the start, with what the provider sent back to it.
        const callback = new URL(attempt.redirect_uri);
        callback.searchParams.set('state', body.state);
        callback.searchParams.set('code', body.code);
        if (body.iss !== undefined) callback.searchParams.set('iss', body.iss);
        const claims = await client.exchange(callback, {
          state: body.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.code_verifier,
        });
        return finish(attempt, identityOf(attempt.provider, claims), claims);
      });
    },

    async listLinkedProviders(request) {
      const { user } = authOf(request);
      const rows = await store.identities.ofMember(user.id);
      return {
        has_password: user.password !== '',
        data: rows.map((row) => ({
          provider: row.provider,
          name: nameOf(row.provider),
          email: row.email,
          linked_at: row.created_at,
        })),
      };
    },

    async unlinkProvider(request, reply) {
      const { user } = authOf(request);
      const outcome = await store.identities.unlink(user.id, request.params.provider);
      if (outcome === 'notLinked') {
        return reply.code(404).send({ message: SIGNIN_MESSAGES.notLinked });
      }
      if (outcome === 'lastWay') return reply.code(409).send({ message: SIGNIN_MESSAGES.lastWay });
      return { message: SIGNIN_MESSAGES.unlinked };
    },
  } satisfies Partial<OperationHandlers>;
}
