import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generate, GENERATE_COMMAND, operationsUrl, schemaUrl } from '../scripts/generate.ts';

/** The generated files are committed; they must be what openapi.yaml produces today. */
describe('generated files', () => {
  it('are up to date with openapi.yaml', { timeout: 30_000 }, async () => {
    const expected = await generate();
    const [schema, operations] = await Promise.all([
      readFile(schemaUrl, 'utf8').catch(() => ''),
      readFile(operationsUrl, 'utf8').catch(() => ''),
    ]);
    const stale = `is stale: run \`${GENERATE_COMMAND}\` and commit the result`;
    expect(schema === expected.schema, `src/generated/schema.ts ${stale}`).toBe(true);
    expect(operations === expected.operations, `src/generated/operations.ts ${stale}`).toBe(true);
  });
});
