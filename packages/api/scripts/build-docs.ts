/**
 * Builds dist/api-docs/index.html, the contract rendered by Redoc for /docs/api (the server serves
 * openapi.yaml itself beside it): redocly build-docs, then patchDocsHtml, then its brotli and gzip
 * copies (the page is 2.8 MB; the server sends the one the browser accepts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
const html = patchDocsHtml(readFileSync(out, 'utf8'));
writeFileSync(out, html);
const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gz = gzipSync(html, { level: 9 });
writeFileSync(`${out}.br`, br);
writeFileSync(`${out}.gz`, gz);
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
console.log(
  `patched ${out}: no third-party image, favicon, no telemetry; ${kb(html.length)}, brotli ${kb(br.length)}, gzip ${kb(gz.length)}`,
);
