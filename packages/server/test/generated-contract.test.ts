import { DEMO_ADMIN } from '@folio/rules';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  breakages,
  contractRoutes,
  request,
  valid,
  type Mutation,
  type Route,
  type Schema,
} from './contract-arbitraries.ts';
import { specFile } from '../src/paths.ts';
import { bearer, createUser, expectContract, login, multipart, snapshot } from './helpers.ts';
import { signedIn } from './accounts.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * Requests generated from openapi.yaml itself, for every operation it documents (fast-check; the
 * seed is fixed, FUZZ_SEED replays another, and a failure prints the seed and the path to replay
 * it). generated-input.test.ts throws odd text at the first fifteen operations; this file reads
 * each operation's parameters and body schema and sends:
 *
 * - positive data: values from the schema (its examples first, then its types and bounds), with
 *   a member's token, an administrator's or none; every answer is one the contract documents for
 *   the operation, with a body valid against it, never a 5xx;
 * - negative data: the same, with one thing broken (a required field left out, a field of the
 *   wrong type, a body that is not an object, a path id that is no id); every answer a
 *   documented 4xx in the contract's shape, and nothing written (every table and stored file
 *   compared before and after);
 * - stateful sequences: create → read → update chains of events with bad steps in between; what
 *   is read back is always what the good steps wrote.
 *
 * Bounded: RUNS cases per operation and kind on SQLite (the file takes well under 60 s), fewer on
 * PostgreSQL.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const POSTGRES = process.env.FOLIO_TEST_ENGINE === 'postgres';
const RUNS = POSTGRES ? 2 : 4;
/** Operations that answered a 2xx to positive data at least once (see the last test's log). */
const MIN_2XX = POSTGRES ? 20 : 30;

const server = serverForSuite({ seed: { events: 3, catalog: 'without pictures' } });
// Read before the tests are collected: one test per operation and kind, so a slow machine times
// out no single long test and a failure names its operation.
const routes: Route[] = await contractRoutes();
let address = 0;
const tokens = { member: '', admin: '' };

/** Tokens that work (a generated change-password or logout may have ended the last ones). */
async function freshTokens() {
  for (const role of ['member', 'admin'] as const) {
    const res = await server.app.inject({
      url: '/api/auth/check-token',
      headers: bearer(tokens[role]),
    });
    if (res.statusCode === 200) continue;
    if (role === 'admin') {
      tokens.admin = await login(server.app, DEMO_ADMIN.email, DEMO_ADMIN.password).catch(() => '');
      if (tokens.admin) continue;
    }
    tokens[role] = (await signedIn(server.app)).token;
  }
}

const auth = fc.constantFrom('member', 'admin', 'none');
/** Path ids that are no id: hexadecimal, exponent, words, negative, longer than any id. */
const badId = fc.constantFrom('0x1', '1e0', 'abc', '-1', '9'.repeat(30));

