import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1): about 12 ms a hash here. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Thrown when too many password hashes wait already: the server answers 429 (busy). */
export class HashingBusy extends Error {
  constructor() {
    super('password hashing is saturated');
    this.name = 'HashingBusy';
  }
}

/**
 * Bounds the password hashes in flight. argon2 runs on libuv's thread pool (4 threads), the same
 * pool that reads /storage files and does other file work: with at most `concurrent` hashes
 * running, the other threads stay free for them, whatever a flood of logins does. Up to `queued`
 * more wait their turn; beyond that, HashingBusy (429) at once.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly concurrent = 2,
    private readonly queued = 64,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.queued) throw new HashingBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next waiter as is; else it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process's one gate: every password hash and verification goes through it. */
const hashGate = new HashGate();

export function hashPassword(password: string): Promise<string> {
  return hashGate.run(() => hash(password, ARGON2ID as Parameters<typeof hash>[1]));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashGate.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so unknown e-mails answer as slowly as wrong passwords. */
export async function verifyNothing(password: string): Promise<false> {
  // Made once, outside the gate: a refused first attempt must not leave a rejected promise here.
  dummyHash ??= hash(randomToken(24), ARGON2ID as Parameters<typeof hash>[1]);
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
