import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../src/crypto.ts';
import { bearer, createUser, login } from './helpers.ts';

/**
 * The accounts the server tests set up again and again: an administrator, a member with a token
 * made in the store (no login: no rate limit, no password hashing), a member registered and
 * logged in through the API.
 */

type Role = 'member' | 'admin';
let serial = 0;
const tag = () => Math.random().toString(36).slice(2, 10);

/** Makes account `id` an administrator, as the administrators' page would. */
async function makeAdmin(app: FastifyInstance, id: number) {
  await app.store.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
}

export interface StoreAccount {
  id: number;
  name: string;
  email: string;
  /** The bearer token (`id|secret`, as a login answers it). */
  token: string;
}

/** A verified account made in the store, with a token issued to it there. */
export async function storeAccount(
  app: FastifyInstance,
  {
    role = 'member',
    name = role === 'admin' ? `管理員 ${serial + 1}` : `會員 ${serial + 1}`,
    email,
    verifiedAt = new Date(),
    passwordHash = 'not used',
  }: { role?: Role; name?: string; email?: string; verifiedAt?: Date; passwordHash?: string } = {},
): Promise<StoreAccount> {
  serial += 1;
  const address = email ?? `account-${serial}-${tag()}@example.com`;
  const user = await app.store.users.create({
    name,
    email: address,
    passwordHash,
    verifiedAt: verifiedAt.toISOString(),
  });
  if (role === 'admin') await makeAdmin(app, user.id);
  const secret = `secret${serial}${tag()}`;
  const token = `${await app.store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`;
  return { id: user.id, name, email: address, token };
}

/** An account made in the store (createUser) and logged in through the API, with its token. */
export async function signedIn(
  app: FastifyInstance,
  { role = 'member', ...options }: Parameters<typeof createUser>[1] & { role?: Role } = {},
) {
  const user = await createUser(app, options);
  if (role === 'admin') await makeAdmin(app, user.id);
  return { ...user, token: await login(app, user.email, user.password) };
}

/** Calls `read` until `done` holds of its result (or fails after `ms`). */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 90_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A change of password with a wrong current one, by `token`: a 422 that the limits count. */
export const wrongPasswordChange = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/change-password',
    headers: bearer(token),
    payload: {
      password: 'Wrong#999',
      new_password: 'Better#456',
      new_password_confirmation: 'Better#456',
    },
  });
