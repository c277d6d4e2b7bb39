import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/** openapi.yaml at the repository root: the only thing the check knows about a backend. */
export const specPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;

export interface Operation {
  id: string;
  method: string;
  /** The path template, e.g. `/events/{id}`. */
  path: string;
  /** Documented statuses → the response object (with `$ref`s resolved). */
  responses: Record<string, Json>;
  /**
   * Written ahead of the reference server (`x-no-fastify-config: true`): it answers 404 until
   * its handler lands, and the check has no steps for it yet.
   */
  ahead: boolean;
}

/** One row of the contract's "Validation messages" table. */
export interface MessageRule {
  /** operationIds, or `all`. */
  operations: string[] | 'all';
  field: string;
  /** A JSON Schema keyword in code font (`required`, `minLength`, …) or a business rule in words. */
  rule: string;
  message: string;
}

// ajv-formats is CommonJS with a default export; under NodeNext its default is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Rewrites local `#/…` references so a piece of the document resolves against the whole of it. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `openapi.yaml${inner}`
        : anchorRefs(inner),
    ]),
  );
}

/** The contract, loaded once: operations by id, response validation and the message table. */
export class Contract {
  readonly document: Json;
  readonly operations = new Map<string, Operation>();
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(text = readFileSync(specPath, 'utf8')) {
    this.document = asObject(parse(text));
    // strict: false, because the OpenAPI document around the schemas has keywords of its own.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ ...this.document, $id: 'openapi.yaml' });
    for (const [path, item] of Object.entries(asObject(this.document.paths))) {
      for (const [method, op] of Object.entries(asObject(item))) {
        const operation = asObject(op);
        if (typeof operation.operationId !== 'string') continue;
        const responses = Object.fromEntries(
          Object.entries(asObject(operation.responses)).map(([status, response]) => [
            status,
            this.resolve(asObject(response)),
          ]),
        );
        this.operations.set(operation.operationId, {
          id: operation.operationId,
          method: method.toUpperCase(),
          path,
          responses,
          ahead: operation['x-no-fastify-config'] === true,
        });
      }
    }
  }

  get version(): string {
    return String(asObject(this.document.info).version);
  }

  /** Follows a `$ref: '#/components/…'` of a response object. */
  private resolve(object: Json): Json {
    const ref = object.$ref;
    if (typeof ref !== 'string') return object;
    let node: unknown = this.document;
    for (const key of ref.slice(2).split('/')) node = asObject(node)[key];
    return this.resolve(asObject(node));
  }

  operation(id: string): Operation {
    const operation = this.operations.get(id);
    if (!operation) throw new Error(`openapi.yaml has no operation ${id}`);
    return operation;
  }

  /**
   * Everything wrong with one answer to `operationId`, in words (empty when it conforms): an
   * undocumented status, another media type, a body its schema refuses, a missing header.
   */
  problems(
    operationId: string,
    status: number,
    headers: Headers,
    body: string,
  ): { problems: string[]; json: unknown } {
    const operation = this.operation(operationId);
    const response = operation.responses[String(status)];
    if (!response) {
      const documented = Object.keys(operation.responses).join(', ');
      return {
        problems: [`status ${status} is not in the contract (documented: ${documented})`],
        json: undefined,
      };
    }
    const problems: string[] = [];
    for (const [name, header] of Object.entries(asObject(response.headers))) {
      const value = headers.get(name);
      if (value === null) {
        if (asObject(header).required) problems.push(`header ${name} missing`);
      } else if (!/^[0-9]+$/.test(value) && asObject(asObject(header).schema).type === 'integer') {
        problems.push(`header ${name} is "${value}", not a number of seconds`);
      }
    }
    const content = asObject(response.content);
    const mediaType = Object.keys(content)[0];
    if (!mediaType) return { problems, json: undefined };
    const type = headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith(mediaType)) {
      problems.push(`Content-Type is "${type}", not ${mediaType}`);
      return { problems, json: undefined };
    }
    let json: unknown = body;
    // A text answer (the payment notice's `1|OK`) is checked as the string it is.
    if (!mediaType.startsWith('text/plain')) {
      try {
        json = JSON.parse(body);
      } catch {
        problems.push(`body is not JSON: ${body.slice(0, 80)}`);
        return { problems, json: undefined };
      }
    }
    const key = `${operationId} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(asObject(anchorRefs(asObject(content[mediaType]).schema)));
      this.validators.set(key, validate);
    }
    if (!validate(json)) {
      for (const error of validate.errors ?? []) {
        const where = error.instancePath || 'body';
        const extra =
          error.keyword === 'additionalProperties'
            ? ` (${String(error.params.additionalProperty)})`
            : '';
        problems.push(`${status} body at ${where}: ${error.message ?? error.keyword}${extra}`);
      }
    }
    return { problems, json };
  }

  /**
   * The rows of the "Validation messages" table in `info.description`: `| operations | field |
   * rule | message |` (code font ignored).
   */
  messageRules(): MessageRule[] {
    const description = String(asObject(this.document.info).description ?? '');
    const section = description.split(/^## /m).find((s) => s.startsWith('Validation messages'));
    if (!section) return [];
    const rows: MessageRule[] = [];
    for (const line of section.split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length !== 6 || cells[1] === 'Operations' || cells[1]?.startsWith('---')) continue;
      const [, operations = '', field = '', rule = '', message = ''] = cells;
      const code = (text: string) => text.replace(/^`|`$/g, '');
      rows.push({
        operations:
          operations === 'all' ? 'all' : operations.split(',').map((op) => code(op.trim())),
        field: field.replaceAll('`', ''),
        rule: rule.replaceAll('`', ''),
        message: code(message),
      });
    }
    return rows;
  }

  /**
   * What follows the first message in a 422's `message` when N more follow, as the "Validation
   * messages" section words it (`（另有 N 個錯誤）`), with `N` for the count.
   */
  andMore(): string {
    const description = String(asObject(this.document.info).description ?? '');
    const section = description.split(/^## /m).find((s) => s.startsWith('Validation messages'));
    const found = /followed by `([^`]*\bN\b[^`]*)`/.exec(section ?? '');
    if (!found?.[1]) throw new Error('openapi.yaml does not say what follows a 422 message');
    return found[1];
  }

  /** The documented message for `field` broken by `rule` in `operationId`. */
  message(operationId: string, field: string, rule: string): string {
    const rules = this.messageRules();
    const named = rules.filter((row) => row.field === field);
    // `{field}` rows hold for any field (a field not in the schema).
    const rows = named.length > 0 ? named : rules.filter((row) => row.field === '{field}');
    const own = (r: MessageRule) => r.operations !== 'all' && r.operations.includes(operationId);
    const all = (r: MessageRule) => r.operations === 'all';
    const found =
      rows.find((r) => own(r) && r.rule === rule) ??
      rows.find((r) => own(r) && r.rule === 'any rule') ??
      rows.find((r) => all(r) && r.rule === rule) ??
      rows.find((r) => all(r) && r.rule === 'any rule');
    if (!found) throw new Error(`openapi.yaml documents no message for ${field} ${rule}`);
    return found.message.replaceAll('{field}', field);
  }
}
