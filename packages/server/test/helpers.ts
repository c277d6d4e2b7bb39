import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type LightMyRequestResponse,
  type RouteOptions,
} from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { createAjv, type ValidateFunction } from '../src/ajv.ts';
import { hashPassword } from '../src/crypto.ts';
import { specFile } from '../src/paths.ts';
import { buildServer, type ServerOptions } from '../src/server.ts';

/** A fixed key, so tests can sign (and tamper with) verification links themselves. */
export const TEST_APP_KEY = 'base64:' + Buffer.alloc(32, 7).toString('base64');

/** The engine under test: the `server-pg` project sets FOLIO_TEST_ENGINE=postgres (vitest.config.ts). */
export const testEngine: 'sqlite' | 'postgres' =
  process.env.FOLIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

let admin: Promise<pg.Client> | undefined;
/** The scratch cluster's superuser connection (test/pg-global-setup.ts), one per test file. */
function pgAdmin(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    return client;
  })();
  return admin;
}

/**
 * A new migrated database on the scratch cluster (a copy of the template made by
 * pg-global-setup.ts; with `empty`, one without any table); returns its URL and how to drop it.
 * SQLite: no URL.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<{
  url: string | null;
  drop(): Promise<void>;
}> {
  if (testEngine === 'sqlite') return { url: null, drop: () => Promise.resolve() };
  const client = await pgAdmin();
  const name = `folio_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await client.query(
    empty
      ? `CREATE DATABASE ${name}`
      : `CREATE DATABASE ${name} TEMPLATE folio_template STRATEGY FILE_COPY`,
  );
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this server (null on SQLite). */
  databaseUrl: string | null;
  close(): Promise<void>;
  /** Closes and builds the server again on the same DATA_DIR (a restart), with `changes` if any. */
  restart(changes?: ServerOptions): Promise<FastifyInstance>;
}

/** What every test server is built with, its files under `root` (DATA_DIR is `root/data`). */
function testServerOptions(root: string, databaseUrl: string | null): ServerOptions {
  return {
    dataDir: path.join(root, 'data'),
    databaseUrl,
    appKey: TEST_APP_KEY,
    appDist: path.join(root, 'no-app'),
    apiDocsDir: path.join(root, 'no-docs'),
    appUrl: 'http://app.test',
    // Loopback whatever HOST the environment has: the outbox depends on it.
    host: '127.0.0.1',
    seed: false,
    logger: false,
    // The development identity provider only where a test asks for it (signin.test.ts).
    devSignin: false,
  };
}

/** A server on a fresh temporary DATA_DIR (no app build, no seed unless asked). */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-server-test-'));
  const dataDir = path.join(root, 'data');
  const database = await createTestDatabase();
  const build = (changes: ServerOptions = {}) =>
    buildServer({ ...testServerOptions(root, database.url), ...options, ...changes });
  const server: TestServer = {
    app: await build(),
    dataDir,
    databaseUrl: database.url,
    async close() {
      await server.app.close();
      await database.drop();
      rmSync(root, { recursive: true, force: true });
    },
    async restart(changes) {
      await server.app.close();
      server.app = await build(changes);
      return server.app;
    },
  };
  return server;
}

