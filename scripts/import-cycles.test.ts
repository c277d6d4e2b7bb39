import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, specifiersOf } from './import-cycles.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A throwaway repository with the given files. */
function repository(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

describe('import cycles', () => {
  it('there are none in the packages, type-only and lazy imports included', () => {
    const graph = importGraph(root, ['packages', 'e2e', 'scripts']);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = findCycles(graph).map((group) => group.map((f) => path.relative(root, f)));
    expect(cycles).toEqual([]);
  });

  it('reads every kind of import', () => {
    const source = `
      import a from './a';
      import type { B } from "./b";
      import {
        c,
        type D,
      } from './c';
      export * from './e';
      export { f } from './f';
      import './g';
      const h = lazy(() => import('./h'));
    `;
    expect(specifiersOf(source).sort()).toEqual(['./a', './b', './c', './e', './f', './g', './h']);
  });

  it('finds a cycle made by a type-only import and a lazy import, across packages', () => {
    const dir = repository({
      'packages/app/src/routes.ts': "export const page = () => import('./pages/Page');",
      'packages/app/src/pages/Page.tsx':
        "import type { Props } from '../routes';\nimport { x } from '@folio/kit';",
      'packages/kit/src/index.ts': "export { x } from './x';",
      'packages/kit/src/x.ts': 'export const x = 1;',
      'packages/app/src/alone.ts': "import { x } from '@folio/kit';",
    });
    const cycles = findCycles(importGraph(dir, ['packages']));
    expect(cycles.map((group) => group.map((f) => path.relative(dir, f)))).toEqual([
      ['packages/app/src/pages/Page.tsx', 'packages/app/src/routes.ts'],
    ]);
  });
});
