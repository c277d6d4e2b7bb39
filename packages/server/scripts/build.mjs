// `pnpm --filter @folio/server build` (part of `pnpm build`, so of `pnpm start`): the server as
// plain JavaScript, dist/main.js and dist/imageWorker.js, which `pnpm start` runs with node alone
// (docs/operations.md "Memory"). The workspace's own packages (@folio/rules, @folio/contract) are
// bundled in; every dependency of package.json stays an import from node_modules. Run by tsx
// instead, the server carried tsx's loader: a thread of its own with its own V8 heap and the
// compiled sources, about 30 MB of resident memory for the process's life.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));

await build({
  // dist/ beside src/: paths.ts's and imagePool.ts's paths from their own module hold for both.
  entryPoints: ['src/main.ts', 'src/imageWorker.ts'].map((entry) => path.join(server, entry)),
  outdir: path.join(server, 'dist'),
  absWorkingDir: server,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@folio/')),
  sourcemap: true,
  logLevel: 'warning',
});
