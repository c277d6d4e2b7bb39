import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fileURLToPath } from 'node:url';
import { specFile } from '../src/paths.ts';
import { decoded } from './drawn-pages.ts';
import { createFirstEvent } from './helpers.ts';
import { buildServer } from '../src/server.ts';

/**
 * A drawn page's one stylesheet: the theme's colours as custom properties, the light theme's,
 * then the dark theme's under the system preference (docs/adr/0013-fast-as-shipped.md, decision 10).
 */
const bothThemesStyle =
  /<style data-prerender="system">html\{[^}]*color-scheme:light;[^}]*--folio-background:#[0-9a-f]{6};[\s\S]*@media \(prefers-color-scheme: dark\)\{html\{color-scheme:dark;[^}]*--folio-background:#[0-9a-f]{6};/;

describe('serving the built app', () => {
  let dir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };
  /** Each URL with its page, asked for as a browser does; every page is 200. */
  const pagesAt = async (urls: string[]) => {
    const pages: [string, LightMyRequestResponse][] = [];
    for (const url of urls) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      pages.push([url, res]);
    }
    return pages;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-static-'));
    mkdirSync(path.join(dir, 'app/assets'), { recursive: true });
    // As the build writes them: each text file with its brotli and gzip twins (precompress.ts).
    const write = (file: string, text: string, compressed = true) => {
      mkdirSync(path.dirname(path.join(dir, 'app', file)), { recursive: true });
      writeFileSync(path.join(dir, 'app', file), text);
      if (!compressed) return;
      writeFileSync(path.join(dir, 'app', `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, 'app', `${file}.gz`), gzipSync(text));
    };
    mkdirSync(path.join(dir, 'app/routes'));
    // The landing page as the build writes it: prerendered from the real components
    // (packages/app/build/prerender.ts). Imported by URL so that the server's type check does not
    // follow it into the app's sources (TSX, other module settings); Vitest transforms it.
    const prerenderModule = new URL('../../app/build/prerenderPage.tsx', import.meta.url).href;
    // Cast: a module imported by a computed URL is typed `any`; this is its one export used here.
    const { prerenderPage } = (await import(prerenderModule)) as {
      prerenderPage: (path: string) => Promise<{ head: string; root: string }>;
    };
    const landing = await prerenderPage('/');
    write(
      'index.html',
      `<!doctype html><head>${landing.head}<link rel="modulepreload" href="/assets/Home.js"></head><div id="root">${landing.root}</div>`,
    );
    write(
      'routes/events.html',
      '<!doctype html><link rel="modulepreload" href="/assets/Events.js"><div id="root"></div>',
    );
    write('routes/_shell.html', '<!doctype html><div id="root"></div>');
    write(
      'routes/shopping/spec-type.html',
      '<!doctype html><link rel="modulepreload" href="/assets/SpecType.js"><div id="root"></div>',
    );
    write(
      'routes/shopping/product-detail-plus/_.html',
      '<!doctype html><link rel="modulepreload" href="/assets/ProductDetail.js"><div id="root"></div>',
    );
    write('assets/main-abc123.js', 'console.log(1)');
    write('assets/plain-abc123.css', 'body{margin:0}', false);
    mkdirSync(path.join(dir, 'docs'));
    const docsPage = '<title>API reference</title>';
    writeFileSync(path.join(dir, 'docs/index.html'), docsPage);
    writeFileSync(path.join(dir, 'docs/index.html.br'), brotliCompressSync(docsPage));
    writeFileSync(path.join(dir, 'docs/index.html.gz'), gzipSync(docsPage));
    app = await buildServer({
      appDist: path.join(dir, 'app'),
      apiDocsDir: path.join(dir, 'docs'),
      dataDir: path.join(dir, 'data'),
      seed: false,
      // The page as the build writes it; drawing /events is the next describe's.
      eventsRenderer: null,
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends / with the greeting already drawn, so the first paint needs no JavaScript', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/', headers: { ...html, 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      const body = decoded(res, encoding);
      const root = body.slice(body.indexOf('<div id="root">'));
      // The landing greeting, drawn once for both themes.
      expect(root.match(/你好，我是一名全端網頁開發工程師/g), encoding).toHaveLength(1);
      expect(root.match(/Hi, I am a full-stack web developer\./g), encoding).toHaveLength(1);
      // Styled in both themes, the visitor's system preference choosing the colours.
      expect(body, encoding).toMatch(bothThemesStyle);
    }
    const events = await app.inject({ url: '/events', headers: html });
    expect(events.body).not.toContain('你好');
  });

  it('falls back to index.html for clean URLs (history routing)', async () => {
    const urls = ['/events', '/events/14/edit', '/shopping/manage/14/category', '/no-such-page'];
    for (const [url, res] of await pagesAt(urls)) expect(res.body, url).toContain('id="root"');
  });

  it("sends a clean URL the build's page of that route, with its chunks preloaded, else the shell", async () => {
    for (const url of ['/events', '/events/', '/events?page=2']) {
      const res = await app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('/assets/Events.js');
    }
    const home = await app.inject({ url: '/', headers: html });
    expect(home.body).toContain('/assets/Home.js');
    // Paths of several segments, and a last segment that is a parameter (`_.html`).
    const specType = await app.inject({ url: '/shopping/spec-type', headers: html });
    expect(specType.body).toContain('/assets/SpecType.js');
    for (const url of [
      '/shopping/product-detail-plus/15',
      '/shopping/product-detail-plus/15?variant=3',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect(res.body, url).toContain('/assets/ProductDetail.js');
    }
    for (const [url, res] of await pagesAt([
      '/events/14/edit',
      '/no-such-page',
      '/login',
      '/EVENTS',
      '/..%2Fsecret',
      '/shopping/product-detail-plus/..%2F..%2Fevents',
      '/shopping/product-detail/15',
    ]))
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
  });

  it('caches hashed assets for a year, immutable', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets index.html go stale, whichever way it is reached', async () => {
    for (const url of ['/', '/index.html', '/events']) {
      const res = await app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
    }
  });

  it('sends the brotli file when the browser accepts br', async () => {
    const res = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the gzip file when the browser accepts gzip but not br', async () => {
    const res = await app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(res.rawPayload).toString()).toContain('id="root"');
  });

  it('sends the plain file, still varying on Accept-Encoding, without a usable encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const res = await app.inject({ url: '/assets/main-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('console.log(1)');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
    }
    // A file the build left uncompressed goes out plain even to a browser accepting br.
    const plain = await app.inject({
      url: '/assets/plain-abc123.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('body{margin:0}');
  });

  it('never answers API, storage or non-HTML requests with the app', async () => {
    for (const url of ['/api/nothing', '/storage/events/x.png']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
    const missingAsset = await app.inject({
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('serves the API reference at /docs/api/', async () => {
    const res = await app.inject({ url: '/docs/api/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('API reference');
  });

  it('sends the reference compressed, as the browser accepts (build-docs writes the copies)', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await app.inject({
        url: '/docs/api/',
        headers: { ...html, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(decoded(res, encoding), encoding).toContain('API reference');
    }
  });

  it('redirects /docs/api to /docs/api/, the query kept', async () => {
    for (const [url, location] of [
      ['/docs/api', '/docs/api/'],
      ['/docs/api?x=1', '/docs/api/?x=1'],
    ] as const) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('serves openapi.yaml beside it for download, as the reference page links it', async () => {
    const res = await app.inject({ url: '/docs/api/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.body).toBe(readFileSync(specFile, 'utf8'));
    expect(res.body).toContain('[openapi.yaml](/docs/api/openapi.yaml)');
  });
});

describe('drawing /events with its first page of events', () => {
  let dir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };
  // routes/events.html as the build writes it: the placeholder the server draws into.
  const template =
    '<!doctype html><html><head><title>活動</title></head><body><div id="root"><div data-prerender="server"></div></div></body></html>';
  /** The page 1 the API answers, as a visitor gets it. */
  const pageOne = async () => (await app.inject({ url: '/api/events?page=1' })).body;
  /** The answer the page carries for the app's first render. */
  const carried = (page: string) =>
    /<script type="application\/json" id="events-page-1">([^<]*)<\/script>/.exec(page)?.[1];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-events-page-'));
    mkdirSync(path.join(dir, 'app/routes'), { recursive: true });
    writeFileSync(path.join(dir, 'app/index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'app/routes/events.html'), template);
    writeFileSync(path.join(dir, 'app/routes/_shell.html'), '<!doctype html><div id="root"></div>');
    app = await buildServer({
      appDist: path.join(dir, 'app'),
      apiDocsDir: path.join(dir, 'docs'),
      dataDir: path.join(dir, 'data'),
      seed: { events: 12 },
      // The app's module itself, from its source (Vitest compiles it as the build would).
      eventsRenderer: fileURLToPath(
        new URL('../../app/src/prerender/renderEvents.tsx', import.meta.url),
      ),
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the rows of page 1 drawn, for both themes, with the answer they were drawn from', async () => {
    const answer = await pageOne();
    const list = JSON.parse(answer) as { data: { name: string; description: string }[] };
    const first = list.data[0];
    if (!first) throw new Error('no seeded events');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({
        url: '/events',
        headers: { ...html, 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['vary'], encoding).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      const page = decoded(res, encoding);
      const root = page.slice(page.indexOf('<div id="root">'));
      // Every row of the page, once, and no loading rows.
      for (const event of list.data)
        expect(root.split(`>${event.name}</h2>`), event.name).toHaveLength(2);
      expect(root.match(new RegExp(first.description, 'g')), encoding).toHaveLength(1);
      expect(root).not.toContain('data-prerender="server"');
      expect(page).toMatch(bothThemesStyle);
      expect(JSON.parse(carried(page) ?? '')).toEqual(JSON.parse(answer));
    }
  });

  it('draws the list anew after a write, and only then', async () => {
    const before = (await app.inject({ url: '/events', headers: html })).body;
    expect((await app.inject({ url: '/events', headers: html })).body).toBe(before);

    const { res: created } = await createFirstEvent(app, '</script><script>alert(1)</script>');
    expect(created.statusCode, created.body).toBe(201);

    const after = (await app.inject({ url: '/events', headers: html })).body;
    expect(after).not.toBe(before);
    const answer = await pageOne();
    expect(answer).toContain('</script><script>alert(1)</script>');
    expect(JSON.parse(carried(after) ?? '')).toEqual(JSON.parse(answer));
    // Text, never markup: the name closes neither the carried answer nor a row.
    expect(after).not.toContain('</script><script>alert(1)');
    expect(after).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
  });

  it('sends any other page of the list as the build wrote it: the app loads those rows', async () => {
    for (const url of ['/events?page=2', '/events?search=音樂', '/events/']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
  });
});

/**
 * A throwaway folder with a built app whose /events is the build's placeholder for the server's
 * drawing (as `pnpm build` writes it), for servers given a stand-in drawing module.
 */
function appWithEventsPlaceholder(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(dir, 'app/routes'), { recursive: true });
  const template = '<!doctype html><div id="root"><div data-prerender="server"></div></div>';
  writeFileSync(path.join(dir, 'app/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'app/routes/events.html'), template);
  return { dir, template };
}

describe('/events when it cannot be drawn', () => {
  it('sends the page as the build wrote it, and the app loads the rows', async () => {
    const { dir, template } = appWithEventsPlaceholder('folio-events-undrawn-');
    // A server module that fails, as a broken build's would.
    const broken = path.join(dir, 'renderEvents.mjs');
    writeFileSync(broken, 'export async function renderEvents() { throw new Error("broken"); }');
    const app = await buildServer({
      appDist: path.join(dir, 'app'),
      dataDir: path.join(dir, 'data'),
      seed: false,
      eventsRenderer: broken,
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url: '/events', headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(template);
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('/events drawn as the server starts (drawEventsOnListen, as `pnpm start` runs)', () => {
  it('is drawn once when the server listens, and its first visitor gets that drawing', async () => {
    const { dir } = appWithEventsPlaceholder('folio-events-at-start-');
    // A drawing module that counts its drawings, as a stand-in for the build's.
    const counting = path.join(dir, 'renderEvents.mjs');
    writeFileSync(
      counting,
      `export async function renderEvents(pageOne, template) {
        globalThis.folioDrawings = (globalThis.folioDrawings ?? 0) + 1;
        return template.replace('<div data-prerender="server"></div>', '<p>drawn</p>');
      }`,
    );
    const drawings = () => (globalThis as { folioDrawings?: number }).folioDrawings ?? 0;
    const app = await buildServer({
      appDist: path.join(dir, 'app'),
      dataDir: path.join(dir, 'data'),
      seed: false,
      eventsRenderer: counting,
      drawEventsOnListen: true,
    });
    try {
      expect(drawings()).toBe(0);
      await app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(() => expect(drawings()).toBe(1));
      const res = await app.inject({ url: '/events', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>drawn</p>');
      expect(drawings()).toBe(1);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
