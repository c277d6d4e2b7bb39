import type { FastifyReply } from 'fastify';
import { M } from '../messages.ts';

/**
 * A database that cannot answer is an outage, not a bug and never "not logged in"
 * (docs/operations.md "When the database fails"): the request is answered 503 with Retry-After
 * and the contract's `{message}` (components/responses/Unavailable of openapi.yaml), and a
 * client keeps its session.
 */

/** Seconds a client is asked to wait before trying again (Retry-After of every 503). */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the database server cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an outage: class 08 (connection exception), class 53 (insufficient
 * resources: too many connections, disk full, out of memory), 57P01–57P03 (shut down, crashed,
 * starting), 57014 (a statement cancelled: statement_timeout), 55P03 (lock_timeout), 25006 (a
 * standby after a fail-over refuses writes).
 */
const POSTGRES_STATES = /^(08...|53...|57P0[123]|57014|55P03|25006)$/;

/**
 * node-postgres's own errors, which carry no code: a lost connection, a pool wait over, a
 * statement the server never answered (query_timeout).
 */
const POSTGRES_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/** SQLite's result codes of an outage: the file busy or locked, unreadable, unwritable, full. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|PROTOCOL|NOMEM)/;

function isOutage(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)) {
      return true;
    }
  }
  if (typeof message !== 'string') return false;
  // better-sqlite3 on a closed handle (a query racing the shutdown).
  return POSTGRES_MESSAGES.test(message) || message === 'The database connection is not open';
}

/** True when `error` (or an error it wraps, as `cause` or in an AggregateError) is an outage. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (isOutage(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The 503 of components/responses/Unavailable: Retry-After and the one message, serialised here
 * (the route's response schema may not list 503: a page outside the API).
 */
export function sendUnavailable(reply: FastifyReply, retryAfter = RETRY_AFTER_SECONDS) {
  return reply
    .code(503)
    .header('Retry-After', String(retryAfter))
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .send({ message: M.unavailable });
}
