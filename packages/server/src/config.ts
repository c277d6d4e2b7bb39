import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  /** Where the database, the uploaded images and the generated app key live. */
  dataDir: string;
  /** The HMAC key of signed links (Laravel's APP_KEY). */
  appKey: Buffer;
  /** The app's origin for links in e-mails; null: derived from each request's Host. */
  appUrl: string | null;
  /** nodemailer SMTP URL; null: mail goes to the outbox (/dev/mail). */
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy you control). */
  trustProxy: boolean;
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
export function loadAppKey(dataDir: string, fromEnv = process.env.APP_KEY): Buffer {
  if (fromEnv) return parseAppKey(fromEnv);
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) return parseAppKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const value = `base64:${randomBytes(32).toString('base64')}`;
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return parseAppKey(value);
}

function origin(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('APP_URL must be an http(s) URL');
  }
  return url.origin;
}

/** The configuration from `env` (process.env by default); `overrides` win (tests). */
export function loadConfig(
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  return {
    dataDir,
    appKey: overrides.appKey ?? loadAppKey(dataDir, env.APP_KEY),
    appUrl: overrides.appUrl !== undefined ? overrides.appUrl : origin(env.APP_URL),
    smtpUrl: overrides.smtpUrl !== undefined ? overrides.smtpUrl : env.SMTP_URL || null,
    mailFrom: overrides.mailFrom ?? env.MAIL_FROM ?? 'Folio <no-reply@folio.localhost>',
    trustProxy: overrides.trustProxy ?? /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
  };
}
