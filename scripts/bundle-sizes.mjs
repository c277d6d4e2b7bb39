// Gzip sizes of the built app, read from Vite's manifest (packages/app/dist/.vite/manifest.json):
// what the landing route loads before first paint, what /events loads, what the identity-provider
// buttons add to a login visit, and each lazily loaded screen's own chunk;
// and the byte budgets of docs/architecture.md §6 they are held to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'packages/app/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

/** docs/architecture.md §6, in bytes (1 KB = 1024 bytes). */
const budgets = {
  landing: 100 * 1024,
  screenChunk: 20 * 1024,
  events: 150 * 1024,
  // What the sign-in with an identity provider adds to a login visit: its buttons' chunk and what
  // only it loads, beyond the login screen and the entry
  // (docs/adr/0033-sign-in-with-an-identity-provider.md: at most 3 KB).
  signin: 3 * 1024,
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function hasBuild() {
  return existsSync(manifestPath);
}

export function bundleSizes() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file))
      gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  /** A chunk and every chunk it imports statically: what the browser loads with it. */
  const closure = (key, seen = new Set()) => {
    if (!key || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      if (manifest[key].file.endsWith('.js')) js.add(manifest[key].file);
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    return { js: [...js], css: [...css] };
  };
  const bytesOf = (keys) => {
    const { js, css } = filesOf(keys);
    const jsBytes = js.reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + gz(f), 0);
    return { js: jsBytes, css: cssBytes, total: jsBytes + cssBytes };
  };
  const pageKey = (name) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`));
    // A renamed screen must not drop out of its route's figure unnoticed.
    if (!key) throw new Error(`bundle-sizes: no chunk for ${name}.tsx in the build's manifest`);
    return key;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const pagesClosure = (pages) => pages.flatMap((page) => [...closure(pageKey(page))]);
  /** What a route loads: the entry's closure plus the closures of its screen and their parts. */
  const route = (...pages) => bytesOf(new Set([...closure(entryKey), ...pagesClosure(pages)]));
  /** What `pages` load beyond the entry's closure and the closures of `loaded`. */
  const beyond = (pages, loaded = []) => {
    const have = new Set([...closure(entryKey), ...pagesClosure(loaded)]);
    return bytesOf(new Set(pagesClosure(pages).filter((key) => !have.has(key))));
  };

  const chunks = Object.entries(manifest)
    .filter(([, m]) => m.isDynamicEntry)
    .map(([key, m]) => ({
      name: path.basename(key).replace(/\.tsx?$/, ''),
      bytes: gz(m.file) + (m.css ?? []).reduce((sum, f) => sum + gz(f), 0),
      file: m.file,
    }))
    .sort((a, b) => b.bytes - a.bytes);

  return {
    landing: route('HomePage'),
    events: route('EventsPage'),
    // The login screen loads its provider buttons' chunk as soon as it is drawn (LoginPage.tsx).
    signinShare: beyond(['LoginProviders'], ['LoginPage']),
    chunks,
    manifest,
  };
}

/** Every byte budget as a row: what, measured bytes, budget bytes, within budget. */
export function budgetRows(sizes = bundleSizes()) {
  const rows = [
    {
      what: 'landing route (/) JS + CSS before first paint, gzip',
      bytes: sizes.landing.total,
      budget: budgets.landing,
    },
    {
      what: '/events JS + CSS (entry + events screen), gzip',
      bytes: sizes.events.total,
      budget: budgets.events,
    },
    {
      what: 'sign-in buttons beyond the login screen and the entry, gzip',
      bytes: sizes.signinShare.total,
      budget: budgets.signin,
    },
    ...sizes.chunks.map((chunk) => ({
      what: `screen chunk ${chunk.name}, gzip`,
      bytes: chunk.bytes,
      budget: budgets.screenChunk,
    })),
  ];
  return rows.map((row) => ({ ...row, ok: row.bytes <= row.budget }));
}
