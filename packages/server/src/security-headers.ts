import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The app's policy: scripts from this origin only (no inline script anywhere); inline styles are
 * allowed because styled-components injects <style> elements at run time; images may be data:
 * or blob: URLs (previews of a chosen file); nothing may frame the site.
 */
const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/**
 * /docs/api is one self-contained Redoc page (redocly build-docs --inlineBundle): its scripts are
 * inline and Redoc may start a blob: worker, so that route alone gets this relaxed policy. It
 * still connects nowhere else (Redoc's telemetry to otel.cloud.redocly.com and its CDN logo are
 * blocked) and still may not be framed.
 */
const DOCS_CSP = {
  ...APP_CSP,
  'script-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
};

const cspHeader = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  // Same-origin images by default; a separately hosted app would need 'cross-origin' here.
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  xFrameOptions: { action: 'deny' as const },
};

let computed: Promise<Record<string, string>> | undefined;

/**
 * The headers @fastify/helmet sets with our options, computed once: the plugin rebuilds helmet's
 * middleware on every request (about a tenth of the time of a GET /api/events here), while the
 * headers never change.
 */
export function helmetHeaders(): Promise<Record<string, string>> {
  computed ??= (async () => {
    const probe = Fastify();
    await probe.register(fastifyHelmet, HELMET_OPTIONS);
    probe.get('/', async () => 'ok');
    const res = await probe.inject({ url: '/' });
    await probe.close();
    const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name]) => !skip.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  })();
  return computed;
}

/** helmet's headers on every answer (CSP, nosniff, no framing, …), the docs policy on /docs/api. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = await helmetHeaders();
  const docs = { ...headers, 'content-security-policy': cspHeader(DOCS_CSP) };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url === '/docs/api' || url.startsWith('/docs/api/') ? docs : headers);
    done();
  });
}
