import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routePaths } from '@folio/rules';
import { chooseEncoding, type DrawnPage } from './eventsPage.ts';
import { checkoutPageAddress } from './checkoutPage.ts';
import { productPageAddress } from './productPage.ts';

export interface StaticOptions {
  /** The built app (index.html + assets). */
  appDist: string;
  /** The rendered API reference, if built. */
  apiDocsDir?: string;
  /** openapi.yaml, downloadable beside the reference at /docs/api/openapi.yaml. */
  specFile?: string;
  /** Draws `/events` with its first page of events into the given template (eventsPage.ts). */
  drawEvents?: ((templateFile: string) => Promise<DrawnPage>) | null;
  /** Draws a product's page with the product, null when it is not on sale (productPage.ts). */
  drawProduct?:
    ((templateFile: string, page: { id: number; at: string }) => Promise<DrawnPage | null>) | null;
  /** Draws the checkout's confirm or result page as a visitor sees it (checkoutPage.ts). */
  drawCheckout?: ((templateFile: string, at: string) => Promise<DrawnPage>) | null;
}

/** Paths that belong to the API or files: never answered with the app's index.html. */
const NOT_APP = /^\/(api|storage|docs)(\/|$)/;

/**
 * The page the build made for a clean URL (packages/app/build/routePages.ts): `/events` →
 * routes/events.html (index.html with that screen's chunks preloaded), `/shopping/spec-type` →
 * routes/shopping/spec-type.html, `/shopping/product-detail-plus/15` →
 * routes/shopping/product-detail-plus/_.html (a last segment that is a parameter); any other path
 * gets routes/_shell.html, index.html without any screen's preloads (or index.html of an older
 * build).
 */
function pageFor(appDist: string, url: string): string {
  const pathname = url.split('?')[0] ?? '';
  // Only these characters reach the file system: no dots, so never outside routes/.
  const route = /^((?:\/[a-z0-9-]+)+)\/?$/.exec(pathname)?.[1];
  // A route whose last segment is a parameter: its page is `_.html` (app/build/routePages.ts).
  const parent = /^((?:\/[a-z0-9-]+)+)\/[A-Za-z0-9_-]+\/?$/.exec(pathname)?.[1];
  for (const file of [
    route && `routes${route}.html`,
    parent && `routes${parent}/_.html`,
    'routes/_shell.html',
  ]) {
    if (file && existsSync(path.join(appDist, file))) return file;
  }
  return 'index.html';
}

/** Hashed build output (packages/app/dist/assets): its name changes whenever its content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): revalidated on every use, so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built app with history fallback: any GET for a clean URL that is not a file, the API,
 * /storage or /docs gets index.html, and react-router takes over. Hashed assets are cached for a
 * year; text files go out as the `.br` or `.gz` the build wrote beside them (packages/app/build/
 * precompress.ts), whichever the browser's Accept-Encoding prefers, with `Vary: Accept-Encoding`.
 */
export async function registerStatic(
  app: FastifyInstance,
  { appDist, apiDocsDir, specFile, drawEvents, drawProduct, drawCheckout }: StaticOptions,
) {
  const indexHtml = path.join(appDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ appDist }, 'the app is not built: run `pnpm build`; serving the API only');
  }

  if (specFile) {
    // The contract itself, for backend developers (linked from the reference page).
    app.get('/docs/api/openapi.yaml', async (_request, reply) =>
      reply
        .type('application/yaml; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(await readFile(specFile)),
    );
  }

  if (apiDocsDir && existsSync(path.join(apiDocsDir, 'index.html'))) {
    // The page's address as people type it, without the slash; the query goes along.
    app.get('/docs/api', async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/docs/api/${query < 0 ? '' : request.url.slice(query)}`, 301);
    });
    await app.register(fastifyStatic, {
      root: apiDocsDir,
      prefix: '/docs/api/',
      decorateReply: false,
      redirect: true,
      // The page is 2.8 MB; build-docs writes its brotli and gzip copies beside it.
      preCompressed: true,
    });
  }

  await app.register(fastifyStatic, {
    root: appDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const accept = request.headers.accept ?? '';
    if (
      wantsPage &&
      !NOT_APP.test(request.url) &&
      accept.includes('text/html') &&
      existsSync(indexHtml)
    ) {
      const page = pageFor(appDist, request.url);
      reply.header('Cache-Control', REVALIDATE);
      // /events itself (page 1, no search) drawn with its rows, a product's page with the
      // product, the checkout's confirm and result as a visitor sees them (for a browser without
      // the member hint); on failure, the plain page, which loads them itself.
      const get = request.method === 'GET';
      const product = get ? productPageAddress(request.url) : null;
      // Whether a checkout page arrives drawn depends on a cookie (the member hint).
      const checkoutPage = get && checkoutPageAddress(request.url, undefined) !== null;
      const checkout = checkoutPage
        ? checkoutPageAddress(request.url, request.headers.cookie)
        : null;
      if (checkoutPage) reply.header('Vary', 'Accept-Encoding, Cookie');
      const drawing =
        drawEvents && get && request.url === routePaths.events
          ? drawEvents(path.join(appDist, page))
          : product && drawProduct
            ? drawProduct(path.join(appDist, page), product)
            : checkout !== null && drawCheckout
              ? drawCheckout(path.join(appDist, page), checkout)
              : null;
      const drawn = await drawing?.catch((error: unknown) => {
        request.log.error({ err: error }, `could not draw ${request.url}; sending it undrawn`);
        return null;
      });
      if (drawn) {
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
        return reply
          .header('Vary', checkoutPage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(drawn[encoding]);
      }
      return reply.sendFile(page, appDist);
    }
    return reply.code(404).send({ message: 'Not Found' });
  });
}
