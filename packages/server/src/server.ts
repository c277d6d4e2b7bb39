import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiContext } from './api/context.ts';
import { registerApi } from './api/index.ts';
import { isLoopback, loadConfig, parseAppKey, type ServerConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { storedAppKey } from './db/postgres.ts';
import { registerDevMail } from './devmail.ts';
import { createMailer } from './mail.ts';
import { sandboxRefund } from './checkout/refund.ts';
import { defaultApiDocsDir, defaultAppDist, defaultEventsRenderer, specFile } from './paths.ts';
import { eventsPageDrawer } from './eventsPage.ts';
import { checkoutPageDrawer } from './checkoutPage.ts';
import { productPageDrawer } from './productPage.ts';
import { DEMO_ADMIN, routePaths } from '@folio/rules';
import { checkAdministrators } from './administratorCheck.ts';
import {
  frameworkErrorOptions,
  registerClosingAnswer,
  registerErrorAnswers,
  registerExpectationAnswer,
} from './errors.ts';
import { DEFAULT_LIMITS, MemoryRateLimitStore, PostgresRateLimitStore } from './ratelimit.ts';
import { registerRequestGate } from './request-gate.ts';
import { lazyChildLogger, registerRequestId, requestId, safeLogger } from './logging.ts';
import { metricsToken, registerMetrics } from './metrics.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { seed } from './seed.ts';
import { seedCatalog } from './catalogSeed.ts';
import { imagePool } from './imagePool.ts';
import { variantIndex } from './imageVariants.ts';
import { M } from './messages.ts';
import { registerStatic } from './static.ts';
import { databaseImageStorage, localImageStorage } from './storage.ts';
import { createStore, type Store } from './store/index.ts';
import { TaskRunner, taskRunnerOptions } from './taskRunner.ts';
import { checkoutJobs } from './checkout/jobs.ts';
import { bookingReminders } from './bookingReminders.ts';
import { paymentNotifier } from './checkout/sandboxNotify.ts';
import { createTaskStore } from './store/tasks.ts';
import { startDevProvider } from './signin/devProvider.ts';
import { providerClient } from './signin/oidc.ts';
import type { ChatHub } from './chat/hub.ts';
import { startChat } from './chat/service.ts';
import type { ServerOptions } from './serverOptions.ts';

/** How long a product upload may wait for the product that names it (docs/adr/0030). */
const PRODUCT_UPLOAD_GRACE_MS = 24 * 60 * 60_000;

export type { ServerOptions };

declare module 'fastify' {
  interface FastifyInstance {
    /** The data-access module (scripts and tests). */
    store: Store;
    /** The chat's open live channels (the benchmark and tests count them). */
    chatHub: ChatHub;
    /** `settled()` waits for work started after an answer (tests, shutdown). */
    folio: { config: ServerConfig; dataDir: string; settled: () => Promise<void> };
  }
}

/**
 * `/storage/events/<name>` or `/storage/products/<name>`, where `name` is one an image or its
 * copies can have (storage.ts).
 */
const STORED_NAME =
  /^\/storage\/(events|products)\/([A-Za-z0-9_-]{1,64}(?:\.[A-Za-z0-9_-]{1,16}){1,3})(?:\?.*)?$/;

function loggerOption(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return safeLogger({ level: 'info' });
  if (typeof logger === 'string')
    return logger === 'silent' ? false : safeLogger({ level: logger });
  return safeLogger(logger);
}

/**
 * The one process: the API of openapi.yaml under /api, uploaded images under /storage, the outbox
 * at /dev/mail, the API reference at /docs/api and the built app (history fallback) at /.
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.databaseUrl !== undefined && { databaseUrl: options.databaseUrl }),
    ...(options.appKey !== undefined && { appKey: parseAppKey(options.appKey) }),
    ...(options.appUrl !== undefined && { appUrl: options.appUrl }),
    ...(options.smtpUrl !== undefined && { smtpUrl: options.smtpUrl }),
    ...(options.host !== undefined && { host: options.host }),
    ...(options.port !== undefined && { port: options.port }),
    ...(options.devMail !== undefined && { devMail: options.devMail }),
    ...(options.firstAdmin !== undefined && { firstAdmin: options.firstAdmin }),
    ...(options.signinProviders !== undefined && { signinProviders: options.signinProviders }),
    ...(options.devSignin !== undefined && { devSignin: options.devSignin }),
    ...(options.allowedHosts !== undefined && { allowedHosts: options.allowedHosts }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
  });
  const apiPrefix = options.apiPrefix ?? '/api';
  const metrics = options.metricsToken === undefined ? metricsToken() : options.metricsToken;
  const app = Fastify({
    // Every log line of a request carries its id (logging.ts).
    genReqId: requestId,
    ...(await frameworkErrorOptions(apiPrefix)),
    logger: loggerOption(options.logger),
    // A request's pino child only when it logs a line (logging.ts).
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: config.trustProxy,
    // JSON bodies of the contract are small; multipart uploads have their own limits.
    bodyLimit: 64 * 1024,
    // The contract's 503 instead (errors.ts).
    return503OnClosing: false,
  });
  // Framework-level failures (a malformed URL, a broken request) in the contract's shape.
  registerErrorAnswers(app);
  registerRequestId(app);
  await registerExpectationAnswer(app);

  const database = await openDatabase(config);
  if (config.appKey.length === 0) config.appKey = parseAppKey(await storedAppKey(database.db));
  const pending = new Set<Promise<void>>();
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  let runner: TaskRunner | undefined;
  app.addHook('onClose', async () => {
    await runner?.stop();
    await settled();
    mailer.close();
    await database.close();
  });
  const store = createStore(database);
  const storageDir = path.join(config.dataDir, 'storage');
  mkdirSync(path.join(storageDir, 'events'), { recursive: true });
  mkdirSync(path.join(storageDir, 'products'), { recursive: true });
  const exposed = !isLoopback(config.host);
  if (options.seed !== false) {
    const events = typeof options.seed === 'object' ? options.seed.events : undefined;
    // The demo administrator's password is public: only a server on loopback gets the account.
    await seed(store, storageDir, {
      ...(events !== undefined && { events }),
      admin: exposed ? null : DEMO_ADMIN,
    });
  }
  await checkAdministrators(app.log, store, config, exposed).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const shared = database.engine === 'postgres';
  const images = shared
    ? databaseImageStorage(storageDir, database.db)
    : localImageStorage(storageDir);
  // Files a crash left without their row (written, never committed), and unfinished uploads.
  // On PostgreSQL only those older than an hour: the newer ones may be another process's upload
  // whose event is not committed yet (storage.ts).
  const swept = await images.sweep(await store.events.imagePaths(), {
    graceMs: shared ? 60 * 60_000 : 0,
  });
  if (swept > 0) app.log.warn({ files: swept }, 'deleted stored images that no event refers to');
  // Product images are uploaded before the product that names them is saved: one a day old that
  // no product names is let go (docs/adr/0030-shopping-catalog.md).
  const productStorage = shared
    ? databaseImageStorage(storageDir, database.db, 'products')
    : localImageStorage(storageDir, 'products');
  const sweptProducts = await productStorage.sweep(await store.products.imagePaths(), {
    graceMs: PRODUCT_UPLOAD_GRACE_MS,
  });
  if (sweptProducts > 0)
    app.log.info({ files: sweptProducts }, 'deleted product uploads that no product names');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    devMail: config.devMail,
    from: config.mailFrom,
    store,
    onDiscard: (mail) =>
      app.log.warn(
        { to: mail.to, subject: mail.subject },
        'mail not sent: set SMTP_URL (the outbox is off beyond loopback without DEV_MAIL=1)',
      ),
  });
  if (config.devMail && !isLoopback(config.host)) {
    app.log.warn(
      { host: config.host },
      'DEV_MAIL=1: the outbox /dev/mail shows every mail, reset links included, to anyone who can reach this server',
    );
  }
  // Copies of images stored before (the seed's, or data from before copies existed): made once.
  const variants = variantIndex(storageDir, (name) => images.fetch(name));
  const productVariants = variantIndex(
    storageDir,
    (name) => productStorage.fetch(name),
    'products',
  );
  const catalog = typeof options.seed === 'object' ? options.seed.catalog : options.seed !== false;
  if (catalog) {
    const pictures = catalog === true && { storage: productStorage, variants: productVariants };
    if (await seedCatalog(store, pictures || null)) app.log.info('seeded the shop catalog');
  }
  const backfilled = (await variants.backfill()) + (await productVariants.backfill());
  if (backfilled > 0) app.log.info({ images: backfilled }, 'made the smaller copies of images');
  // The image process did the start's work: its memory goes back now, not a minute later.
  imagePool.release();
  // Images this process has that no process shared yet (the seed's, copies made just now).
  if (shared) {
    for (const imagePath of await store.events.unsharedImagePaths()) await images.share(imagePath);
  }
  const now = options.now ?? Date.now;
  // The development identity provider, on loopback only (config.ts), with the sign-in's clients.
  const devProvider = config.devSignin
    ? await startDevProvider(config.callbackUris, app.log)
    : undefined;
  if (devProvider) {
    app.log.info(
      { issuer: devProvider.provider.issuer },
      'development identity provider running (loopback only)',
    );
  }
  const signinClients = new Map(
    [...config.signinProviders, ...(devProvider ? [devProvider.provider] : [])].map((provider) => [
      provider.id,
      providerClient(provider),
    ]),
  );
  app.addHook('onClose', async () => {
    await devProvider?.close();
  });
  const tasks = createTaskStore(database.db, database.engine);
  const chat = await startChat(app, database, config.databaseUrl, now);
  const context: ApiContext = {
    config,
    store,
    tasks,
    mailer,
    prefix: apiPrefix,
    storageDir,
    images,
    variants,
    productStorage,
    productVariants,
    limits: { ...DEFAULT_LIMITS, ...options.rateLimits },
    limitStore:
      options.limitStore ??
      (database.engine === 'postgres'
        ? new PostgresRateLimitStore(database.db, now)
        : new MemoryRateLimitStore(now)),
    background(task) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    settled,
    now,
    listCache: options.listCache ?? !/^(0|off|false|no)$/i.test(process.env.LIST_CACHE ?? ''),
    signinClients,
    refund: options.refund ?? sandboxRefund,
  };
  app.decorate('store', store);
  app.decorate('chatHub', chat.hub);
  app.decorate('folio', { config, dataDir: config.dataDir, settled });

  if (options.taskRunner !== false) {
    // SQLite has one process: a task left running was interrupted and resumes at once.
    if (database.engine === 'sqlite') await tasks.expireLeases();
    runner = new TaskRunner(
      tasks,
      mailer,
      { ...taskRunnerOptions(), ...options.taskRunner },
      app.log,
      now,
    );
    app.addHook('onReady', async () => runner?.start());
  }
  // The checkout's expiries (docs/adr/0031-checkout-payment-and-delivery.md).
  const notify = paymentNotifier(app, store, config, now, options.paymentNotice);
  checkoutJobs(app, store, now, options.taskRunner, notify);
  // The bookings' reminders (docs/adr/0017-booking-and-task-scheduler.md).
  bookingReminders(app, { store, mailer, config }, now, options.taskRunner);

  await registerSecurityHeaders(app);
  // While closing: the contract's 503, with the security headers (errors.ts).
  registerClosingAnswer(app);
  registerRequestGate(app, config);
  registerMetrics(app, metrics, { database });
  await registerApi(app, { context, chat });
  registerDevMail(app, { store, mailer, apiPrefix, settled });
  /** A request under /storage/ answered 404 when its name cannot be served: true when it was. */
  const storageGate = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // Only names an image or its copies can have (storage.ts) touch the disk or the database;
    // anything else (a 4 096-character name, an encoded slash) is a 404 at once.
    const [, folder, name] = STORED_NAME.exec(request.url) ?? [];
    if (!name) {
      reply.code(404).send({ message: M.notFound });
      return true;
    }
    // PostgreSQL: a file another process stored is brought into this process's folder on its
    // first request, and one no longer stored (replaced or deleted by any process) is a 404 even
    // where a copy is left (storage.ts). While the database cannot answer, what is here is served.
    const storage = folder === 'products' ? productStorage : images;
    if (shared && !(await storage.fetch(name).catch(() => true))) {
      reply.code(404).send({ message: M.notFound });
      return true;
    }
    return false;
  };
  // A callback, not an async function: the other requests pass without a promise
  // (docs/adr/appendices/0012-figures.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/storage/')) done();
    else
      storageGate(request, reply).then((answered) => {
        if (!answered) done();
      }, done);
  });
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
  const eventsRenderer =
    options.eventsRenderer === undefined ? defaultEventsRenderer : options.eventsRenderer;
  // Drawn from the answer any visitor gets, through the API itself (its cache included).
  const pageOneUrl = `${apiPrefix}/events?page=1`;
  const drawEvents =
    eventsRenderer === null
      ? null
      : eventsPageDrawer(eventsRenderer, async () => {
          const answer = await app.inject({ method: 'GET', url: pageOneUrl });
          if (answer.statusCode !== 200) throw new Error(`GET ${pageOneUrl}: ${answer.statusCode}`);
          return answer.body;
        });
  // A product's page, from the answers a visitor gets (a draft or a missing product: 404, undrawn).
  const drawProduct =
    eventsRenderer === null
      ? null
      : productPageDrawer(eventsRenderer, async (id) => {
          const [product, shops] = await Promise.all(
            [`${apiPrefix}/products/${id}`, `${apiPrefix}/shops`].map((url) =>
              app.inject({ method: 'GET', url }),
            ),
          );
          if (product?.statusCode === 404) return null;
          for (const answer of [product, shops])
            if (answer?.statusCode !== 200)
              throw new Error(`GET for product ${id}: ${answer?.statusCode}`);
          return `{"id":${id},"product":${product?.body ?? ''},"shops":${shops?.body ?? ''}}`;
        });
  await registerStatic(app, {
    appDist: options.appDist ?? defaultAppDist,
    apiDocsDir: options.apiDocsDir ?? defaultApiDocsDir,
    specFile,
    drawEvents,
    drawProduct,
    // The checkout's confirm and result as a visitor sees them: no data, only the address.
    drawCheckout: eventsRenderer === null ? null : checkoutPageDrawer(eventsRenderer),
  });
  if (drawEvents && options.drawEventsOnListen) {
    // Asked as a browser asks, through the route itself; a drawing that fails is logged there.
    app.addHook('onListen', async () => {
      app
        .inject({ method: 'GET', url: routePaths.events, headers: { accept: 'text/html' } })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not draw /events at start'));
    });
  }
  return app;
}
