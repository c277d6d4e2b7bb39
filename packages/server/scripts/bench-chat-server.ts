// The server of `pnpm bench:chat`: the real server, configured (not switched off by the
// environment) with chat limits that 2,000 connections from one address do not reach, as they
// would not from 2,000 visitors' own addresses.
import { buildServer } from '../src/server.ts';

const generous = { limit: 1_000_000_000, windowMs: 60_000 };
const app = await buildServer({
  logger: false,
  seed: { events: 1 },
  rateLimits: {
    chatStart: generous,
    chatSend: generous,
    chatSendAddress: generous,
    chatStream: generous,
    login: generous,
    loginAddress: generous,
  },
});
await app.listen({ host: app.folio.config.host, port: app.folio.config.port });
