import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../src/server.ts';
import { startServer, type TestServer } from './helpers.ts';

/**
 * A server for the tests of the suite it is called in (the file, or the enclosing describe), like
 * a Vitest fixture: started (startServer, with `options`) in the suite's beforeAll, closed in its
 * afterAll. Call it before the suite's other hooks: a beforeAll registered after it runs once the
 * server is up, an afterAll registered after it runs before the server closes. The handle reads
 * the running server, so read its fields in hooks and tests, not while the file is collected.
 */
export function serverForSuite(options: ServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(() => server?.close());
  const running = () => {
    if (!server)
      throw new Error('the suite server starts in beforeAll: read it in hooks and tests');
    return server;
  };
  return {
    get app() {
      return running().app;
    },
    get dataDir() {
      return running().dataDir;
    },
    get databaseUrl() {
      return running().databaseUrl;
    },
    close: () => running().close(),
    restart: (changes) => running().restart(changes),
  };
}
