// The server of `pnpm bench:api`'s login-flood case: the real server, configured (not switched
// off by the environment) with rate limits no flood reaches, so that every login of the flood
// costs a password hash, as it would from many addresses. Only the hash gate bounds them. Also
// the server of `pnpm bench:storage` (bench-storage.ts): its uploads pass the upload limits too,
// so that only the image process's queue bounds them.
import { buildServer } from '../src/server.ts';

const generous = { limit: 1_000_000_000, windowMs: 60_000 };
const app = await buildServer({
  logger: false,
  rateLimits: {
    login: generous,
    loginAddress: generous,
    account: generous,
    upload: generous,
    uploadAddress: generous,
  },
});
await app.listen({ host: app.folio.config.host, port: app.folio.config.port });
