import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ACTIVE_TASK_STATES } from '@folio/rules';
import { ConfigError } from './config-error.ts';
import type { DatabaseHandle } from './database.ts';
import { M } from './messages.ts';

/**
 * Prometheus metrics at GET /metrics (docs/operations.md "Observe"), through prom-client. Off
 * unless METRICS_TOKEN is set; then a scrape must send `Authorization: Bearer <METRICS_TOKEN>`.
 * Outside the API's rate limits and outside openapi.yaml: it is this server's, not the
 * contract's (another backend need not have it).
 */

/** The shortest METRICS_TOKEN accepted: a guessable token would open the endpoint. */
const MIN_TOKEN_LENGTH = 16;

/** METRICS_TOKEN, checked: null when unset (no metrics). */
export function metricsToken(value = process.env.METRICS_TOKEN): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < MIN_TOKEN_LENGTH || /\s/.test(value)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  }
  return value;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsSources {
  database: DatabaseHandle;
}

/**
 * The route's pattern (`/api/events/:id`), never the URL: the label's values are bounded by the
 * server's routes. A request no route matched (the app's history fallback, a 404) is `unmatched`.
 */
function routeLabel(url: string | undefined): string {
  return url ?? 'unmatched';
}

/** Registers GET /metrics: 404 when off, 401 without the token, else the text format. */
export function registerMetrics(
  app: FastifyInstance,
  token: string | null,
  { database }: MetricsSources,
): void {
  if (token === null) {
    app.get('/metrics', async (_request, reply) => reply.code(404).send({ message: M.notFound }));
    return;
  }
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'folio_' });
  const duration = new Histogram({
    name: 'folio_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const refusals = new Counter({
    name: 'folio_rate_limit_refusals_total',
    help: 'Requests refused with 429 (a rate limit, or too many password hashes waiting), by route pattern',
    labelNames: ['route'] as const,
    registers: [register],
  });
  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'folio_db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'folio_db_pool_max',
      help: 'PG_POOL_SIZE: the most connections this process opens',
      registers: [register],
      collect() {
        this.set(pool().max);
      },
    });
  }
  new Gauge({
    name: 'folio_task_queue_depth',
    help: 'Mail tasks not finished, by state (waiting: not started yet or due later; running)',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      // A scrape during an outage still answers, without this gauge's values.
      const rows = await database.db
        .selectFrom('mail_tasks')
        .select(['state', database.db.fn.countAll<number | string>().as('n')])
        .where('state', 'in', ACTIVE_TASK_STATES)
        .groupBy('state')
        .execute()
        .catch(() => null);
      if (!rows) return;
      for (const state of ACTIVE_TASK_STATES) {
        const row = rows.find((r) => r.state === state);
        this.set({ state }, Number(row?.n ?? 0));
      }
    },
  });

  // A callback, not an async function: no promise for every request (docs/adr/appendices/0012-figures.md).
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request.routeOptions.url);
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    duration.observe({ method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: M.unauthenticated });
    }
    const body = await register.metrics();
    return reply.header('Cache-Control', 'no-store').type(register.contentType).send(body);
  });
}
