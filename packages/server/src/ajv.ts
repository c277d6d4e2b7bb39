import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The server's own Ajv instances (Ajv is a direct dependency, at the version Fastify's
 * @fastify/ajv-compiler uses). The server needs its own because JSON bodies must not be coerced
 * (`{"name": 12}` is a mistyped field, answered 422) while query, path and multipart values arrive
 * as text and must be. Ajv compiles `pattern` with the `u` flag, which the password pattern needs.
 */
interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator, as the server uses it (Ajv's own, or `finiteOnly`'s wrapper of one). */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

// ajv-formats is CommonJS with a default export; under NodeNext its default is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A new Ajv with the formats of the contract: ajv-formats, plus `binary` (a multipart file). */
export function createAjv(options: Options): Ajv {
  const ajv = new Ajv({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    ...options,
  });
  addFormats(ajv);
  // A multipart file: the multipart hook puts a placeholder string in the body for a file part.
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * Ajv coerces `Infinity` and `1e400` from text to Infinity and lets them through `integer`,
 * `minimum`/`maximum` inside `anyOf` included. Every number of the API is finite: a coerced
 * value that is not is reported as a type error of its field (answered 422 like any other).
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped: ValidateFunction = (data: unknown) => {
    const valid = validate(data);
    wrapped.errors = validate.errors;
    if (!valid || typeof data !== 'object' || data === null) return valid;
    const bad = Object.entries(data).filter(
      ([, value]) => typeof value === 'number' && !Number.isFinite(value),
    );
    if (bad.length === 0) return true;
    wrapped.errors = bad.map(([field]) => ({
      instancePath: `/${field.replaceAll('~', '~0').replaceAll('/', '~1')}`,
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be a finite number',
    }));
    return false;
  };
  return wrapped;
}

let shared: { strict: Ajv; coercing: Ajv; cache: Map<string, ValidateFunction> } | undefined;

/**
 * Fastify's validator compiler for the API: JSON bodies exactly as sent; multipart bodies, query
 * strings and path parameters coerced from text (`page=2` is the integer 2). Compiled validators
 * are shared by every server of the process (the contract does not change while it runs).
 */
export function apiValidatorCompiler(): FastifySchemaCompiler<object> {
  shared ??= {
    strict: createAjv({ coerceTypes: false }),
    coercing: createAjv({ coerceTypes: 'array' }),
    cache: new Map(),
  };
  const { strict, coercing, cache } = shared;
  return ({
    schema,
    httpPart,
    contentType,
  }: {
    schema: object;
    httpPart?: string;
    contentType?: string;
  }) => {
    const coerce = !(httpPart === 'body' && contentType !== 'multipart/form-data');
    const key = `${coerce ? 'c' : 's'}${JSON.stringify(schema)}`;
    let validate = cache.get(key);
    if (!validate) {
      const compiled = (coerce ? coercing : strict).compile(schema);
      validate = coerce ? finiteOnly(compiled) : compiled;
      cache.set(key, validate);
    }
    return validate as ReturnType<FastifySchemaCompiler<object>>;
  };
}