export interface SecondServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A second server process on `server`'s PostgreSQL database (ADR 0012), with a DATA_DIR of its
 * own and runners that tick once an hour: only a test's runDue calls run its due work. Ready
 * when it resolves; `close` closes it and deletes its files (the database stays `server`'s).
 */
export async function secondServer(
  server: TestServer,
  options: ServerOptions = {},
): Promise<SecondServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-second-server-'));
  const app = await buildServer({
    ...testServerOptions(root, server.databaseUrl),
    taskRunner: { tickMs: 3_600_000 },
    ...options,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The operations of openapi.yaml the reference server does not serve yet: none today. An
 * operation written into the contract ahead of its handler carries `x-no-fastify-config: true`, so
 * fastify-openapi-glue mounts no route and it answers 404; list it here and the contract,
 * contract-check and contract-tables tests skip it. contract.test.ts checks that this list is
 * exactly the marked operations. Delete a name when its handler lands.
 */
export const NOT_YET_IMPLEMENTED: readonly string[] = [];

/** The operationIds openapi.yaml marks `x-no-fastify-config: true`, in the contract's order. */
export function unmountedOperations(document: { paths?: unknown }): string[] {
  const ids: string[] = [];
  for (const item of Object.values((document.paths ?? {}) as Record<string, object>)) {
    for (const operation of Object.values(item as Record<string, unknown>)) {
      const op = operation as { operationId?: unknown; 'x-no-fastify-config'?: unknown } | null;
      if (op && typeof op.operationId === 'string' && op['x-no-fastify-config'] === true)
        ids.push(op.operationId);
    }
  }
  return ids;
}

interface Operation {
  operationId: string;
  method: string;
  url: string;
  /** Each status's JSON schema, or its plain-text one (the payment notice's `1|OK`). */
  responses: Record<string, { schema?: object; text?: object }>;
}

let operationsPromise: Promise<Map<string, Operation>> | undefined;

/**
 * The operations of openapi.yaml with their response schemas, read through fastify-openapi-glue
 * exactly as the server reads them (an empty Fastify app records the routes it would get).
 */
export function contractOperations(): Promise<Map<string, Operation>> {
  operationsPromise ??= (async () => {
    const operations = new Map<string, Operation>();
    for (const route of await contractRouteOptions()) {
      const schema = route.schema as {
        operationId?: string;
        response?: Record<string, { content?: Record<string, { schema: object }> }>;
      };
      if (!schema?.operationId) continue;
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(schema.response ?? {})) {
        responses[status] = {
          schema: response.content?.['application/json']?.schema,
          text: response.content?.['text/plain']?.schema,
        };
      }
      operations.set(schema.operationId, {
        operationId: schema.operationId,
        method: String(route.method),
        url: route.url,
        responses,
      });
    }
    return operations;
  })();
  return operationsPromise;
}

/**
 * Every route openapi.yaml gives the server, with its schemas, read through fastify-openapi-glue
 * exactly as the server reads them (an empty Fastify app records the routes it would get).
 */
export async function contractRouteOptions(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const probe = Fastify();
  probe.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await probe.register(fastifyOpenapiGlue, {
    specification: specFile,
    prefix: '/api',
    operationResolver: () => async () => ({}),
  });
  await probe.ready();
  await probe.close();
  return routes;
}

const ajv = createAjv({ coerceTypes: false });
const validators = new Map<object, ValidateFunction>();

/** Every (operationId, status) a test checked against the contract. */
export const reached = new Set<string>();

/**
 * Asserts that `response` is a documented answer of `operationId` with status `status`: the
 * status is in openapi.yaml, the body is JSON valid against its schema, 429 carries Retry-After.
 */
export async function expectContract(
  operationId: string,
  response: LightMyRequestResponse,
  status: number,
): Promise<unknown> {
  const operation = (await contractOperations()).get(operationId);
  if (!operation) throw new Error(`openapi.yaml has no operation ${operationId}`);
  expect(response.statusCode, `${operationId}: ${response.body.slice(0, 300)}`).toBe(status);
  const documented = operation.responses[String(status)];
  if (status === 204) {
    // No Content (the glue records no schema for it): nothing to validate but that there is nothing.
    expect(response.body).toBe('');
    reached.add(`${operationId} ${status}`);
    return undefined;
  }
  if (status === 303) {
    // A redirect (the sandbox's form): documented by its Location header, no body.
    expect(response.headers.location).toBeTruthy();
    reached.add(`${operationId} ${status}`);
    return undefined;
  }
  if (documented?.text) {
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(ajv.validate(documented.text, response.body), response.body).toBe(true);
    reached.add(`${operationId} ${status}`);
    return response.body;
  }
  const schema = documented?.schema;
  if (!schema) throw new Error(`${operationId} documents no JSON answer with status ${status}`);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as unknown;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  const valid = validate(body);
  expect(
    validate.errors ?? [],
    `${operationId} ${status} body ${response.body.slice(0, 300)}`,
  ).toEqual([]);
  expect(valid).toBe(true);
  if (status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  reached.add(`${operationId} ${status}`);
  return body;
}

/**
 * `<operationId> 503` of every operation whose 503 is the outage answer of openapi.yaml
 * (components/responses/Unavailable), read from the contract document.
 */
export function outageAnswers(document: object): string[] {
  type Operations = Record<string, { operationId?: string; responses?: Record<string, unknown> }>;
  const paths = (document as { paths?: Record<string, Operations> }).paths ?? {};
  return Object.values(paths).flatMap((item) =>
    Object.values(item)
      .filter((op) => {
        const answer = op.responses?.['503'] as { $ref?: string } | undefined;
        return answer?.$ref === '#/components/responses/Unavailable';
      })
      .map((op) => `${String(op.operationId)} 503`),
  );
}

/** A verified (or not) account made directly in the store; returns its credentials. */
export async function createUser(
  app: FastifyInstance,
  {
    verified = true,
    email,
    password = 'Secret#123',
    name = '測試用戶',
  }: {
    verified?: boolean;
    email?: string;
    password?: string;
    name?: string;
  } = {},
) {
  const address = email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const user = await app.store.users.create({
    name,
    email: address,
    passwordHash: await hashPassword(password),
    verifiedAt: verified ? new Date().toISOString() : null,
  });
  return { id: user.id, email: address, password, name };
}

/** Logs in through the API; returns the bearer token. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The outbox as GET /api/dev/mail returns it. */
export async function outbox(app: FastifyInstance) {
  // Mails go out in the background after the answer: wait for them, or a busy machine reads the
  // outbox before the mail a test looks for (or the one it checks was never sent) is in it.
  await app.folio.settled();
  const res = await app.inject({ url: '/api/dev/mail' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { to: string; subject: string; text: string; links: string[] }[] })
    .data;
}

/** The newest mail to `to`, and its first link parsed. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const mail = (await outbox(app)).find((m) => m.to === to);
  const link = mail?.links[0];
  if (!mail || !link) throw new Error(`no mail with a link to ${to}`);
  return { mail, link: new URL(link) };
}

/** Every row of every table and the stored files: equal snapshots mean nothing was written. */
export async function snapshot(app: FastifyInstance, dataDir: string): Promise<string> {
  const tables = [
    'users',
    'personal_access_tokens',
    'password_reset_tokens',
    'login_links',
    'events',
    'mail_outbox',
    'meta',
    'bookings',
    'mail_tasks',
    // The shop catalog (docs/adr/0030-shopping-catalog.md).
    'shops',
    'categories',
    'spec_types',
    'spec_values',
    'products',
    'product_spec_types',
    'product_spec_values',
    'variants',
    'product_images',
    // The sign-in (docs/adr/0033-sign-in-with-an-identity-provider.md).
    'user_identities',
    'signin_attempts',
    // The checkout (docs/adr/0031-checkout-payment-and-delivery.md).
    'carts',
    'cart_lines',
    'orders',
    'order_lines',
    'order_events',
    'payments',
    'sandbox_sessions',
    'delivery_carriers',
  ];
  const out: Record<string, unknown> = {};
  // Every table's first two columns are or begin its key.
  for (const table of tables) {
    out[table] = (
      await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.store.db)
    ).rows;
  }
  out.search = (
    testEngine === 'sqlite'
      ? await sql`SELECT count(*) AS n FROM events_search`.execute(app.store.db)
      : await sql`SELECT count(*) AS n FROM event_grams`.execute(app.store.db)
  ).rows;
  out.files = readdirSync(path.join(dataDir, 'storage/events')).sort();
  out.productFiles = readdirSync(path.join(dataDir, 'storage/products')).sort();
  return JSON.stringify(out);
}

/** A multipart body (what a browser's FormData sends). */
type Part = string | { filename: string; type: string; data: Buffer };
export function multipart(
  fields: Record<string, Part> | [string, Part][],
  boundary = '----folio-test-boundary',
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid event form (times as the contract writes them). */
export const eventFields = (overrides: Record<string, string> = {}) => ({
  name: '夏日音樂祭',
  description: '戶外音樂表演與市集',
  start_time: '2024-07-20 18:00:00',
  end_time: '2024-07-20 22:00:00',
  price: '1200',
  ...overrides,
});

/** An event form that lists first (it starts in 2999), named `name`. */
export const firstEventForm = (name: string) =>
  multipart(
    eventFields({ name, start_time: '2999-01-01 10:00:00', end_time: '2999-01-01 12:00:00' }),
  );

/** `token`'s member creates an event of `fields` through the API; answers its id. */
export async function postEvent(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string> = eventFields(),
): Promise<number> {
  const form = multipart(fields);
  const created = await app.inject({
    method: 'POST',
    url: '/api/events',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { data: { id: number } }).data.id;
}

/** A booking of member `userId` in the store, two days ahead at 10:00 Taipei; answers its id. */
export async function storeBooking(app: FastifyInstance, userId: number): Promise<number> {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const booked = await app.store.db
    .insertInto('bookings')
    .values({
      user_id: userId,
      starts_at: `${day}T02:00:00Z`,
      created_at: new Date().toISOString(),
      topic: '網站開發諮詢',
      note: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return booked.id;
}

/** A new verified member creates an event that lists first (firstEventForm) through the API. */
export async function createFirstEvent(app: FastifyInstance, name: string) {
  const user = await createUser(app);
  const token = await login(app, user.email, user.password);
  const form = firstEventForm(name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  return { res, user, token };
}
