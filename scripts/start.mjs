// `pnpm start`: install if needed, build, then serve the app (and the API) on one port; prints the URL.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') {
  const code = run('pnpm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(run('node', ['--import', 'tsx', 'packages/server/src/main.ts']));
