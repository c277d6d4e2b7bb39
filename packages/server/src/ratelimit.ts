import { TASK_MAILS_PER_DAY } from '@folio/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from './db/tables.ts';

/**
 * Rate limits: fixed windows of at most `limit` hits per key in each `windowMs`.
 *
 * Every limit goes through one small async interface, `RateLimitStore.consume`: one process keeps
 * its counters in memory (SQLite), several processes share them in a PostgreSQL table; the
 * handlers do not change.
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

export interface RateLimitStore {
  /**
   * Adds `cost` hits (default 1; 0 only looks) to `key` under `rule` and says whether the key is
   * still within the limit. Keys are namespaced by the caller (`bucket|…`).
   */
  consume(key: string, rule: RateLimitRule, cost?: number): Promise<Verdict>;
}

/** The in-memory store of one process; memory stays bounded by the keys active in a window. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  consume(key: string, rule: RateLimitRule, cost = 1): Promise<Verdict> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      if (cost > 0) this.windows.set(key, window);
    }
    window.count += cost;
    return Promise.resolve({
      allowed: cost > 0 ? window.count <= rule.limit : window.count < rule.limit,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    });
  }

  /** Drops expired windows once a minute. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The counters in PostgreSQL's rate_limits table, shared by every process on the database: one
 * atomic upsert a hit (a new window when the old one is over), so hits spread over processes count
 * against one limit. Expired rows are deleted now and then.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private nextSweep = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, rule: RateLimitRule, cost = 1): Promise<Verdict> {
    const now = this.now();
    if (now >= this.nextSweep) {
      this.nextSweep = now + 60_000;
      await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    }
    const resetAt = now + rule.windowMs;
    const result = await sql<{ count: number; reset_at: number }>`
      INSERT INTO rate_limits AS r (key, count, reset_at) VALUES (${key}, ${cost}, ${resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.reset_at <= ${now} THEN excluded.count ELSE r.count + excluded.count END,
        reset_at = CASE WHEN r.reset_at <= ${now} THEN excluded.reset_at ELSE r.reset_at END
      RETURNING count, reset_at`.execute(this.db);
    const row = result.rows[0] ?? { count: cost, reset_at: resetAt };
    return {
      allowed: cost > 0 ? row.count <= rule.limit : row.count < rule.limit,
      retryAfter: Math.max(1, Math.ceil((row.reset_at - now) / 1000)),
    };
  }
}

const MINUTE = 60_000;

/**
 * The limits. Per e-mail buckets are keyed on e-mail *and* client address, so nobody can lock an
 * owner out of their account from elsewhere; per-address buckets stop one address from spraying
 * many accounts; the per-account bucket (failed passwords from any address, login and change
 * password alike) slows a guess spread over many addresses. The quotas are far above what a
 * person (or a test run from one address) reaches.
 */
export const DEFAULT_LIMITS = {
  /** login attempts per e-mail and client address (spec: 5 a minute) */
  login: { limit: 5, windowMs: MINUTE },
  /** login attempts per client address, across accounts */
  loginAddress: { limit: 60, windowMs: 10 * MINUTE },
  /**
   * wrong passwords per account from unknown devices, any address (login and resend); a known
   * device (devices.ts) and a session token (change-password) have buckets of their own
   */
  account: { limit: 50, windowMs: 60 * MINUTE },
  /** wrong passwords per known device of an account (login and resend) */
  device: { limit: 10, windowMs: 60 * MINUTE },
  /** reset mails a known device of the account asks for, instead of mailsTo */
  deviceMails: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * recipients of a member's mail tasks (docs/adr/0017): counted from the tasks themselves
   * (store/tasks.ts `create`), not in the RateLimitStore, so a cancelled task gives back its
   * unsent mails
   */
  taskMails: { limit: TASK_MAILS_PER_DAY, windowMs: 24 * 60 * MINUTE },
  /** registrations per client address */
  register: { limit: 20, windowMs: 10 * MINUTE },
  /** per client address */
  checkEmail: { limit: 30, windowMs: MINUTE },
  /** per e-mail and client address */
  forgotPassword: { limit: 3, windowMs: MINUTE },
  /** per client address, across e-mails */
  forgotPasswordAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** per e-mail and client address */
  resendVerificationEmail: { limit: 3, windowMs: MINUTE },
  /** per client address, across e-mails */
  resendVerificationEmailAddress: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * reset and verification mails per recipient, whoever asks from wherever (a mail bomb from many
   * addresses); forgot-password counts every request for the address, account or not
   */
  mailsTo: { limit: 5, windowMs: 60 * MINUTE },
  /** sign-in link requests per e-mail and client address (docs/adr/0011 decision 13) */
  loginLink: { limit: 3, windowMs: MINUTE },
  /** sign-in link requests per client address, across e-mails */
  loginLinkAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** sign-in link mails per recipient, whoever asks: every request for the address counts */
  loginLinksTo: { limit: 3, windowMs: 60 * MINUTE },
  /** logins with a sign-in link per client address */
  loginWithLink: { limit: 20, windowMs: 10 * MINUTE },
  /** reset attempts per client address (each may cost a password hash) */
  resetPassword: { limit: 20, windowMs: 10 * MINUTE },
  /** change-password attempts per token */
  changePassword: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * images uploaded per member (events and product images): each is decoded and copied in the
   * image process (imagePool.ts)
   */
  upload: { limit: 30, windowMs: 10 * MINUTE },
  /** images uploaded per client address, across members */
  uploadAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** per client address */
  ping: { limit: 120, windowMs: MINUTE },
  /** sign-ins started, finished and links started per client address (each reaches a provider) */
  signin: { limit: 30, windowMs: 10 * MINUTE },
  /** the providers list, per client address (every login screen asks for it) */
  signinProviders: { limit: 120, windowMs: MINUTE },
  /** new chat conversations per client address (docs/adr/0032-live-chat.md) */
  chatStart: { limit: 10, windowMs: 10 * MINUTE },
  /** chat messages per sender (a visitor token or an account): a flood is refused, nothing stored */
  chatSend: { limit: 20, windowMs: MINUTE },
  /** chat messages per client address, across senders */
  chatSendAddress: { limit: 200, windowMs: 10 * MINUTE },
  /** "typing" notices per sender */
  chatTyping: { limit: 40, windowMs: MINUTE },
  /** live channels opened per client address (reconnects included) */
  chatStream: { limit: 30, windowMs: MINUTE },
  /** cart writes per cart: the account, the visitor token, or the address of a visitor without one */
  cartWrite: { limit: 60, windowMs: MINUTE },
  /** orders placed per account */
  orderPlace: { limit: 10, windowMs: 10 * MINUTE },
  /** payment forms signed per account (each a new attempt) */
  paymentStart: { limit: 10, windowMs: 10 * MINUTE },
  /** the sandbox gateway's form posts and buttons per client address */
  sandboxPay: { limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = { [K in keyof typeof DEFAULT_LIMITS]: RateLimitRule };
export type LimitName = keyof RateLimits;
