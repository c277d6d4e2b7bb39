// `pnpm dev`: the server in watch mode on PORT (8080) and Vite with hot reload on 5173, proxying
// /api, /storage and /docs/api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const port = process.env.PORT ?? '8080';
const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Mailed links open the hot-reloading app (links never follow a request's Host); in
    // development each request is logged.
    env: { APP_URL: 'http://localhost:5173', LOG_REQUESTS: '1', ...process.env, PORT: port },
  }),
  spawn('pnpm', ['--filter', '@folio/app', 'exec', 'vite', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FOLIO_API_ORIGIN: `http://127.0.0.1:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
