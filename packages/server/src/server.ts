import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createLimiters, type ApiContext } from './api/context.ts';
import { registerApi } from './api/index.ts';
import { loadConfig, parseAppKey, type ServerConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { registerDevMail } from './devmail.ts';
import { createMailer } from './mail.ts';
import { defaultApiDocsDir, defaultAppDist } from './paths.ts';
import { DEFAULT_LIMITS, type RateLimits } from './ratelimit.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { seed } from './seed.ts';
import { variantIndex } from './imageVariants.ts';
import { registerStatic } from './static.ts';
import { createStore, type Store } from './store.ts';

export interface ServerOptions {
  appDist?: string;
  apiDocsDir?: string;
  /** false: no logs; true: JSON logs at info; or a pino level / Fastify logger options. */
  logger?: boolean | string | FastifyServerOptions['logger'];
  /** Default DATA_DIR, else ./data. */
  dataDir?: string;
  /** Default APP_KEY, else DATA_DIR/app.key. */
  appKey?: string;
  /** Default APP_URL, else each request's origin. */
  appUrl?: string | null;
  /** Default SMTP_URL, else the outbox. */
  smtpUrl?: string | null;
  /** Where the API is mounted (default /api). */
  apiPrefix?: string;
  /** Seed the demo account and events on first start (default true; a number of events). */
  seed?: boolean | { events: number };
  /** Override rate limits (tests). */
  rateLimits?: Partial<RateLimits>;
  /** The clock (tests: expired links and reset tokens). */
  now?: () => number;
  /** Cache GET /events answers until the data changes (default true; LIST_CACHE=off). */
  listCache?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The data-access module (scripts and tests). */
    store: Store;
    folio: { config: ServerConfig; dataDir: string };
  }
}

function loggerOption(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { level: 'info' };
  if (typeof logger === 'string') return logger === 'silent' ? false : { level: logger };
  return logger;
}

/**
 * The one process: the API of openapi.yaml under /api, uploaded images under /storage, the outbox
 * at /dev/mail, the API reference at /docs/api and the built app (history fallback) at /.
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.appKey !== undefined && { appKey: parseAppKey(options.appKey) }),
    ...(options.appUrl !== undefined && { appUrl: options.appUrl }),
    ...(options.smtpUrl !== undefined && { smtpUrl: options.smtpUrl }),
  });
  const app = Fastify({
    logger: loggerOption(options.logger),
    trustProxy: config.trustProxy,
    // JSON bodies of the contract are small; multipart uploads have their own limits.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  const database = await openDatabase(config.dataDir);
  app.addHook('onClose', async () => {
    mailer.close();
    await database.close();
  });
  const store = createStore(database.db, database.reader);
  const storageDir = path.join(config.dataDir, 'storage');
  mkdirSync(path.join(storageDir, 'events'), { recursive: true });
  if (options.seed !== false) {
    const events = typeof options.seed === 'object' ? options.seed.events : undefined;
    await seed(store, storageDir, events === undefined ? {} : { events });
  }
  // Copies of images stored before (the seed's, or data from before copies existed): made once.
  const variants = variantIndex(storageDir);
  const backfilled = await variants.backfill();
  if (backfilled > 0) app.log.info({ images: backfilled }, 'made the smaller copies of images');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, store });
  const now = options.now ?? Date.now;
  const apiPrefix = options.apiPrefix ?? '/api';
  const context: ApiContext = {
    config,
    store,
    mailer,
    prefix: apiPrefix,
    storageDir,
    variants,
    limiters: createLimiters({ ...DEFAULT_LIMITS, ...options.rateLimits }, now),
    now,
    listCache: options.listCache ?? !/^(0|off|false|no)$/i.test(process.env.LIST_CACHE ?? ''),
  };
  app.decorate('store', store);
  app.decorate('folio', { config, dataDir: config.dataDir });

  await registerSecurityHeaders(app);
  await registerApi(app, { context });
  registerDevMail(app, { store, mailer, apiPrefix });
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });
  await registerStatic(app, {
    appDist: options.appDist ?? defaultAppDist,
    apiDocsDir: options.apiDocsDir ?? defaultApiDocsDir,
  });
  return app;
}
