import cluster from 'node:cluster';
import path from 'node:path';
import { ConfigError, startLine } from './config.ts';
import { openDatabase } from './database.ts';
import { startMemoryReport } from './memoryReport.ts';
import { buildServer } from './server.ts';
import { runPrimary, workerCount, workersRefusal } from './workers.ts';

// WORKERS=N (PostgreSQL only): this process becomes the primary of N servers on one port.
let workers = 1;
try {
  workers = workerCount();
} catch (error) {
  console.error(`\n  Folio cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) {
  const refusal = workersRefusal(workers);
  if (refusal) {
    console.error(`\n  Folio cannot start: ${refusal}\n`);
    process.exit(1);
  }
  // Migrated once here, so the workers start on the latest schema together.
  await runPrimary(workers, async () => {
    const database = await openDatabase({
      dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
      databaseUrl: process.env.DATABASE_URL ?? null,
    }).catch((error: unknown) => {
      if (!(error instanceof ConfigError)) throw error;
      console.error(`\n  Folio cannot start: ${error.message}\n`);
      process.exit(1);
    });
    await database.close();
  });
} else {
  await serve();
}

async function serve() {
  // JSON logs (pino) at LOG's level: info by default, `silent` for none; LOG_REQUESTS=1 adds a
  // line for each request and answer. HOST, PORT, APP_URL, …
  // are read by config.ts; an unsafe combination stops here with the reason.
  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer({
      logger: process.env.LOG ?? 'info',
      logRequests: process.env.LOG_REQUESTS === '1',
      drawEventsOnListen: true,
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n  Folio cannot start: ${error.message}\n`);
    process.exit(1);
  }
  const { host, port } = app.folio.config;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new ones get 503. Give up after 10 s.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl-C reaches both `pnpm start` (which passes it on) and this process, and
  // a second signal while closing must not end the process before its answers are sent.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port, host });
    console.log(`\n  ${startLine(app.folio.config)}\n`);
    startMemoryReport();
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
