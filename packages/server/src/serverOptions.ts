import type { FastifyServerOptions } from 'fastify';
import type { AdministratorInput } from './administrators.ts';
import type { Refund } from './checkout/refund.ts';
import type { NoticeTransport } from './checkout/sandboxNotify.ts';
import type { RateLimits, RateLimitStore } from './ratelimit.ts';
import type { SigninProvider } from './signin/providers.ts';
import type { TaskRunnerOptions } from './taskRunner.ts';

/** What buildServer (server.ts) takes; every field defaults from the environment or a constant. */
export interface ServerOptions {
  appDist?: string;
  apiDocsDir?: string;
  /**
   * The app's module that draws /events with its first page (default: the build's,
   * packages/app/dist-server/renderEvents.js); null, or no such file: /events is sent undrawn.
   */
  eventsRenderer?: string | null;
  /**
   * Draw /events once as soon as the server listens, so that its first visitor does not wait for
   * the drawing module to load (about 0.5 s). `pnpm start` does; tests that never ask for /events
   * leave it off.
   */
  drawEventsOnListen?: boolean;
  /** false: no logs; true: JSON logs at info; or a pino level / Fastify logger options. */
  logger?: boolean | string | FastifyServerOptions['logger'];
  /**
   * A log line for each request and answer (Fastify's request logging). Off by default: the
   * proxy in front keeps access logs, and two JSON lines a request cost about as much CPU as
   * answering a cached list (docs/adr/0013-fast-as-shipped.md); failures are logged either way.
   */
  logRequests?: boolean;
  /** Default METRICS_TOKEN: GET /metrics for a scraper with this bearer token; null: off. */
  metricsToken?: string | null;
  /** Default DATA_DIR, else ./data. */
  dataDir?: string;
  /** Default DATABASE_URL (postgres://…), else SQLite in DATA_DIR; null: SQLite whatever the env. */
  databaseUrl?: string | null;
  /** Default APP_KEY, else DATA_DIR/app.key. */
  appKey?: string;
  /** Default HOST, else 127.0.0.1 (the outbox and APP_URL depend on it). */
  host?: string;
  /** Default PORT, else 8080. */
  port?: number;
  /** Default APP_URL, else http://localhost:PORT (required beyond loopback). */
  appUrl?: string | null;
  /** Default SMTP_URL, else the outbox (while on loopback or DEV_MAIL=1). */
  smtpUrl?: string | null;
  /** Default: on loopback without SMTP_URL, or DEV_MAIL=1. */
  devMail?: boolean;
  /** Default ALLOWED_HOSTS: host names answered besides APP_URL's (request-gate.ts). */
  allowedHosts?: string[];
  /** Default TRUST_PROXY: client address, protocol and host from X-Forwarded-*. */
  trustProxy?: boolean;
  /** Where the API is mounted (default /api). */
  apiPrefix?: string;
  /**
   * Seed the sample events, and on loopback the demo administrator, and the shop catalog on
   * first start (default true). An object seeds `events` events (default 48) and the catalog
   * only when `catalog` says so (`'without pictures'`: its products have no images, for tests
   * that do not look at them).
   */
  seed?: boolean | { events?: number; catalog?: boolean | 'without pictures' };
  /** Default ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME (the operator's first administrator). */
  firstAdmin?: AdministratorInput | null;
  /** Rate limits other than the defaults (tests and the benchmark; there is no switch to turn them off). */
  rateLimits?: Partial<RateLimits>;
  /** Where the rate-limit counters live (default: this process's memory). */
  limitStore?: RateLimitStore;
  /** The clock (tests: expired links and reset tokens). */
  now?: () => number;
  /** Cache GET /events answers until the data changes (default true; LIST_CACHE=off). */
  listCache?: boolean;
  /** The mail-task runner's timing (default: TASK_TICK_MS, …, taskRunner.ts); false: no runner. */
  taskRunner?: Partial<TaskRunnerOptions> | false;
  /** Identity providers other than the environment's (tests: providers of their own). */
  signinProviders?: SigninProvider[];
  /**
   * Run the development identity provider (default: on loopback as one process, unless
   * DEV_SIGNIN=0); never beyond loopback.
   */
  devSignin?: boolean;
  /** Replaces the sandbox's notice transport (tests: checkout/sandboxNotify.ts). */
  paymentNotice?: (transport: NoticeTransport) => NoticeTransport;
  /** The gateway's refund of a paid order (default the sandbox's; tests: one that fails). */
  refund?: Refund;
}
