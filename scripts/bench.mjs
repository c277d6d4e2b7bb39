// `pnpm bench`: the figures of design.md §6 that can be measured so far, as one table.
// Bundle sizes now; Lighthouse and API throughput join with the quality-gates and server issues.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleSizes, kb } from './bundle-sizes.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
if (
  !existsSync(path.join(root, 'packages/app/dist/.vite/manifest.json')) ||
  process.env.BENCH_BUILD !== '0'
) {
  if (
    run('pnpm', ['--filter', '@folio/app', 'run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }) !== 0
  )
    process.exit(1);
}
const { landing, chunks } = bundleSizes();
const rows = [['landing route JS + CSS before first paint (gzip)', kb(landing), '≤ 110 KB']];
for (const chunk of chunks) rows.push([`chunk ${chunk.name} (gzip)`, kb(chunk.bytes), '≤ 20 KB']);
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`| ${'what'.padEnd(width)} | size     | budget   |`);
console.log(`| ${'-'.repeat(width)} | -------- | -------- |`);
for (const [what, size, budget] of rows)
  console.log(`| ${what.padEnd(width)} | ${size.padStart(8)} | ${budget.padEnd(8)} |`);
