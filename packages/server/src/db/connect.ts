import pg from 'pg';
import { ConfigError } from '../config-error.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The first connection to PostgreSQL at start (docs/operations.md "Starting"): a database that
 * is still starting (containers start together) or not reachable yet is waited for, up to
 * PG_CONNECT_RETRY_MS; anything else (a wrong password, no such database), or still no database
 * after that, stops the start with one line and no secret in it.
 */

/** `url` without its password, for messages. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** `text` with the URL's password (as written and decoded) replaced. */
function scrub(text: string, url: string): string {
  let password: string;
  try {
    password = new URL(url).password;
  } catch {
    return text.replaceAll(url, withoutPassword(url));
  }
  if (!password) return text;
  return text.replaceAll(password, '***').replaceAll(decodeURIComponent(password), '***');
}

/** PG_CONNECT_RETRY_MS (default 30 000): how long to wait for a database that is not up yet. */
function connectRetryMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PG_CONNECT_RETRY_MS?.trim();
  if (!text) return 30_000;
  if (!/^\d+$/.test(text) || Number(text) > 2 ** 31 - 1) {
    throw new ConfigError(`PG_CONNECT_RETRY_MS must be a whole number, not ${text}`);
  }
  return Number(text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once PostgreSQL at `url` accepts a connection; throws a ConfigError otherwise. */
export async function waitForPostgres(
  url: string,
  retryMs = connectRetryMs(),
  onWait: (message: string) => void = (message) => console.error(message),
): Promise<void> {
  const deadline = Date.now() + retryMs;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const reason = scrub(error instanceof Error ? error.message : String(error), url);
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) {
        throw new ConfigError(`the database ${withoutPassword(url)} cannot be used: ${reason}`);
      }
      if (attempt === 1) onWait(`  waiting for the database ${withoutPassword(url)}: ${reason}`);
      await sleep(Math.min(500 * attempt, 3_000, left));
    }
  }
}
