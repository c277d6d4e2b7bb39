import Fastify, { type FastifyInstance } from 'fastify';
import { defaultApiDocsDir, defaultAppDist } from './paths.ts';
import { registerStatic } from './static.ts';

export interface ServerOptions {
  appDist?: string;
  apiDocsDir?: string;
  logger?: boolean;
}

/** Builds the one process that serves the app, /docs/api and (with the server issue) the API. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await registerStatic(app, {
    appDist: options.appDist ?? defaultAppDist,
    apiDocsDir: options.apiDocsDir ?? defaultApiDocsDir,
  });
  return app;
}
