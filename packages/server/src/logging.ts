import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * The server's JSON logs (pino, through Fastify): every line of a request carries its `reqId`,
 * and no line carries a secret (docs/operations.md "Observe").
 */

/** An incoming X-Request-Id is kept only when it is a short token of these characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when it is a safe short token (so one id follows
 * a request from the proxy's access log into ours), else a new random one. Anything longer or
 * with other characters (a newline, a quote) is ignored rather than logged.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose values are never logged. */
const SECRET_QUERY = /token|signature|hash|secret|password|code|state|key|email|expires/i;

/** Path segments that are secrets: the verification link's hash, a sandbox session's token. */
const SECRET_PATHS: readonly RegExp[] = [
  /(\/email\/verify\/[^/?]+\/)[^/?]+/,
  /(\/payments\/sandbox\/sessions\/)[^/?]+/,
  /(\/booking-links\/)[^/?]+/,
];

/** The URL as logged: secret path segments and query values replaced by `***`. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const secret of SECRET_PATHS) path = path.replace(secret, '$1***');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=***` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the request's log line says of it (Fastify's default, the URL made safe). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Header and body fields that are censored wherever a line would carry them. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-chat-visitor"]',
  'req.headers["x-cart-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'access_token',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.access_token',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's logger options with the safe request serializer and the redaction added. */
export function safeLogger(options: LoggerOptions): LoggerOptions {
  const given = options as Record<string, unknown>;
  return {
    ...given,
    redact: { paths: REDACT, censor: '***' },
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: request.url === undefined ? undefined : loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
      ...(given.serializers as object | undefined),
    },
  } as LoggerOptions; // pino's options object, with two of its own fields added
}

/** Every answer names its request's id, so a user's report can be found in the logs. */
export function registerRequestId(app: FastifyInstance): void {
  // A callback, not an async function: no promise for every request (docs/adr/appendices/0012-figures.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger, made only when the request logs a line (Fastify's childLoggerFactory). The
 * default makes a pino child for every request (its bindings serialised and redacted), a few µs
 * of each cached list page that never logs (docs/adr/appendices/0012-figures.md); lines, when
 * there are any, are the child's own.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  // Each passes its arguments on as given (pino's LogFn is overloaded).
  fatal(...args: unknown[]) {
    Reflect.apply(this.logger.fatal, this.logger, args);
  }
  error(...args: unknown[]) {
    Reflect.apply(this.logger.error, this.logger, args);
  }
  warn(...args: unknown[]) {
    Reflect.apply(this.logger.warn, this.logger, args);
  }
  info(...args: unknown[]) {
    Reflect.apply(this.logger.info, this.logger, args);
  }
  debug(...args: unknown[]) {
    Reflect.apply(this.logger.debug, this.logger, args);
  }
  trace(...args: unknown[]) {
    Reflect.apply(this.logger.trace, this.logger, args);
  }
  silent(...args: unknown[]) {
    Reflect.apply(this.logger.silent, this.logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory option: LazyChildLogger. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyChildLogger(logger, bindings, options);
