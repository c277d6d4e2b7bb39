import type { FastifyRequest } from 'fastify';
import type { Ajv } from 'ajv';
import type { ValidateFunction } from '../../ajv.ts';
import { M } from '../../messages.ts';
import { CONTROL_MESSAGES, schemaErrors, ValidationFailure } from '../../validation.ts';
import { controlCharacterErrors, normalizeFields } from '../normalize.ts';
import { readMultipart } from './multipart.ts';

/** The part of a route's schema the body hook reads (fastify-openapi-glue's `body.content`). */
interface BodySchema {
  operationId?: string;
  body?: { content?: Record<string, { schema?: object }> };
}

/** The file field of a multipart schema (`format: binary`): image_path, or a product's image. */
function fileFieldOf(schema: object): string {
  const properties = (schema as { properties?: Record<string, { format?: string }> }).properties;
  const [field] = Object.entries(properties ?? {}).find(([, p]) => p.format === 'binary') ?? [];
  return field ?? 'image_path';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * The preValidation hook of an operation with a request body (api/index.ts), for the checks
 * Fastify leaves to us: a body of the wrong media type (or none) is answered 422, not skipped;
 * JSON bodies are normalised like Laravel's middleware (normalize.ts); multipart bodies are read
 * (plugins/multipart.ts). `strict` is the Ajv without coercion that words a missing body's errors.
 * One hook per route: its media types are read from the route's schema once, on its first request.
 */
export function bodyHook(strict: Ajv) {
  let route: { types: string[]; bodySchema: object; operationId?: string } | undefined;
  let emptyValidator: ValidateFunction | undefined;

  return async (request: FastifyRequest): Promise<void> => {
    if (!route) {
      // fastify-openapi-glue made the schema from openapi.yaml; this hook is on body operations only.
      const schema = request.routeOptions.schema as BodySchema | undefined;
      const content = schema?.body?.content ?? {};
      route = {
        types: Object.keys(content),
        bodySchema: Object.values(content)[0]?.schema ?? {},
        ...(schema?.operationId !== undefined && { operationId: schema.operationId }),
      };
    }
    const type = request.mediaType?.toLowerCase();
    if (!type || !route.types.includes(type)) {
      if (hasBody(request)) {
        throw new ValidationFailure({ body: [M.unsupportedType(route.types.join(', '))] });
      }
      emptyValidator ??= strict.compile(route.bodySchema);
      emptyValidator({});
      throw new ValidationFailure(schemaErrors(emptyValidator.errors ?? [], route.operationId, {}));
    }
    if (type === 'multipart/form-data')
      return readMultipart(request, fileFieldOf(route.bodySchema));
    const body: unknown = request.body;
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    // A signed form stays as signed (docs/adr/appendices/0031-orders-and-gateways.md).
    if (type !== 'application/x-www-form-urlencoded') normalizeFields(fields);
    const control = controlCharacterErrors(fields, '', CONTROL_MESSAGES[route.operationId ?? '']);
    if (Object.keys(control).length > 0) throw new ValidationFailure(control);
    request.body = fields;
  };
}
