import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface StaticOptions {
  /** The built app (index.html + assets). */
  appDist: string;
  /** The rendered API reference, if built. */
  apiDocsDir?: string;
  /** openapi.yaml, downloadable beside the reference at /docs/api/openapi.yaml. */
  specFile?: string;
}

/** Paths that belong to the API or files: never answered with the app's index.html. */
const NOT_APP = /^\/(api|storage|docs)(\/|$)/;

/**
 * Serves the built app with history fallback: any GET for a clean URL that is not a file, the API,
 * /storage or /docs gets index.html, and react-router takes over. Hashed assets are cached for a year.
 */
export async function registerStatic(
  app: FastifyInstance,
  { appDist, apiDocsDir, specFile }: StaticOptions,
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
    await app.register(fastifyStatic, {
      root: apiDocsDir,
      prefix: '/docs/api/',
      decorateReply: false,
      redirect: true,
    });
  }

  await app.register(fastifyStatic, {
    root: appDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const accept = request.headers.accept ?? '';
    if (
      wantsPage &&
      !NOT_APP.test(request.url) &&
      accept.includes('text/html') &&
      existsSync(indexHtml)
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', appDist);
    }
    return reply.code(404).send({ message: 'Not Found' });
  });
}
