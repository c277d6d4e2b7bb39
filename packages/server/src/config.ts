import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import cluster from 'node:cluster';
import path from 'node:path';
import { ORDER_PAYMENT_MINUTES, pathTo } from '@folio/rules';
import { ConfigError } from './config-error.ts';
import {
  DEFAULT_ADMINISTRATOR_NAME,
  administratorProblems,
  type AdministratorInput,
} from './administrators.ts';
import { providersFromEnvironment, type SigninProvider } from './signin/providers.ts';
import { paymentConfig, type PaymentConfig } from './checkout/paymentConfig.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  /** The address to listen on (HOST): loopback unless the operator exposes the server. */
  host: string;
  /** The port to listen on (PORT). */
  port: number;
  /**
   * Where the SQLite database, the uploaded images and the generated app key live (on
   * PostgreSQL: this process's copies of the stored images only).
   */
  dataDir: string;
  /** DATABASE_URL: a postgres:// URL runs the server on PostgreSQL; null: SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /**
   * The HMAC key of signed links (Laravel's APP_KEY). On PostgreSQL without APP_KEY it is empty
   * here and read from the database at start (buildServer: every process signs alike).
   */
  appKey: Buffer;
  /**
   * The app's origin for links in e-mails (APP_URL). Required when listening beyond loopback;
   * on loopback it defaults to http://localhost:PORT. Never taken from a request's headers.
   */
  appUrl: string;
  /** nodemailer SMTP URL; null: mail goes to the outbox (/dev/mail) if that is on. */
  smtpUrl: string | null;
  /**
   * The outbox (/dev/mail, /api/dev/mail): on while SMTP_URL is unset and the server listens on
   * loopback, or with an explicit DEV_MAIL=1.
   */
  devMail: boolean;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy you control). */
  trustProxy: boolean;
  /** How long an unpaid order holds its stock (ORDER_PAYMENT_MINUTES, default 30). */
  orderPaymentMinutes: number;
  /** The payment gateway (PAYMENT_*, checkout/paymentConfig.ts). */
  payment: PaymentConfig;
  /**
   * The operator's first administrator (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME), created at
   * start when no account has that address; null when unset (administrators.ts).
   */
  firstAdmin: AdministratorInput | null;
  /**
   * The identity providers the environment configures (LINE_CLIENT_ID, …; signin/providers.ts),
   * docs/adr/0033-sign-in-with-an-identity-provider.md.
   */
  signinProviders: SigninProvider[];
  /**
   * Run the development identity provider (signin/devProvider.ts): only while the server listens
   * on loopback as one process, unless DEV_SIGNIN=0. Never beyond loopback: anyone could sign in
   * as its test users.
   */
  devSignin: boolean;
  /**
   * The exact redirect URIs a sign-in may come back to: APP_URL's `/callback`, and on loopback
   * without APP_URL the same path on the port's loopback names (the app names the one it is on).
   */
  callbackUris: string[];
  /**
   * Host names answered besides APP_URL's (ALLOWED_HOSTS, comma-separated): a proxy that sends
   * its upstream's name, a health check by address. Every other `Host` is refused with 421
   * (request-gate.ts); on loopback, loopback names are answered too.
   */
  allowedHosts: string[];
}

/** Reads a Laravel-style key: `base64:…`, else the raw text as bytes. */
export function parseAppKey(value: string): Buffer {
  const key = value.startsWith('base64:')
    ? Buffer.from(value.slice('base64:'.length), 'base64')
    : Buffer.from(value, 'utf8');
  if (key.length < 16) throw new Error('APP_KEY must hold at least 16 bytes');
  return key;
}

/**
 * The app key: APP_KEY from the environment, else the one stored in DATA_DIR/app.key, created
 * (32 random bytes, readable by the owner only) on first start.
 */
function loadAppKey(dataDir: string, fromEnv = process.env.APP_KEY): Buffer {
  if (fromEnv) return parseAppKey(fromEnv);
  const file = path.join(dataDir, 'app.key');
  if (!existsSync(file)) createAppKey(dataDir, file);
  return parseAppKey(readFileSync(file, 'utf8').trim());
}

/**
 * Writes a new key into a file of its own, then links that file in as app.key. Several processes
 * may start at once on a new DATA_DIR (`pnpm start` with more than one, or a supervisor): the
 * link succeeds for one of them, the others find app.key there, and all read the same key, never
 * a half-written file.
 */
