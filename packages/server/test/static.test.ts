import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { specFile } from '../src/paths.ts';
import { buildServer } from '../src/server.ts';

describe('serving the built app', () => {
  let dir: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-static-'));
    mkdirSync(path.join(dir, 'app/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'app/index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'app/assets/main-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs/index.html'), '<title>API reference</title>');
    app = await buildServer({
      appDist: path.join(dir, 'app'),
      apiDocsDir: path.join(dir, 'docs'),
      dataDir: path.join(dir, 'data'),
      seed: false,
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

  it('falls back to index.html for clean URLs (history routing)', async () => {
    for (const url of [
      '/events',
      '/events/14/edit',
      '/shopping/manage/14/category',
      '/no-such-page',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="root"');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
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

  it('serves openapi.yaml beside it for download, as the reference page links it', async () => {
    const res = await app.inject({ url: '/docs/api/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.body).toBe(readFileSync(specFile, 'utf8'));
    expect(res.body).toContain('[openapi.yaml](/docs/api/openapi.yaml)');
  });
});
