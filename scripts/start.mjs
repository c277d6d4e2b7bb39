// `pnpm start`: install if needed, build, then serve the app (and the API) on one port; prints the URL.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') {
  const code = run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
} else if (!existsSync(`${root}/packages/server/dist/main.js`)) {
  // SKIP_BUILD=1 reuses the last build; the server's alone is made if there is none (a second).
  const code = run('pnpm', ['--filter', '@folio/server', 'run', 'build']);
  if (code !== 0) process.exit(code);
}
// The server runs as a child that this process waits for without blocking, so that a signal a
// process manager sends here (SIGTERM, through `npx pnpm start` or `pnpm start`) reaches it: the
// server then stops gracefully (docs/operations.md "Stopping") and this exits with its code.
// glibc's malloc settings (packages/server/malloc-env.json, docs/operations.md "Memory") are read
// by a process when it starts: given here, where the server starts.
const mallocEnv = JSON.parse(readFileSync(`${root}/packages/server/malloc-env.json`, 'utf8'));
// V8's flags of the server (packages/server/node-flags.json, docs/operations.md "Memory"): a
// ceiling on its old generation, which also keeps the heap from growing to four times what it
// holds in a burst of requests.
const nodeFlags = JSON.parse(readFileSync(`${root}/packages/server/node-flags.json`, 'utf8'));
// The server runs compiled (packages/server/scripts/build.mjs, part of the build): without tsx's
// loader, which is a thread with a V8 heap of its own (docs/operations.md "Memory").
const server = spawn(process.execPath, [...nodeFlags, 'packages/server/dist/main.js'], {
  cwd: root,
  env: { ...mallocEnv, ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