/** Sends one generated request; checks the contract, and that a refusal wrote nothing. */
async function send(route: Route, options: InjectOptions, broken: boolean) {
  const { app, dataDir } = server;
  await app.folio.settled();
  const before = await snapshot(app, dataDir);
  address += 1;
  const res = await app.inject({
    ...options,
    remoteAddress: `10.60.${address >> 8}.${address & 255}`,
  });
  const where = `${route.operationId} ${options.method} ${String(options.url)}: ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) {
    // Only the contract's legacy answer: the right password of an unverified account.
    expect(`${route.operationId} ${res.statusCode}`, where).toBe('login 500');
  }
  if (broken) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  await expectContract(route.operationId, res, res.statusCode);
  await app.folio.settled();
  if (res.statusCode >= 400) expect(await snapshot(app, dataDir), where).toBe(before);
  return res.statusCode;
}

const statuses = new Map<string, number[]>();

function cases(route: Route, broken: boolean) {
  // Path ids among the first few, which exist (seeded events, the catalog's products…).
  const ids: Schema = {
    ...route.params,
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(route.params.properties ?? {}).map(([name, p]) => [
        name,
        p.type === 'integer' ? { ...p, minimum: 1, maximum: 3 } : p,
      ]),
    ),
  };
  // An object schema gives an object (byType's 'object' case): the record types say so.
  const params = valid(ids) as fc.Arbitrary<Record<string, unknown>>;
  const query = valid({ ...route.query, type: 'object' }) as fc.Arbitrary<Record<string, unknown>>;
  const body = route.body ? valid(route.body.schema) : fc.constant(undefined);
  const mutations = route.body?.schema.properties
    ? breakages(route.body.schema, route.body.type === 'multipart/form-data')
    : [];
  const idNames = Object.keys(route.params.properties ?? {});
  // Without a body to break, a path id that is no id.
  const breakable = mutations.length > 0 || idNames.length > 0;
  const breaking = fc.oneof(
    ...(mutations.length ? [fc.constantFrom(...mutations)] : []),
    ...(idNames.length ? [fc.constant<Mutation>({ kind: 'bad id', apply: (b) => b })] : []),
    ...(broken && breakable ? [] : [fc.constant<Mutation>({ kind: 'none', apply: (b) => b })]),
  );
  return { params, query, body, breaking, breakable, idNames };
}

describe('requests generated from the contract', () => {
  it('cover every operation of openapi.yaml', () => {
    const ids = routes.map((r) => r.operationId);
    const documented = [...readFileSync(specFile, 'utf8').matchAll(/^\s+operationId: (\w+)$/gm)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(documented.map((m) => m[1]).sort());
  });

  describe.each(['positive', 'negative'] as const)('%s data', (kind) => {
    it.each(routes.map((route) => [route.operationId, route] as const))('%s', async (_, route) => {
      const { params, query, body, breaking, breakable, idNames } = cases(
        route,
        kind === 'negative',
      );
      if (kind === 'negative' && !breakable) return;
      await fc.assert(
        fc.asyncProperty(
          params,
          query,
          body,
          breaking,
          badId,
          auth,
          async (p, q, b, mutation, bad, who) => {
            await freshTokens();
            // A live channel (text/event-stream) would answer forever: only refusals are sent.
            const role = route.stream ? 'none' : who;
            const headers = role === 'none' ? {} : bearer(tokens[role]);
            let sent: unknown = b;
            let ids = p;
            let broken = false;
            if (kind === 'negative') {
              if (mutation.kind === 'bad id') {
                ids = { ...p, [idNames[0] ?? '']: bad };
                broken = true;
              } else if (mutation.kind !== 'none') {
                // A body with properties to break is an object (valid() of an object schema).
                sent = mutation.apply((b ?? {}) as Record<string, unknown>);
                broken = true;
              }
            }
            const status = await send(route, request(route, ids, q, sent, headers), broken);
            const key = `${kind} ${route.operationId}`;
            statuses.set(key, [...(statuses.get(key) ?? []), status]);
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  });
});

describe('stateful sequences of events', () => {
  type Step =
    | { do: 'create'; name: string; price: number }
    | { do: 'update'; pick: number; name: string; price: number }
    | { do: 'read'; pick: number }
    | { do: 'bad create'; field: 'price' | 'start_time' | 'name' }
    | { do: 'bad update'; pick: number; how: 'stranger' | 'price' | 'no token' | 'no _method' };
  const name = fc.constantFrom('夏日音樂祭', '讀書會', 'Fuzz night', '市集 2');
  const pick = fc.nat(20);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      do: fc.constant('create' as const),
      name,
      price: fc.integer({ min: 0, max: 9999 }),
    }),
    fc.record({ do: fc.constant('update' as const), pick, name, price: fc.nat(9999) }),
    fc.record({ do: fc.constant('read' as const), pick }),
    fc.record({
      do: fc.constant('bad create' as const),
      field: fc.constantFrom('price' as const, 'start_time' as const, 'name' as const),
    }),
    fc.record({
      do: fc.constant('bad update' as const),
      pick,
      how: fc.constantFrom(
        'stranger' as const,
        'price' as const,
        'no token' as const,
        'no _method' as const,
      ),
    }),
  );
  const fields = (over: Record<string, string>) => ({
    name: '活動',
    description: '說明',
    start_time: '2999-01-01 10:00:00',
    end_time: '2999-01-01 12:00:00',
    price: '100',
    ...over,
  });
  const broken = { price: '-5', start_time: '明天', name: '' } as const;

  it('read back what the good steps wrote, whatever bad steps came between', async () => {
    const owner = await createUser(server.app);
    const stranger = await createUser(server.app);
    const mine = bearer(await login(server.app, owner.email, owner.password));
    const theirs = bearer(await login(server.app, stranger.email, stranger.password));
    const form = (url: string, parts: Record<string, string>, headers: Record<string, string>) => {
      const body = multipart(parts);
      return server.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 3, maxLength: POSTGRES ? 5 : 8 }),
        async (steps) => {
          /** What the good steps wrote: event id → name and price. */
          const model = new Map<number, { name: string; price: number }>();
          const idAt = (n: number) => [...model.keys()][n % Math.max(model.size, 1)];
          for (const s of steps) {
            const id = 'pick' in s ? idAt(s.pick) : undefined;
            if (s.do === 'create') {
              const res = await form(
                '/api/events',
                fields({ name: s.name, price: String(s.price) }),
                mine,
              );
              const body = (await expectContract('createEvent', res, 201)) as {
                data: { id: number };
              };
              model.set(body.data.id, { name: s.name, price: s.price });
            } else if (s.do === 'update' && id) {
              const res = await form(
                `/api/events/${id}?_method=PUT`,
                fields({ name: s.name, price: String(s.price) }),
                mine,
              );
              await expectContract('updateEvent', res, 200);
              model.set(id, { name: s.name, price: s.price });
            } else if (s.do === 'bad create') {
              const before = await snapshot(server.app, server.dataDir);
              const res = await form('/api/events', fields({ [s.field]: broken[s.field] }), mine);
              await expectContract('createEvent', res, 422);
              expect(await snapshot(server.app, server.dataDir)).toBe(before);
            } else if (s.do === 'bad update' && id) {
              const before = await snapshot(server.app, server.dataDir);
              const query = s.how === 'no _method' ? '' : '?_method=PUT';
              const headers = s.how === 'stranger' ? theirs : s.how === 'no token' ? {} : mine;
              const parts = fields({ name: '不該寫入', ...(s.how === 'price' && { price: '-1' }) });
              const res = await form(`/api/events/${id}${query}`, parts, headers);
              expect(res.statusCode).toBeGreaterThanOrEqual(400);
              await expectContract('updateEvent', res, res.statusCode);
              expect(await snapshot(server.app, server.dataDir)).toBe(before);
            }
            // Every step ends with the model read back, event by event.
            for (const [eventId, want] of model) {
              const res = await server.app.inject({ url: `/api/events/${eventId}` });
              const got = (await expectContract('getEvent', res, 200)) as {
                data: { name: string; price: number | string | null };
              };
              expect({ name: got.data.name, price: Number(got.data.price) }).toEqual(want);
            }
          }
        },
      ),
      { seed: SEED, numRuns: POSTGRES ? 3 : 8, endOnFailure: true },
    );
  });
});

describe('what the generated requests reached', () => {
  it('sent every operation positive data, and negative data to every one with inputs', () => {
    for (const route of routes) {
      expect(statuses.get(`positive ${route.operationId}`), route.operationId).toHaveLength(RUNS);
      const inputs = route.body?.schema.properties || route.params.properties;
      if (inputs) expect(statuses.get(`negative ${route.operationId}`)).toHaveLength(RUNS);
    }
  });

  it('positive data had a 2xx from many operations', () => {
    const ok = routes.filter((r) =>
      (statuses.get(`positive ${r.operationId}`) ?? []).some((s) => s < 300),
    );
    const missed = routes.filter((r) => !ok.includes(r)).map((r) => r.operationId);
    console.log(
      `positive data: a 2xx from ${ok.length} of ${routes.length} operations; none from ${missed.join(', ')}`,
    );
    expect(ok.length).toBeGreaterThanOrEqual(MIN_2XX);
  });
});
