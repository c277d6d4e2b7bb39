import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { gradientPng } from '../src/images.ts';
import { contractRouteOptions, multipart } from './helpers.ts';

/**
 * Requests generated from openapi.yaml's own schemas (generated-contract.test.ts): every
 * operation as the server routes it, values each schema accepts, and ways to break a body.
 */

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

export interface Route {
  operationId: string;
  method: string;
  url: string;
  params: Schema;
  query: Schema;
  body?: { type: string; schema: Schema };
  stream: boolean;
}

/** Every operation of openapi.yaml with its parameter and body schemas, as the server routes it. */
export async function contractRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const route of await contractRouteOptions()) {
    const schema = route.schema as
      | {
          operationId?: string;
          params?: Schema;
          querystring?: Schema;
          body?: { content?: Record<string, { schema: Schema }> };
          response?: Record<string, { content?: Record<string, unknown> }>;
        }
      | undefined;
    // Fastify adds a HEAD route beside each GET, with the same schema: the GET is the operation.
    if (!schema?.operationId || route.method === 'HEAD') continue;
    const [type, content] = Object.entries(schema.body?.content ?? {})[0] ?? [];
    routes.push({
      operationId: schema.operationId,
      method: String(route.method),
      url: route.url,
      params: schema.params ?? {},
      query: schema.querystring ?? {},
      body: type && content ? { type, schema: content.schema } : undefined,
      stream: Object.values(schema.response ?? {}).some(
        (r) => 'text/event-stream' in (r.content ?? {}),
      ),
    });
  }
  return routes;
}

const typesOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value the schema accepts (examples first: they are what the contract means). */
export function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(b, depth + 1)));
  if (schema.allOf) return valid(Object.assign({}, ...schema.allOf) as Schema, depth + 1);
  const generated = fc.oneof(...typesOf(schema).map((t) => byType(schema, t, depth)));
  if (schema.examples?.length) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.examples) }, generated);
  }
  return typesOf(schema).length ? generated : fc.constant('x');
}

function byType(schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? 0;
  const max = Math.min(schema.maximum ?? 1000, min + 1000);
  switch (type) {
    case 'integer':
      return fc.integer({ min, max });
    case 'number':
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items && depth < 4 ? valid(schema.items, depth + 1) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 4) return fc.constant({});
      return fc.record(
        Object.fromEntries(properties.map(([name, s]) => [name, valid(s, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((n) => schema.properties?.[n]) },
      );
    }
    default: {
      if (schema.format === 'email') return fc.constant(`fuzz-${depth}@example.com`);
      if (schema.format === 'date') return fc.constant('2999-01-01');
      if (schema.format === 'date-time') return fc.constant('2999-01-01T10:00:00Z');
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 20, minLength + 20) });
    }
  }
}

/** Something of another kind than `schema` accepts (an object for text, text for a number…). */
function wrongKind(schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.includes('object') || types.includes('array')) return 'not an object';
  if (types.includes('integer') || types.includes('number')) return { n: 1 };
  return { text: ['not', 'text'] };
}

export type Mutation = { kind: string; apply: (body: Record<string, unknown>) => unknown };

/** Ways to break an object body of `schema`: each one a request the contract refuses. */
export function breakages(schema: Schema, multipartForm: boolean): Mutation[] {
  const out: Mutation[] = [];
  for (const name of schema.required ?? []) {
    out.push({
      kind: `without ${name}`,
      apply: (body) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== name)),
    });
  }
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    const typed = typesOf(s);
    // A form field is text whatever it holds: only a number field can be of the wrong kind.
    if (multipartForm && !typed.some((t) => t === 'integer' || t === 'number')) continue;
    if (s.anyOf || s.oneOf || typed.length === 0) continue;
    out.push({
      kind: `${name} of the wrong kind`,
      apply: (body) => ({ ...body, [name]: multipartForm ? 'no number' : wrongKind(s) }),
    });
  }
  if (!multipartForm) out.push({ kind: 'not an object', apply: () => ['an', 'array'] });
  return out;
}

const png = gradientPng(4, 4, [0, 0, 0], [255, 255, 255]);

/** The request: path ids filled, query, body as JSON or as a form (files as a small PNG). */
export function request(
  route: Route,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  body: unknown,
  headers: Record<string, string>,
): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '1')),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  const options: InjectOptions = {
    // The glue's route methods are HTTP methods; InjectOptions names them as a union.
    method: route.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers,
  };
  if (!route.body) return options;
  if (route.body.type === 'multipart/form-data' && body && typeof body === 'object') {
    const parts: Parameters<typeof multipart>[0] = {};
    for (const [key, value] of Object.entries(body)) {
      const property = route.body.schema.properties?.[key];
      if (property?.format === 'binary' || (property?.type === 'string' && key.includes('image'))) {
        parts[key] = { filename: 'x.png', type: 'image/png', data: png };
      } else {
        parts[key] = typeof value === 'string' ? value : JSON.stringify(value);
      }
    }
    const form = multipart(parts);
    return { ...options, payload: form.payload, headers: { ...form.headers, ...headers } };
  }
  return {
    ...options,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  };
}
