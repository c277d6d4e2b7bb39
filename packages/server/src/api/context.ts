import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { VariantIndex } from '../imageVariants.ts';
import type { Mailer } from '../mail.ts';
import { M } from '../messages.ts';
import { FixedWindowLimiter, type RateLimits } from '../ratelimit.ts';
import type { Store, UserRow } from '../store.ts';

/** The logged-in account and the id of the token the request carried (set by bearerAuth). */
export interface Auth {
  user: UserRow;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The uploaded file of a multipart body (field image_path), if any. */
    upload: Buffer | null;
  }
}

/** Everything the handlers share. */
export interface ApiContext {
  config: ServerConfig;
  store: Store;
  mailer: Mailer;
  /** The API mount point, e.g. `/api` (signed links include it). */
  prefix: string;
  /** DATA_DIR/storage: uploaded images live under its events/ folder. */
  storageDir: string;
  /** The smaller copies of event images (imageVariants.ts). */
  variants: VariantIndex;
  limiters: { [K in keyof RateLimits]: FixedWindowLimiter };
  /** Keep serialised GET /events answers until the data changes (api/events.ts). */
  listCache: boolean;
  /** Milliseconds since the epoch (replaceable in tests: expired links and tokens). */
  now: () => number;
}

export function createLimiters(limits: RateLimits, now: () => number): ApiContext['limiters'] {
  const entries = Object.entries(limits).map(([name, rule]) => [
    name,
    new FixedWindowLimiter(rule, now),
  ]);
  return Object.fromEntries(entries) as ApiContext['limiters'];
}

/** Answered 429 with Retry-After by the API's error handler. */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super(M.tooManyAttempts);
    this.name = 'TooManyRequests';
  }
}

/** Counts a hit on `limiter` for `key`; throws TooManyRequests over the limit. */
export function throttle(limiter: FixedWindowLimiter, key: string): void {
  const verdict = limiter.hit(key);
  if (!verdict.allowed) throw new TooManyRequests(verdict.retryAfter);
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The app's origin for links in e-mails: APP_URL, else the request's own (Host header and
 * protocol). A Host that is not a plain host name falls back to localhost.
 */
export function appOrigin(context: ApiContext, request: FastifyRequest): string {
  if (context.config.appUrl) return context.config.appUrl;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
