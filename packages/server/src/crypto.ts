import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1): about 12 ms a hash here. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID as Parameters<typeof hash>[1]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so unknown e-mails answer as slowly as wrong passwords. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken(24));
  await verifyPassword(await dummyHash, password);
  return false;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random characters of [A-Za-z0-9], without modulo bias (40 characters ≈ 238 bits). */
export function randomToken(length = 40): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes at or above it would favour the first letters.
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');
export const hmacSha256Hex = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('hex');

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
