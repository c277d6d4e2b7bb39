/**
 * Generates the two committed files of src/generated/ from openapi.yaml:
 *
 * - schema.ts: the openapi-typescript types (`paths`, `components`, `operations`, and each named
 *   schema as a type of its own: `User`, `ValidationError`, …), with `format: binary` typed as
 *   `Blob` so a File can be sent in multipart bodies;
 * - operations.ts: one runtime record per operationId (method, path, whether it carries the bearer
 *   token, which multipart schema its body uses), read from the very document openapi-typescript
 *   bundled, so the client's auth and the server's routes cannot drift from the contract.
 *
 * Run `pnpm --filter @folio/contract generate`; src/generated.test.ts fails when the committed
 * files differ from what this produces.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, {
  astToString,
  COMMENT_HEADER,
  type OpenAPI3,
  type OperationObject,
  type PathItemObject,
  type ReferenceObject,
  type RequestBodyObject,
  type SecurityRequirementObject,
} from 'openapi-typescript';
import ts from 'typescript';

export const specUrl = new URL('../../../openapi.yaml', import.meta.url);
export const schemaUrl = new URL('../src/generated/schema.ts', import.meta.url);
export const operationsUrl = new URL('../src/generated/operations.ts', import.meta.url);

export const GENERATE_COMMAND = 'pnpm --filter @folio/contract generate';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const BEARER_SCHEME = 'bearerAuth';
const VISITOR_SCHEME = 'chatVisitor';
const MULTIPART = 'multipart/form-data';

const OPERATIONS_HEADER = `/**
 * This file was generated from openapi.yaml by packages/contract/scripts/generate.ts.
 * Do not make direct changes to the file; run \`${GENERATE_COMMAND}\`.
 */

`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

interface OperationRecord {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  secured: boolean;
  visitor: boolean;
  anonymous: boolean;
  multipart: string | null;
}

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

function schemaName(ref: string): string {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  if (!match?.[1]) throw new Error(`Multipart body schema must be a named component, got ${ref}`);
  return match[1];
}

function collectOperations(
  document: Pick<OpenAPI3, 'paths' | 'security'>,
  resolve: <T>(ref: string) => T | undefined,
): OperationRecord[] {
  const records: OperationRecord[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pathItem = (isReference(item) ? resolve<PathItemObject>(item.$ref) : item) ?? {};
    for (const method of METHODS) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method} ${path} has no operationId`);
      const security: SecurityRequirementObject[] = operation.security ?? document.security ?? [];
      const secured = security.some((requirement) => BEARER_SCHEME in requirement);
      const visitor = security.some((requirement) => VISITOR_SCHEME in requirement);
      // An empty requirement ({}) lets a caller without any credentials in.
      const anonymous = security.some((requirement) => Object.keys(requirement).length === 0);
      const body = isReference(operation.requestBody)
        ? resolve<RequestBodyObject>(operation.requestBody.$ref)
        : operation.requestBody;
      const media = body?.content?.[MULTIPART];
      const multipartSchema = media && !isReference(media) ? media.schema : undefined;
      let multipart: string | null = null;
      if (multipartSchema) {
        if (!isReference(multipartSchema)) {
          throw new Error(`${method} ${path}: a multipart body must $ref a named schema`);
        }
        multipart = schemaName(multipartSchema.$ref);
      }
      records.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as OperationRecord['method'],
        path,
        secured,
        visitor,
        anonymous,
        multipart,
      });
    }
  }
  return records;
}

function renderOperations(records: OperationRecord[]): string {
  const entries = records
    .map(
      (r) =>
        `  ${r.operationId}: {\n` +
        `    method: '${r.method}',\n` +
        `    path: '${r.path}',\n` +
        `    secured: ${String(r.secured)},\n` +
        `    visitor: ${String(r.visitor)},\n` +
        `    anonymous: ${String(r.anonymous)},\n` +
        `    multipart: ${r.multipart === null ? 'null' : `'${r.multipart}'`},\n` +
        `  },\n`,
    )
    .join('');
  return `${OPERATIONS_HEADER}import type { OperationInfo } from '../operationInfo.ts';
import type { operations } from './schema.ts';

/** Every operation of openapi.yaml by operationId. */
export const operationInfo = {
${entries}} as const satisfies { readonly [K in keyof operations]: OperationInfo };
`;
}

/** Produces the contents of the generated files, without writing them. */
export async function generate(): Promise<{ schema: string; operations: string }> {
  let records: OperationRecord[] | undefined;
  const ast = await openapiTS(specUrl, {
    silent: true,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    transform(schemaObject, { ctx }) {
      if (!records) {
        const resolve = <T>(ref: string): T | undefined => ctx.resolve<T>(ref);
        records = collectOperations(
          {
            paths: resolve<OpenAPI3['paths']>('#/paths') ?? {},
            security: resolve<SecurityRequirementObject[]>('#/security') ?? [],
          },
          resolve,
        );
      }
      if (schemaObject.format === 'binary') {
        const type = schemaObject.type;
        const nullable = Array.isArray(type) && type.includes('null');
        return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  if (!records) throw new Error('openapi.yaml produced no schema objects');
  return { schema: COMMENT_HEADER + astToString(ast), operations: renderOperations(records) };
}

async function main(): Promise<void> {
  const { schema, operations } = await generate();
  await mkdir(new URL('.', schemaUrl), { recursive: true });
  await writeFile(schemaUrl, schema);
  await writeFile(operationsUrl, operations);
  console.log(`Wrote ${fileURLToPath(schemaUrl)}\nWrote ${fileURLToPath(operationsUrl)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
