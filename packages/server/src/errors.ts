import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isDatabaseUnavailable, sendUnavailable } from './db/unavailable.ts';
import { M } from './messages.ts';
import { helmetHeaders } from './security-headers.ts';
import { validationBody } from './validation.ts';

/**
 * Failures that happen before a request reaches a route (a URL that is not valid percent-encoding,
 * a parameter too long, a request line that is not HTTP) are answered by Fastify itself, with its
 * own body and without our headers. These answer them as everything else is answered: the
 * contract's error body (a 422 with `errors.url` under the API, whose contract never answers 400;
 * `{message}` elsewhere) and the same security headers.
 */
export async function frameworkErrorOptions(apiPrefix: string): Promise<
  Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'> & {
    http: ServerOptions;
  }
> {
  const headers = await helmetHeaders();
  const underApi = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`);

  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (underApi(request.raw.url ?? '')) {
      void reply.code(422).send(validationBody({ url: [M.badUrl] }));
      return;
    }
    void reply.code(error.code === 'FST_ERR_BAD_URL' ? 400 : 414).send({ message: M.badUrl });
  };

  const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    // A method the parser does not know at all (FOO): no resource serves it (request-gate.ts).
    const unknownMethod = error.code === 'HPE_INVALID_METHOD';
    const body = JSON.stringify({ message: unknownMethod ? M.methodNotImplemented : M.badRequest });
    const lines = [
      unknownMethod ? 'HTTP/1.1 501 Not Implemented' : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };

  return {
    frameworkErrors,
    clientErrorHandler,
    // A request without Host reaches the request gate, which answers it like any other
    // (request-gate.ts); Node's own 400 has no body and none of our headers.
    http: { requireHostHeader: false },
    // Long path parameters reach their route and its schema (a 4 096-digit id is a 422 of `id`,
    // as any other bad id), rather than no route at all.
    routerOptions: { maxParamLength: 8192 },
  };
}

/**
 * `Expect` other than `100-continue`: Node answers 417 itself, with no body and none of our
 * headers, unless the server listens for `checkExpectation`. This answers it as everything else.
 */
export async function registerExpectationAnswer(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ message: M.expectationFailed });
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

/**
 * The error handler of everything outside the API (which has its own, api/plugins/errors.ts): `{message}`
 * with the status, never a stack, never Fastify's own body; a database outage is a 503 as in the API.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? M.serverError : status === 404 ? M.notFound : M.badRequest;
    return reply.code(status).send({ message });
  });
}

/**
 * While the server closes (SIGTERM, docs/operations.md "Stopping"), a request that still arrives
 * on an open connection gets the contract's 503 and `Connection: close`, not Fastify's own body.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async function: no promise for every request (docs/adr/appendices/0012-figures.md).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    sendUnavailable(reply, 1);
  });
}
