import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HashingBusy } from '../../crypto.ts';
import { ImagesBusy } from '../../imagePool.ts';
import { isDatabaseUnavailable, sendUnavailable } from '../../db/unavailable.ts';
import { M } from '../../messages.ts';
import {
  Refusal,
  schemaErrors,
  validationBody,
  ValidationFailure,
  type SchemaError,
} from '../../validation.ts';
import { refuseNotice } from '../../checkout/paymentNotice.ts';
import { TooManyRequests } from '../context.ts';

function sendJson(reply: FastifyReply, status: number, body: unknown) {
  // Bypasses the route's response schema (the login 500 schema holds one constant message).
  return reply
    .code(status)
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * Every failure of the API as the contract words it: 422 for bad input, never 400; 503 with
 * Retry-After when the database cannot answer (db/unavailable.ts); 500 for a bug.
 */
function errorHandler(
  error: FastifyError & { validation?: SchemaError[] },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
    ?.operationId;
  // The gateway reads `0|<reason>`, never JSON (checkout/paymentNotice.ts).
  if (
    operationId === 'receivePaymentNotice' &&
    (error.validation || error instanceof ValidationFailure)
  )
    return refuseNotice(reply, error.validation ? 'fields missing or malformed' : error.message);
  if (error.validation) {
    const context = error.validationContext;
    const input =
      context === 'querystring'
        ? request.query
        : context === 'params'
          ? request.params
          : request.body;
    return reply.code(422).send(validationBody(schemaErrors(error.validation, operationId, input)));
  }
  if (error instanceof ValidationFailure) return reply.code(422).send(validationBody(error.errors));
  if (error instanceof Refusal) return reply.code(error.statusCode).send(error.body);
  if (error instanceof TooManyRequests) {
    return reply
      .code(429)
      .header('Retry-After', String(error.retryAfter))
      .send({ message: error.message });
  }
  if (error instanceof HashingBusy || error instanceof ImagesBusy) {
    return reply.code(429).header('Retry-After', '1').send({ message: M.busy });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendUnavailable(reply);
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return reply.code(401).send({ message: M.unauthenticated });
  if (status === 404) return reply.code(404).send({ message: M.notFound });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(422).send(validationBody({ body: [M.bodyTooLarge] }));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const content = (request.routeOptions.schema?.body as { content?: object } | undefined)
      ?.content;
    const types = content ? Object.keys(content).join(', ') : 'application/json';
    return reply.code(422).send(validationBody({ body: [M.unsupportedType(types)] }));
  }
  if (status >= 400 && status < 500) {
    return reply.code(422).send(validationBody({ body: [M.badJson] }));
  }
  request.log.error({ err: error }, 'request failed');
  return sendJson(reply, 500, { message: M.serverError });
}

/**
 * The API's error handler (the rest of the server has its own, src/errors.ts): schema failures
 * and ValidationFailure as the contract's 422 body, TooManyRequests and a busy hasher as 429
 * with Retry-After, 401 and 404 with their fixed messages, a database outage as 503 with
 * Retry-After, anything else unexpected as a logged 500.
 */
export function registerApiErrors(api: FastifyInstance): void {
  api.setErrorHandler(errorHandler);
}
