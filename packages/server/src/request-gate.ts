import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback, type ServerConfig } from './config.ts';
import { M } from './messages.ts';

/**
 * What every request passes before any route sees it (docs/adr/0011-secure-defaults-and-limits.md,
 * decision 9): a `Host` this server answers to, a method it knows, a body without
 * `Content-Encoding`. The refusals carry the same `{message}` body and security headers as every
 * other answer (the headers are set by an earlier onRequest hook, security-headers.ts).
 */

/**
 * Names that only ever reach this machine, as Vite's dev server accepts them: `localhost` and its
 * subdomains (RFC 6761), 127.0.0.0/8 and `[::1]`. A page on another site can make the browser
 * send its own name in `Host` (DNS rebinding), never one of these.
 */
function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopback(hostname);
}

/**
 * The hostname of a `Host` header value (`Example.com:8080` → `example.com`, `[::1]:80` →
 * `[::1]`), or null when it is not one: empty, user info, a path, spaces.
 */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]]+)(?::\d{1,5})?$/i.exec(host);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Who may be named in `Host`. On loopback: loopback names, APP_URL's host (a proxy on this
 * machine passes the public name) and ALLOWED_HOSTS. Exposed: APP_URL's host and ALLOWED_HOSTS
 * only. Ports are not compared: a page elsewhere cannot choose a loopback name whatever the port.
 */
export function hostPolicy(config: Pick<ServerConfig, 'host' | 'appUrl' | 'allowedHosts'>) {
  const named = new Set([new URL(config.appUrl).hostname.toLowerCase(), ...config.allowedHosts]);
  const loopback = isLoopback(config.host);
  return (host: string | undefined): boolean => {
    const hostname = hostnameOf(host);
    if (hostname === null) return false;
    return named.has(hostname) || (loopback && isLoopbackName(hostname));
  };
}

/**
 * The methods routed as usual (an unknown path or a method a path lacks is a 404, openapi.yaml
 * "Answers outside the operations"); any other (QUERY, PROPFIND, …) is served by no resource: 501.
 */
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
]);

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('application/json; charset=utf-8').send({ message });

/** Registers the gate as the first onRequest hook after the security headers. */
export function registerRequestGate(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'host' | 'appUrl' | 'allowedHosts' | 'trustProxy'>,
): void {
  const allowed = hostPolicy(config);
  /** The refusal of `request` as [status, message], or null when it may go on. */
  const refusal = (request: FastifyRequest): [number, string] | null => {
    const host = request.headers.host;
    // RFC 9112 §3.2: a request without Host is answered 400.
    if (!host) return [400, M.hostMissing];
    // Behind a trusted proxy the name the client asked for is X-Forwarded-Host, when it is sent.
    const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const asked = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : host;
    // 421 Misdirected Request (RFC 9110 §15.5.20): this server does not answer for that name.
    if (!allowed(asked)) return [421, M.hostNotAllowed];
    if (!KNOWN_METHODS.has(request.method)) return [501, M.methodNotImplemented];
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return [415, M.encodingUnsupported];
    }
    return null;
  };
  // A callback, not an async function: no promise for every request; a refusal answers and
  // stops the hooks by not calling `done` (docs/adr/appendices/0012-figures.md).
  app.addHook('onRequest', (request, reply, done) => {
    const refused = refusal(request);
    if (refused) refuse(reply, ...refused);
    else done();
  });
}
