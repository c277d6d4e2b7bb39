import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { catalogServer, type Catalog } from './shopping-helpers.ts';

/**
 * What the tests of the pages the server draws share (docs/adr/0013-fast-as-shipped.md,
 * decisions 13 and 14): a built app with the drawn pages' placeholders, served by a catalog
 * server drawing with the app's own drawing module (Vitest compiles its source as the build
 * would), and an answer's body decompressed.
 */

/** A drawn page's route file as the build writes it: the server's placeholder. */
export const template = (name: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root"><div data-prerender="server"></div></div></body></html>`;
const shell = '<!doctype html><div id="root"></div>';

/** An answer's body as text, decompressed as its `encoding` says. */
export const decoded = (res: LightMyRequestResponse, encoding: string) =>
  encoding === 'br'
    ? brotliDecompressSync(res.rawPayload).toString()
    : encoding === 'gzip'
      ? gunzipSync(res.rawPayload).toString()
      : res.body;

/**
 * A catalog server (shopping-helpers.ts, the seed's pictures if `pictures`) on a built app in a
 * temporary folder: the shell (index.html, routes/_shell.html) and `pages`, each route file with
 * the placeholder titled as given. Its close() removes the folder too.
 */
export async function drawnPagesServer(
  pages: Record<string, string>,
  options: { pictures?: boolean } = {},
): Promise<Catalog> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-drawn-pages-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', shell);
  write('routes/_shell.html', shell);
  for (const [file, title] of Object.entries(pages)) write(file, template(title));
  const c = await catalogServer({
    pictures: options.pictures,
    server: {
      appDist: dir,
      eventsRenderer: fileURLToPath(
        new URL('../../app/src/prerender/renderEvents.tsx', import.meta.url),
      ),
    },
  });
  return {
    ...c,
    close: async () => {
      await c.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
