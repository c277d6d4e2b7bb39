import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { apiValidatorCompiler, createAjv, type ValidateFunction } from '../ajv.ts';
import { HashingBusy, safeEqual, sha256Hex } from '../crypto.ts';
import { M } from '../messages.ts';
import { specFile } from '../paths.ts';
import type { UserRow } from '../store.ts';
import {
  schemaErrors,
  validationBody,
  ValidationFailure,
  type SchemaError,
} from '../validation.ts';
import { throttle, TooManyRequests, type ApiContext, type Handler } from './context.ts';
import { bookingHandlers, trimSlotDate } from './bookings.ts';
import { eventHandlers, MAX_IMAGE_BYTES } from './events.ts';
import { memberHandlers } from './members.ts';
import { taskHandlers } from './tasks.ts';

const unauthenticated = () => Object.assign(new Error(M.unauthenticated), { statusCode: 401 });

/** `Authorization: Bearer <id>|<secret>`: the token row by id, its secret compared by hash. */
async function authenticate(context: ApiContext, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const [, id, secret] = /^Bearer +([0-9]{1,15})\|([A-Za-z0-9]{1,255})$/.exec(header) ?? [];
  if (!id || !secret) throw unauthenticated();
  const row = await context.store.tokens.find(Number(id));
  if (!row || !safeEqual(row.token_hash, sha256Hex(secret))) throw unauthenticated();
  const { token_id: tokenId, token_hash: _hash, ...user } = row;
  request.auth = { user: user as UserRow, tokenId };
}

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.mediaType?.toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Laravel's TrimStrings and ConvertEmptyStringsToNull: trims (not passwords), drops empty values. */
function normalizeFields(body: Record<string, unknown>, keepEmpty: readonly string[] = []) {
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const trimmed = /password/.test(key) ? value : value.trim();
    if (trimmed === '' && !keepEmpty.includes(key)) Reflect.deleteProperty(body, key);
    else body[key] = trimmed;
  }
}

const fail = (errors: Record<string, string[]>) => new ValidationFailure(errors);

/** Reads a multipart body: text fields into request.body, the image_path file into request.upload. */
async function readMultipart(request: FastifyRequest): Promise<void> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let upload: Buffer | null = null;
  const extra: Record<string, string[]> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'image_path')
          extra[part.fieldname] = [M.unknownField(part.fieldname)];
        // An empty file input is sent as an empty part without a name: no image.
        else if (data.length > 0 || part.filename) upload = data;
      } else {
        if (part.valueTruncated) extra[part.fieldname] = [M.bodyTooLarge];
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail({ image_path: [M.imageTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw fail({ image_path: [M.oneFileOnly] });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fail({ body: [M.bodyTooLarge] });
    if (code === 'FST_PROTO_VIOLATION') throw fail({ body: [M.unknownField('__proto__')] });
    throw fail({ body: [M.multipartInvalid] });
  }
  if (Object.keys(extra).length > 0) throw fail(extra);
  // A text field named image_path is not a file; an empty one means "no new image".
  if ('image_path' in fields) {
    if (typeof fields.image_path === 'string' && fields.image_path.trim() === '')
      delete fields.image_path;
    else throw fail({ image_path: [M.imageFile] });
  }
  normalizeFields(fields, ['price']);
  if (upload) fields.image_path = '(file)';
  request.body = { ...fields };
  request.upload = upload;
}

/**
 * The body checks Fastify leaves to us: a body of the wrong media type (or none) is answered 422,
 * not skipped; JSON bodies are normalised like Laravel's middleware; multipart bodies are read.
 */
function bodyHook(route: RouteOptions, strict: ReturnType<typeof createAjv>) {
  const content = (route.schema?.body as { content: Record<string, { schema: object }> }).content;
  const types = Object.keys(content);
  let emptyValidator: ValidateFunction | undefined;
  const operationId = (route.schema as { operationId?: string }).operationId;

  return async (request: FastifyRequest) => {
    const type = mediaTypeOf(request);
    if (!type || !types.includes(type)) {
      if (hasBody(request)) throw fail({ body: [M.unsupportedType(types.join(', '))] });
      emptyValidator ??= strict.compile(Object.values(content)[0]?.schema ?? {});
      emptyValidator({});
      throw fail(schemaErrors(emptyValidator.errors ?? [], operationId, {}));
    }
    if (type === 'multipart/form-data') return readMultipart(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) request.body = {};
    normalizeFields(request.body as Record<string, unknown>);
  };
}

function sendJson(reply: FastifyReply, status: number, body: unknown) {
  // Bypasses the route's response schema (the login 500 schema holds one constant message).
  return reply
    .code(status)
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Every failure of the API as the contract words it: 422 for bad input, never 400 nor 5xx. */
function errorHandler(
  error: FastifyError & { validation?: SchemaError[] },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
    ?.operationId;
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
  if (error instanceof TooManyRequests) {
    return reply
      .code(429)
      .header('Retry-After', String(error.retryAfter))
      .send({ message: error.message });
  }
  if (error instanceof HashingBusy) {
    return reply.code(429).header('Retry-After', '1').send({ message: M.busy });
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

export interface ApiOptions {
  context: ApiContext;
}

/** The contract's operations under `context.prefix`, from openapi.yaml through fastify-openapi-glue. */
export async function registerApi(app: FastifyInstance, { context }: ApiOptions) {
  await app.register(async (api) => {
    api.decorateRequest('auth', null);
    api.decorateRequest('upload', null);
    api.setValidatorCompiler(apiValidatorCompiler());
    api.setErrorHandler(errorHandler);
    const strict = createAjv({ coerceTypes: false });

    api.addHook('onRoute', (route) => {
      if (!(route.schema as { operationId?: string } | undefined)?.operationId) return;
      // The glue runs security as a preHandler, after parsing and validation; a request without
      // a valid token must be refused before its body is read (401 before 422, no upload buffered).
      if (route.preHandler) {
        route.onRequest = [route.preHandler].flat() as RouteOptions['onRequest'];
        route.preHandler = undefined;
      }
      if ((route.schema?.body as { content?: object } | undefined)?.content) {
        route.preValidation = bodyHook(route, strict);
      }
      if ((route.schema as { operationId?: string }).operationId === 'listSlots') {
        route.preValidation = trimSlotDate;
      }
    });

    await api.register(fastifyMultipart, { throwFileSizeLimit: true });

    const handlers: Record<string, Handler> = {
      ...memberHandlers(context),
      ...eventHandlers(context),
      ...bookingHandlers(context),
      ...taskHandlers(context),
      async ping(request) {
        await throttle(context, 'ping', request.ip);
        return { status: 'ok', message: M.pong };
      },
    };

    await api.register(fastifyOpenapiGlue, {
      specification: specFile,
      prefix: context.prefix,
      operationResolver(operationId: string) {
        const handler = handlers[operationId];
        if (!handler)
          throw new Error(`openapi.yaml has operation ${operationId} but the server no handler`);
        return handler;
      },
      securityHandlers: {
        bearerAuth: (request: FastifyRequest) => authenticate(context, request),
      },
    });

    // A development tool, not part of the contract: the outbox as JSON, newest first.
    api.get(`${context.prefix}/dev/mail`, async (_request, reply) => {
      if (context.mailer.kind !== 'outbox') return reply.code(404).send({ message: M.notFound });
      // Mail sent after an answer (forgot-password) is in the outbox once that answer is.
      await context.settled();
      const rows = await context.store.outbox.list(200);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          links: JSON.parse(row.links) as string[],
          created_at: row.created_at,
        })),
      };
    });
  });
}
