// `node scripts/serve-static.mjs <folder> <port>`: serves a built folder (the static Storybook) on
// 127.0.0.1 for tests. Plain Node, no dependencies; files only, no directory listings.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder = 'storybook-static', port = '4442'] = process.argv.slice(2);
const rootDir = path.resolve(folder);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(rootDir, decodeURIComponent(pathname));
  if (!file.startsWith(rootDir)) return res.writeHead(403).end();
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    statSync(file);
  } catch {
    return res.writeHead(404).end('not found');
  }
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${rootDir} on 127.0.0.1:${port}`));