function createAppKey(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(draft, `base64:${randomBytes(32).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    chmodSync(draft, 0o600);
    linkSync(draft, file);
  } catch (error) {
    // Another process linked its key first: app.key is complete, and it is the one to use.
    const lost = error instanceof Error && 'code' in error && error.code === 'EEXIST';
    if (!lost) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** True for an address only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export { ConfigError };

function origin(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('APP_URL must be an http(s) URL');
  }
  return url.origin;
}

const truthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value ?? '');

/** ADMIN_EMAIL with ADMIN_PASSWORD (and ADMIN_NAME): the first administrator, checked here. */
function firstAdministrator(env: NodeJS.ProcessEnv): AdministratorInput | null {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return null;
  if (!email || !password) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither');
  }
  const admin = { email, password, name: env.ADMIN_NAME?.trim() || DEFAULT_ADMINISTRATOR_NAME };
  const problems = administratorProblems(admin);
  if (problems.length > 0) {
    throw new ConfigError(`ADMIN_EMAIL / ADMIN_PASSWORD cannot be used: ${problems.join('; ')}`);
  }
  return admin;
}

/** ALLOWED_HOSTS: host names (no port) separated by commas or spaces, lower-cased. */
function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/** ORDER_PAYMENT_MINUTES: a whole number of minutes from 1, the rules' default when unset. */
function paymentMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return ORDER_PAYMENT_MINUTES;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new ConfigError(`ORDER_PAYMENT_MINUTES must be a whole number of minutes, not ${value}`);
  return minutes;
}

/** The configuration from `env` (process.env by default); `overrides` win (tests). */
/**
 * What the server prints once it listens: the one base URL to open, the one links in mail are
 * built from (APP_URL; on loopback without it http://localhost:PORT). A browser keeps a session
 * per address, so printing the listening address (127.0.0.1) split a visit from its mailed links.
 */
export const startLine = ({ appUrl }: Pick<ServerConfig, 'appUrl'>) =>
  `Folio is running at ${appUrl}/`;

export function loadConfig(
  overrides: Partial<Omit<ServerConfig, 'appUrl'>> & { appUrl?: string | null } = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  const host = overrides.host ?? (env.HOST || '127.0.0.1');
  const port = overrides.port ?? Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not ${String(env.PORT)}`);
  }
  const loopback = isLoopback(host);
  const appUrl = origin(overrides.appUrl !== undefined ? overrides.appUrl : env.APP_URL);
  if (!appUrl && !loopback) {
    throw new ConfigError(
      `HOST=${host} makes the server reachable from other machines, so APP_URL must say the ` +
        'public origin of the app (for example APP_URL=https://folio.example): links in mail ' +
        'are never built from the Host header a client sends.',
    );
  }
  const smtpUrl = overrides.smtpUrl !== undefined ? overrides.smtpUrl : env.SMTP_URL || null;
  const databaseUrl =
    overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null;
  const appKey =
    overrides.appKey ??
    (databaseUrl
      ? env.APP_KEY
        ? parseAppKey(env.APP_KEY)
        : Buffer.alloc(0)
      : loadAppKey(dataDir, env.APP_KEY));
  const resolvedAppUrl = appUrl ?? `http://localhost:${port}`;
  const signin = providersFromEnvironment(env);
  if (signin.problems.length > 0) throw new ConfigError(signin.problems.join('; '));
  const callbackOrigins = appUrl
    ? [appUrl]
    : [resolvedAppUrl, ...(loopback ? [`http://127.0.0.1:${port}`] : [])];
  return {
    host,
    port,
    dataDir,
    databaseUrl,
    appKey,
    appUrl: resolvedAppUrl,
    smtpUrl,
    devMail: overrides.devMail ?? (!smtpUrl && (loopback || truthy(env.DEV_MAIL))),
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Folio <no-reply@folio.localhost>',
    trustProxy: overrides.trustProxy ?? truthy(env.TRUST_PROXY),
    orderPaymentMinutes: overrides.orderPaymentMinutes ?? paymentMinutes(env.ORDER_PAYMENT_MINUTES),
    payment: overrides.payment ?? paymentConfig(env, loopback),
    firstAdmin: overrides.firstAdmin !== undefined ? overrides.firstAdmin : firstAdministrator(env),
    signinProviders: overrides.signinProviders ?? signin.providers,
    devSignin:
      loopback &&
      (overrides.devSignin ??
        (!cluster.isWorker && !/^(0|off|false|no)$/i.test(env.DEV_SIGNIN ?? ''))),
    callbackUris: callbackOrigins.map((origin) => `${origin}${pathTo('signinCallback')}`),
    allowedHosts: overrides.allowedHosts ?? hostList(env.ALLOWED_HOSTS),
  };
}
