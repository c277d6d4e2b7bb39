// Gzip sizes of the built app, read from Vite's manifest: what the landing route loads before
// first paint, and each lazily loaded screen's own chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'packages/app/dist');

export function bundleSizes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => [
    ...new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])])),
  ];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith('pages/HomePage.tsx'));
  const landingKeys = new Set([...closure(entryKey), ...(homeKey ? closure(homeKey) : [])]);
  const landing = filesOf(landingKeys).reduce((sum, f) => sum + gz(f), 0);
  const chunks = Object.entries(manifest)
    .filter(([, m]) => m.isDynamicEntry)
    .map(([key, m]) => ({
      name: path.basename(key).replace(/\.tsx?$/, ''),
      bytes: gz(m.file),
      file: m.file,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  return { landing, chunks, closure, filesOf, gz, manifest };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
