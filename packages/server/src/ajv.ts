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

/** A compiled validator, as the server uses it (Ajv's own, or `decimalOnly`'s wrapper of one). */
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

/** A number as people write it in a form or a URL: digits, a sign, a decimal point. */
const DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/**
 * Numbers from text are read as decimal numbers only. Ajv coerces whatever JavaScript's
 * `Number()` reads: `0x10`, `1e0`, `0b1`, ` 7 ` and `Infinity` (which it even lets through
 * `integer`, and `minimum`/`maximum` inside `anyOf`). A coerced value whose text was not plain
 * decimal, or that is not finite, is reported as a type error of its field (answered 422 like any
 * other).
 */
function decimalOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped: ValidateFunction = (data: unknown) => {
    // The text as sent: Ajv coerces the object in place.
    const sent = typeof data === 'object' && data !== null ? { ...data } : {};
    const valid = validate(data);
    wrapped.errors = validate.errors;
    if (!valid || typeof data !== 'object' || data === null) return valid;
    const bad = Object.entries(data).filter(([field, value]) => {
      if (typeof value !== 'number') return false;
      const text: unknown = Reflect.get(sent, field);
      return !Number.isFinite(value) || (typeof text === 'string' && !DECIMAL.test(text));
    });
    if (bad.length === 0) return true;
    wrapped.errors = bad.map(([field]) => ({
      instancePath: `/${field.replaceAll('~', '~0').replaceAll('/', '~1')}`,
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be a finite decimal number',
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
      validate = coerce ? decimalOnly(compiled) : compiled;
      cache.set(key, validate);
    }
    return validate as ReturnType<FastifySchemaCompiler<object>>;
  };
}
