import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.ts';

/**
 * Every example openapi.yaml gives is valid against its own schema: the answers through the
 * check's own validation (Contract.problems), the request bodies against their schemas. An
 * example that drifts from its schema misleads whoever copies it.
 */
const contract = new Contract();
type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Follows a local `$ref`. */
function resolve(node: unknown): Json {
  const ref = asObject(node).$ref;
  if (typeof ref !== 'string') return asObject(node);
  let target: unknown = contract.document;
  for (const key of ref.slice(2).split('/')) target = asObject(target)[key];
  return resolve(target);
}

/** The examples of a media type object: [name, value]. */
const examplesOf = (media: Json): [string, unknown][] =>
  Object.entries(asObject(media.examples)).map(([name, example]) => [name, resolve(example).value]);

const operations = Object.entries(asObject(contract.document.paths)).flatMap(([path, item]) =>
  Object.values(asObject(item))
    .map(asObject)
    .filter((op) => typeof op.operationId === 'string')
    .map((op) => ({ path, id: String(op.operationId), op })),
);

const responseExamples = operations.flatMap(({ id, op }) =>
  Object.entries(asObject(op.responses)).flatMap(([status, response]) =>
    Object.entries(asObject(resolve(response).content)).flatMap(([type, media]) =>
      examplesOf(asObject(media)).map(([name, value]) => ({ id, status, type, name, value })),
    ),
  ),
);

/**
 * The problems of a `text/event-stream` example (the chat's live channels): events separated by
 * a blank line, each with an `event:` name and a JSON `data:` line.
 */
function streamProblems(stream: unknown): string[] {
  if (typeof stream !== 'string') return ['not a text'];
  return stream
    .trim()
    .split(/\n\n+/)
    .flatMap((block) => {
      // A comment line (`: heartbeat`) is no event.
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) return [];
      const field = (name: string) =>
        lines
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      if (!field('event')) return [`an event without a name: ${block}`];
      try {
        JSON.parse(field('data') ?? '');
        return [];
      } catch {
        return [`data that is not JSON: ${block}`];
      }
    });
}

const requestExamples = operations.flatMap(({ id, op }) =>
  Object.values(asObject(resolve(op.requestBody).content)).flatMap((media) =>
    examplesOf(asObject(media)).map(([name, value]) => ({
      id,
      name,
      value,
      schema: asObject(asObject(media).schema),
    })),
  ),
);

describe('the examples of openapi.yaml', () => {
  it('are there', () => {
    expect(responseExamples.length).toBeGreaterThan(60);
    expect(requestExamples.length).toBeGreaterThan(15);
  });

  it.each(responseExamples)('$id $status $name answers as its schema says', (example) => {
    if (example.type === 'text/event-stream') {
      expect(streamProblems(example.value)).toEqual([]);
      return;
    }
    // Each example as its own media type: JSON, or a text as it is (the payment notice's 1|OK).
    const headers = new Headers({ 'Content-Type': example.type, 'Retry-After': '60' });
    const body =
      example.type === 'application/json' ? JSON.stringify(example.value) : String(example.value);
    const { problems } = contract.problems(example.id, Number(example.status), headers, body);
    expect(problems).toEqual([]);
  });

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (a: Ajv2020) => Ajv2020)(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...contract.document, $id: 'openapi.yaml' });

  it.each(requestExamples)('$id $name is a body its schema takes', (example) => {
    const ref = String(example.schema.$ref ?? '');
    const validate = ajv.getSchema(`openapi.yaml${ref}`);
    expect(validate, ref).toBeDefined();
    const ok = validate?.(example.value);
    expect(ok ? [] : validate?.errors).toEqual([]);
  });
});

describe('a text answer (the payment notice)', () => {
  const text = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });

  it('conforms when it is the text the contract names', () => {
    expect(contract.problems('receivePaymentNotice', 200, text, '1|OK').problems).toEqual([]);
    expect(contract.problems('receivePaymentNotice', 422, text, '0|bad').problems).toEqual([]);
  });

  it('deviates when it is another text or another media type', () => {
    expect(contract.problems('receivePaymentNotice', 200, text, 'OK').problems).not.toEqual([]);
    expect(contract.problems('receivePaymentNotice', 422, text, '1|OK').problems).not.toEqual([]);
    const json = new Headers({ 'Content-Type': 'application/json' });
    expect(contract.problems('receivePaymentNotice', 200, json, '"1|OK"').problems).toEqual([
      'Content-Type is "application/json", not text/plain',
    ]);
  });
});
