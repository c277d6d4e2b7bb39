import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config-error.ts';
import { metricsToken } from '../src/metrics.ts';
import { startServer, testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const scrape = { authorization: `Bearer ${TOKEN}` };

/** The samples of `name` in a Prometheus text answer: their label sets and values. */
function samples(text: string, name: string) {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = Object.fromEntries(
        [...(/\{(.*)\}/.exec(line)?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) };
    });
}

describe('GET /metrics is off unless METRICS_TOKEN is set (docs/operations.md "Observe")', () => {
  it('answers 404 by default', async () => {
    const server = await startServer({ metricsToken: null });
    try {
      const res = await server.app.inject({ url: '/metrics', headers: scrape });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    } finally {
      await server.close();
    }
  });

  it('refuses a short or spaced METRICS_TOKEN at start', () => {
    expect(metricsToken(undefined)).toBeNull();
    expect(metricsToken('')).toBeNull();
    expect(() => metricsToken('short')).toThrow(ConfigError);
    expect(() => metricsToken('a token with spaces inside')).toThrow(ConfigError);
    expect(metricsToken(TOKEN)).toBe(TOKEN);
  });
});

describe(`GET /metrics with METRICS_TOKEN (${testEngine})`, () => {
  const server = serverForSuite({
    metricsToken: TOKEN,
    rateLimits: { ping: { limit: 2, windowMs: 60_000 } },
  });

  const metrics = async () => {
    const res = await server.app.inject({ url: '/metrics', headers: scrape });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('needs the bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await server.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('labels requests by route pattern, never by URL: the labels stay few', async () => {
    for (let id = 1; id <= 40; id += 1) {
      await server.app.inject({ url: `/api/events/${id}` });
      await server.app.inject({ url: `/api/no-such-${id}/x?y=${id}` });
      await server.app.inject({ url: `/api/events?page=${id}&q=word${id}` });
    }
    const text = await metrics();
    const counts = samples(text, 'folio_http_request_duration_seconds_count');
    const routes = new Set(counts.map((s) => s.labels.route));
    expect([...routes].filter((r) => r?.includes('events')).sort()).toEqual([
      '/api/events',
      '/api/events/:id',
    ]);
    expect(routes.has('unmatched')).toBe(true);
    for (const route of routes) expect(route).not.toMatch(/\d|\?/);
    expect(routes.size).toBeLessThan(10);
    const one = counts.find(
      (s) => s.labels.route === '/api/events/:id' && s.labels.method === 'GET',
    );
    expect(one?.value).toBe(40);
    expect(text).toContain('folio_http_request_duration_seconds_bucket{le="0.005"');
  });

  it('counts rate-limit refusals by route, and is itself outside every limit', async () => {
    for (let i = 0; i < 4; i += 1) await server.app.inject({ url: '/api/ping' });
    for (let i = 0; i < 150; i += 1) {
      const res = await server.app.inject({ url: '/metrics', headers: scrape });
      expect(res.statusCode).toBe(200);
    }
    const refused = samples(await metrics(), 'folio_rate_limit_refusals_total');
    expect(refused).toEqual([{ labels: { route: '/api/ping' }, value: 2 }]);
  });

  it('reports the task queue, and the pool on PostgreSQL', async () => {
    const text = await metrics();
    expect(
      samples(text, 'folio_task_queue_depth')
        .map((s) => s.labels.state)
        .sort(),
    ).toEqual(['running', 'waiting']);
    const pool = samples(text, 'folio_db_pool_connections');
    if (testEngine === 'postgres') {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(samples(text, 'folio_db_pool_max')).toEqual([{ labels: {}, value: 10 }]);
    } else {
      expect(pool).toEqual([]);
    }
    expect(text).toContain('folio_process_resident_memory_bytes');
  });
});
