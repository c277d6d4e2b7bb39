import { DEMO_ADMIN } from '@folio/rules';
import type { FastifyBaseLogger } from 'fastify';
import { demoAdministratorIsPublic, ensureFirstAdministrator } from './administrators.ts';
import { ConfigError, type ServerConfig } from './config.ts';
import type { Store } from './store/index.ts';

/**
 * The operator's first administrator (ADMIN_EMAIL, …) is created if missing; a server others can
 * reach refuses to start while the demo administrator keeps its published password, and warns
 * when it has no administrator at all (administrators.ts).
 */
export async function checkAdministrators(
  log: FastifyBaseLogger,
  store: Store,
  config: ServerConfig,
  exposed: boolean,
): Promise<void> {
  if (config.firstAdmin && (await ensureFirstAdministrator(store, config.firstAdmin))) {
    log.info({ email: config.firstAdmin.email }, 'created the first administrator');
  }
  if (!exposed) return;
  if (await demoAdministratorIsPublic(store)) {
    throw new ConfigError(
      `the demo administrator ${DEMO_ADMIN.email} still has its published password, and ` +
        `HOST=${config.host} lets anyone reach it. Give it a password of your own ` +
        `(pnpm admin:create --email ${DEMO_ADMIN.email}) before exposing the server.`,
    );
  }
  if (!(await store.users.hasAdministrator())) {
    log.warn(
      'no administrator: create one with `pnpm admin:create --email you@example.com`, or set ' +
        'ADMIN_EMAIL and ADMIN_PASSWORD for the first start',
    );
  }
}
