/**
 * Builds dist/api-docs/index.html, the contract rendered by Redoc for /docs/api (the server serves
 * openapi.yaml itself beside it): redocly build-docs, then patchDocsHtml.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { patchDocsHtml } from './docs-html.ts';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const out = fileURLToPath(new URL('../dist/api-docs/index.html', import.meta.url));

execFileSync(
  'redocly',
  [
    'build-docs',
    root('openapi.yaml'),
    '--config',
    root('redocly.yaml'),
    '--inlineBundle',
    '--title',
    'Folio API',
    '-o',
    out,
  ],
  { stdio: 'inherit' },
);
writeFileSync(out, patchDocsHtml(readFileSync(out, 'utf8')));
console.log(`patched ${out}: no third-party image, favicon`);
