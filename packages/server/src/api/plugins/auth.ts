import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual, sha256Hex } from '../../crypto.ts';
import { M } from '../../messages.ts';
import type { UserRow } from '../../store/users.ts';
import type { ApiContext } from '../context.ts';

/**
 * bearerAuth of openapi.yaml: `Authorization: Bearer <id>|<secret>` (a Sanctum-style personal
 * access token) sets `request.auth`, the account and the token id (api/context.ts).
 */

/** The largest token id (the column is PostgreSQL's `serial`): a larger one is no token of ours. */
const MAX_TOKEN_ID = 2 ** 31 - 1;

const unauthenticated = () => Object.assign(new Error(M.unauthenticated), { statusCode: 401 });

/** The token row by id, its secret compared by hash; throws a 401 when either is wrong. */
export async function authenticate(context: ApiContext, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  // The scheme is case-insensitive (RFC 9110 §11.1): `bearer` and `BEARER` too.
  const [, id, secret] = /^Bearer +([0-9]{1,15})\|([A-Za-z0-9]{1,255})$/i.exec(header) ?? [];
  if (!id || !secret || Number(id) > MAX_TOKEN_ID) throw unauthenticated();
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
 * no upload buffered). Only a token that is missing, malformed, unknown or wrong is a 401: a
 * lookup that fails (the database down or over its time limit) is the error handler's 503
 * (db/unavailable.ts), never "not logged in", so the client keeps its session.
 */
export function bearerAuth(context: ApiContext) {
  return (request: FastifyRequest): Promise<void> => authenticate(context, request);
}
