/**
 * A fixed-window rate limiter in memory: at most `limit` hits per key in each `windowMs` window.
 * One process only; several API processes behind a balancer would share a store (Redis) instead.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the window resets (the Retry-After value when refused). */
  retryAfter: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key` and says whether it is allowed. */
  hit(key: string): Verdict {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.rule.limit,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Drops expired windows now and then, so memory stays bounded by the active keys. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The limits of issue 4 (per minute); ping's is ours: the contract only says it is limited. */
export const DEFAULT_LIMITS = {
  /** per e-mail and client address */
  login: { limit: 5, windowMs: 60_000 },
  /** per client address */
  checkEmail: { limit: 30, windowMs: 60_000 },
  /** per e-mail */
  forgotPassword: { limit: 3, windowMs: 60_000 },
  /** per e-mail */
  resendVerificationEmail: { limit: 3, windowMs: 60_000 },
  /** per client address */
  ping: { limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = { [K in keyof typeof DEFAULT_LIMITS]: RateLimitRule };
