import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacSha256Hex, safeEqual, sha256Hex } from './crypto.ts';

/**
 * Known devices (docs/adr/0011-secure-defaults-and-limits.md decision 11): a browser that proved
 * an account's password (a login, a password change) or its mailbox (a reset) gets a cookie
 * saying so, `folio_device_<user id>`. It grants nothing by itself: the password is still asked
 * for. It only says which bucket of wrong passwords the request is counted in: a known device's
 * own, instead of the account's bucket shared by every unknown device. So someone guessing from
 * elsewhere fills the shared bucket and is stopped, while the owner's browser still gets in.
 *
 * The cookie is `<expires>.<nonce>.<signature>`: HMAC-SHA256 under the app key of the user id,
 * the expiry, the nonce and a digest of the account's current password hash. It cannot be
 * forged without the key, cannot be moved to another account, and a new password (a change or a
 * reset) voids every cookie made under the old one. HttpOnly (no script reads it), SameSite=Strict
 * (no other site's request carries it), Secure when APP_URL is https, sent to the API only.
 */

/** How long a device stays known after its last proof (a login renews it). */
const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const NAME_PREFIX = 'folio_device_';

/** What a device cookie is checked against: the account and its key material. */
export interface DeviceAccount {
  id: number;
  /**
   * The account's current password hash: a new password voids the cookies made before. An account
   * without a password (an identity provider's, until it sets one) has no known devices.
   */
  password: string | null;
}

export interface DeviceOptions {
  appKey: Buffer;
  /** Where the API is mounted: the cookie's Path. */
  prefix: string;
  /** Secure cookies (APP_URL is https). */
  secure: boolean;
  now: () => number;
}

/** A device this account knows: its nonce keys the device's own bucket. */
export interface KnownDevice {
  nonce: string;
}

const signature = (
  options: DeviceOptions,
  account: DeviceAccount,
  expires: number,
  nonce: string,
) =>
  hmacSha256Hex(
    options.appKey,
    `device|${account.id}|${expires}|${nonce}|${sha256Hex(account.password ?? '')}`,
  );

/** The cookies of a request by name (RFC 6265 `name=value; …`), without a parser dependency. */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const i = pair.indexOf('=');
    if (i > 0) cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return cookies;
}

/** The user ids a request carries device cookies for (at most a few are looked at). */
export function deviceCookieIds(request: FastifyRequest): number[] {
  const ids: number[] = [];
  for (const name of cookiesOf(request).keys()) {
    const id = /^folio_device_([1-9][0-9]{0,14})$/.exec(name)?.[1];
    if (id) ids.push(Number(id));
    if (ids.length === 8) break;
  }
  return ids;
}

/** The device this request proves for `account`, or null (no cookie, forged, expired, stale). */
export function knownDevice(
  options: DeviceOptions,
  request: FastifyRequest,
  account: DeviceAccount,
): KnownDevice | null {
  if (!account.password) return null;
  const value = cookiesOf(request).get(`${NAME_PREFIX}${account.id}`);
  const match = /^([0-9]{1,13})\.([A-Za-z0-9_-]{16,64})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match) return null;
  const [, expiresText = '', nonce = '', sig = ''] = match;
  const expires = Number(expiresText);
  if (expires * 1000 <= options.now()) return null;
  return safeEqual(sig, signature(options, account, expires, nonce)) ? { nonce } : null;
}

/**
 * Sets (or renews) the cookie that makes this browser a known device of `account`; a device
 * known already keeps its nonce, so its bucket follows it.
 */
export function rememberDevice(
  options: DeviceOptions,
  reply: FastifyReply,
  account: DeviceAccount,
  device: KnownDevice | null,
): void {
  if (!account.password) return;
  const nonce = device?.nonce ?? randomBytes(18).toString('base64url');
  const expires = Math.floor((options.now() + DEVICE_TTL_MS) / 1000);
  const value = `${expires}.${nonce}.${signature(options, account, expires, nonce)}`;
  const attributes = [
    `${NAME_PREFIX}${account.id}=${value}`,
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    `Path=${options.prefix}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}
