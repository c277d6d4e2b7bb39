import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual, sha256Hex } from '../../crypto.ts';
import { M } from '../../messages.ts';
import type { UserRow } from '../../store/users.ts';
import type { ApiContext } from '../context.ts';

/**
 * bearerAuth of openapi.yaml: `Authorization: Bearer <id>|<secret>` (a Sanctum-style personal
 * access token) sets `request.auth`, the account and the token id (api/context.ts).
 */

const unauthenticated = () => Object.assign(new Error(M.unauthenticated), { statusCode: 401 });

/** The token row by id, its secret compared by hash; throws a 401 when either is wrong. */
export async function authenticate(context: ApiContext, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  // The scheme is case-insensitive (RFC 9110 §11.1): `bearer` and `BEARER` too.
  const [, id, secret] = /^Bearer +([0-9]{1,15})\|([A-Za-z0-9]{1,255})$/i.exec(header) ?? [];
  if (!id || !secret) throw unauthenticated();
  const row = await context.store.tokens.find(Number(id));
  if (!row || !safeEqual(row.token_hash, sha256Hex(secret))) throw unauthenticated();
  const { token_id: tokenId, token_hash: _hash, ...user } = row;
  request.auth = { user: user satisfies UserRow, tokenId };
}

/** Every request of the API has `request.auth`: null until bearerAuth sets it. */
export function registerAuth(api: FastifyInstance): void {
  api.decorateRequest('auth', null);
}

/**
 * The onRequest hook of the operations whose security is bearerAuth (api/index.ts): it runs
 * before the body is read, so a request without a valid token is refused first (401 before 422,
 * no upload buffered). Any failure is a 401, a failed lookup included, as fastify-openapi-glue's
 * security handlers answered before.
 */
export function bearerAuth(context: ApiContext) {
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await authenticate(context, request);
    } catch (error) {
      request.log.debug({ err: error }, 'bearerAuth refused the request');
      throw unauthenticated();
    }
  };
}
