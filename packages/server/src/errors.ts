import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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
export async function frameworkErrorOptions(
  apiPrefix: string,
): Promise<Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>> {
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

  const clientErrorHandler = (_error: Error, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const body = JSON.stringify({ message: M.badRequest });
    const lines = [
      'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };

  return { frameworkErrors, clientErrorHandler };
}

/**
 * The error handler of everything outside the API (which has its own, api/plugins/errors.ts): `{message}`
 * with the status, never a stack, never Fastify's own body.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? M.serverError : status === 404 ? M.notFound : M.badRequest;
    return reply.code(status).send({ message });
  });
}
