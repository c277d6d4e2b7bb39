import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_SIGNIN_USERS, SIGNIN_PROVIDERS } from '@folio/rules';
import type { FastifyBaseLogger } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration } from 'oidc-provider';
import { randomToken } from '../crypto.ts';
import { devProviderPage } from './devPages.ts';
import type { SigninProvider } from './providers.ts';

/**
 * The development identity provider (docs/adr/0033-sign-in-with-an-identity-provider.md): a real
 * OpenID Connect provider, oidc-provider (OpenID Certified), on 127.0.0.1 and a free port, with
 * the two test users of @folio/rules and a page to pick one and one to consent. The server starts
 * it only while it listens on loopback with one process, so sign-in works offline and in e2e; it
 * keeps its sessions and codes in memory, and a new client secret and signing key each start.
 */
export interface DevProvider {
  /** The provider as the sign-in sees it (id `dev`). */
  provider: SigninProvider;
  close(): Promise<void>;
}

const CLIENT_ID = 'folio';

/** oidc-provider's start-up notices (its Node 22 preference, its in-memory store) go to the debug log. */
async function quietly<T>(log: FastifyBaseLogger, run: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  const divert =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (String(args[0]).includes('oidc-provider ')) log.debug({ notice: String(args[0]) });
      else write(...args);
    };
  console.warn = divert(warn);
  console.info = divert(info);
  try {
    return await run();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/** The form fields of a urlencoded POST body (the pages' forms; at most 4 KB). */
async function formFields(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 4096) break;
  }
  return new URLSearchParams(body);
}

/** Starts the development provider for a client that comes back to `redirectUris`. */
export async function startDevProvider(
  redirectUris: string[],
  log: FastifyBaseLogger,
): Promise<DevProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = randomToken(40);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const users = new Map<string, (typeof DEV_SIGNIN_USERS)[number]>(
    DEV_SIGNIN_USERS.map((user) => [user.id, user]),
  );
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'dev' }] },
    cookies: { keys: [randomToken(32)] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The scopes' claims in the ID token itself, as LINE's and Google's (not only at userinfo).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const user = users.get(id);
      return user
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              name: user.name,
              email: user.email,
              email_verified: user.emailVerified,
            }),
          }
        : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = devProviderPage({
        title: '無法登入',
        body: `<p>${out.error === 'invalid_request' ? '這個登入要求無效' : '登入失敗'}（${out.error}）。請回到 Folio 重新登入。</p>`,
      });
    },
  };
  const Provider = (await quietly(log, () => import('oidc-provider'))).default;
  const provider = await quietly(log, async () => new Provider(issuer, configuration));
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'development provider'));
  const handle = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, action?: string) {
    const details = await provider.interactionDetails(request, response);
    const uid = details.uid;
    if (request.method === 'GET') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectUris
          .map((uri) => new URL(uri).origin)
          .join(' ')}; frame-ancestors 'none'`,
      );
      response.end(
        details.prompt.name === 'login'
          ? devProviderPage.login(uid, DEV_SIGNIN_USERS)
          : devProviderPage.consent(uid, details.params.scope),
      );
      return;
    }
    if (request.method !== 'POST') throw new Error('method');
    const fields = await formFields(request);
    if (action === 'login') {
      const id = fields.get('user') ?? '';
      if (!users.has(id)) throw new Error('unknown test user');
      await provider.interactionFinished(request, response, { login: { accountId: id } });
    } else if (action === 'confirm') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('no session');
      const grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    } else if (action === 'abort') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The test user said no.',
      });
    } else {
      throw new Error('action');
    }
  }

  server.on('request', (request, response) => {
    const match = /^\/interaction\/[\w-]+(?:\/(login|confirm|abort))?$/.exec(
      new URL(request.url ?? '/', issuer).pathname,
    );
    if (!match) {
      void handle(request, response);
      return;
    }
    interaction(request, response, match[1]).catch((error: unknown) => {
      log.debug({ err: error }, 'development provider: interaction refused');
      if (response.headersSent) return;
      response.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        devProviderPage({
          title: '無法登入',
          body: '<p>這個登入流程已失效，請回到 Folio 重新登入。</p>',
        }),
      );
    });
  });

  return {
    provider: {
      id: 'dev',
      name: SIGNIN_PROVIDERS.dev.name,
      issuer,
      clientId: CLIENT_ID,
      clientSecret,
      scope: 'openid email profile',
      prompt: 'login consent',
      loopbackHttp: true,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
