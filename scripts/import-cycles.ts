import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Import cycles between the repository's own modules, type-only imports and lazy `import()`
 * included (eslint's import-x/no-cycle skips type-only imports). The unit test
 * (import-cycles.test.ts) fails on any cycle.
 */

const SPECIFIERS = [
  // import … from '…', import type … from '…', export … from '…'
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects only)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every module specifier a source file names. */
export function specifiersOf(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file a specifier names, or null for a package outside the repository. `@folio/<name>` is
 * the package's entry, packages/<name>/src/index.ts.
 */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@folio/')) {
    base = path.join(root, 'packages', specifier.slice('@folio/'.length), 'src', 'index.ts');
  } else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Every .ts and .tsx file under `dir`, node_modules and generated files left out. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The import graph of the given folders: file → the repository files it imports. */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: each group of modules that import one another (Tarjan), sorted. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (group.length > 1 || selfImport) cycles.push(group.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
