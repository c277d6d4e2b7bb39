// `pnpm bench:api`: the API's throughput and latency against docs/architecture.md §6, in one run.
//
// 1. Fills a temporary DATA_DIR with 100 000 events (BENCH_EVENTS).
// 2. Starts the server as shipped twice on that DATA_DIR (bench-server.ts: `node dist/main.js`
//    as `pnpm start` runs it, built first): as deployed, and with LIST_CACHE=off (every GET /events answered from the database); beside them a bare
//    node:http server answering the very JSON of GET /api/events?page=1. Loopback only.
// 3. autocannon (10 connections) against each target, interleaved in 5 rounds so that the load of
//    a shared machine hits every target alike: BENCH_SECONDS (default 10) per target in all.
// 4. One-request-at-a-time search latency on the uncached server (p95), for a few keywords.
// 5. Prints req/s, p50, p99 and the ratio to the bare server; checks the budgets: first-page
//    throughput ≥ 50 % of bare, search p95 ≤ 20 ms. Exit code 1 when a budget is missed.
// 6. Engines and processes (ADR 0012): GET /api/events?page=1 (list cache on, as deployed) on
//    SQLite and on PostgreSQL (a scratch cluster, scripts/pg-cluster.ts, filled with the same
//    events), by one process and by three (three server processes, a third of the connections
//    each, their req/s added), each as a ratio to the bare server measured in the same rounds; and the search
//    p95 on PostgreSQL (uncached), budget ≤ 20 ms, both with the keyword's count known to the
//    process and with a write of events before each request (the count made anew: db/postgres-lists.ts).
//    BENCH_PG=off leaves PostgreSQL out; BENCH_ENGINES_ONLY=1 stops after this step.
// 7. Login flood (ADR 0011): 20 connections posting logins with new e-mails for FLOOD_SECONDS to
//    a server whose rate limits let every one through to argon2 (bench-flood-server.ts), while
//    GET /storage/… and GET /api/events are timed one at a time: p95 of each ≤ 50 ms.
// 8. The storefront list (bench-storefront.ts): 10 000 products of 10 variants on SQLite and on
//    PostgreSQL, ten queries (pages, price sorts, shop, category, searches) one at a time: p95 of
//    each ≤ 20 ms.
// 9. Placing an order (bench-checkout.ts): 20 buyers at once on the seed's catalog, on SQLite and
//    on PostgreSQL, five rounds: the median round's p95 of POST /api/orders ≤ 50 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/database.ts';
import { searchColumns } from '../src/db/postgres.ts';
import type { DB } from '../src/db/tables.ts';
import { startCluster, type PgCluster } from './pg-cluster.ts';
import { get, HOST, median, percentile, startShipped, waitFor } from './bench-server.ts';
import { checkoutBench } from './bench-checkout.ts';
import { storefrontBench } from './bench-storefront.ts';
import { generateEvents, seedImage } from '../src/seed.ts';
import { createStore } from '../src/store/index.ts';
import { freePort } from '../test/processes.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const ROUNDS = 5;
const SEARCH = '音樂';
/** The last two are the longest keywords accepted: NFKC expands ﷺ to 18 letters (ADR 0011). */
const LATENCY_KEYWORDS = [
  '音樂',
  '台北',
  '市集',
  '夏日音樂祭',
  'design',
  'Tech Talk',
  'ﷺ'.repeat(5),
  'Tech Talk '.repeat(10).trim(),
];
const FLOOD_CONNECTIONS = 20;
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
let cluster: PgCluster | undefined;

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The server as shipped (bench-server.ts), stopped with the others. */
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const child = startShipped(env);
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'utf8');
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '${HOST}');
`;

async function cannon(url: string, seconds = SECONDS): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

/** Times GET `urls` one at a time, in turn, until `until()` says stop; p95 per URL. */
async function latencyWhile(urls: string[], until: () => boolean) {
  const times = urls.map(() => [] as number[]);
  while (!until()) {
    for (const [i, url] of urls.entries()) {
      const t0 = process.hrtime.bigint();
      const res = await get(url);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      times[i]?.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { count: list.length, p50: percentile(list, 50), p95: percentile(list, 95) };
  });
}

/** The login flood of ADR 0011, against its own server process; the p95 figures of each URL. */
async function floodCase(port: number) {
  const flood = `http://${HOST}:${port}`;
  await waitFor(`${flood}/api/ping`);
  const urls = [`${flood}/storage/events/seed-001.png`, `${flood}/api/events?page=1`];
  let stop = Date.now() + 3000;
  const idle = await latencyWhile(urls, () => Date.now() > stop);
  let done = false;
  // autocannon answers a thenable without finally: made a real promise first.
  const cannonRun = Promise.resolve(
    autocannon({
      url: `${flood}/api/login`,
      connections: FLOOD_CONNECTIONS,
      duration: FLOOD_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'flood-[<id>]@flood.test', password: 'Wrong#1234' }),
      idReplacement: true,
    }),
  ).finally(() => (done = true));
  await new Promise((r) => setTimeout(r, 1000)); // the flood at full strength first
  stop = Date.now() + (FLOOD_SECONDS - 2) * 1000;
  const during = await latencyWhile(urls, () => done || Date.now() > stop);
  const result = await cannonRun;
  return {
    urls: ['GET /storage/events/seed-001.png', 'GET /api/events?page=1'],
    idle,
    during,
    result,
  };
}

/** One request at a time: the latency a user sees, without queueing behind other requests. */
async function sequentialLatency(url: string, count = 200, before?: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    await before?.();
    const t0 = process.hrtime.bigint();
    const res = await get(url);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const total = (JSON.parse((await get(url)).body) as { meta: { total: number } }).meta.total;
  return {
    total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/** autocannon against one URL (one process) or several at once, the connections shared out. */
async function cannonAll(urls: string[], seconds: number) {
  const results = await Promise.all(
    urls.map((url) =>
      Promise.resolve(
        autocannon({
          url,
          connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
          duration: seconds,
        }),
      ),
    ),
  );
  for (const [i, r] of results.entries()) {
    if (r.errors || r.non2xx || r.timeouts) {
      throw new Error(
        `${urls[i]}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
      );
    }
  }
  return {
    rps: results.reduce((sum, r) => sum + r.requests.total, 0) / seconds,
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/**
 * Fills PostgreSQL with `insert` (the store's insertMany) without its per-row search trigger, then
 * builds what the trigger would have written (event_search, event_grams: db/migrations/postgres-only.ts) in two
 * set-based statements: about a minute instead of about 400 s for 100 000 events. A sample of
 * events is checked against the trigger's own function afterwards.
 */
async function pgFill(db: Kysely<DB>, insert: () => Promise<unknown>) {
  await sql`ALTER TABLE events DISABLE TRIGGER events_grams`.execute(db);
  try {
    await insert();
  } finally {
    await sql`ALTER TABLE events ENABLE TRIGGER events_grams`.execute(db);
  }
  await sql`
    INSERT INTO event_search (k, name, description)
    SELECT folio_sort_key(start_time, id), search_name, search_description FROM events
    ORDER BY 1`.execute(db);
  // Every distinct 1- and 2-character substring of either text (folio_short_grams), in key order.
  await sql`
    INSERT INTO event_grams (gram, k)
    SELECT DISTINCT substr(s.t, i, len.l), s.k
    FROM (
      SELECT k, name AS t FROM event_search UNION ALL SELECT k, description FROM event_search
    ) AS s,
    generate_series(1, char_length(s.t)) AS i,
    (VALUES (1), (2)) AS len(l)
    WHERE i + len.l - 1 <= char_length(s.t)
    ORDER BY 1, 2`.execute(db);
  // The grams of 500 events as the trigger makes them, against what the fill wrote for them.
  const check = await sql<{ expected: number; missing: number; written: number }>`
    WITH sample AS (
      SELECT folio_sort_key(start_time, id) AS k, search_name, search_description
      FROM events ORDER BY id LIMIT 500
    ),
    grams AS (
      SELECT sample.k, g.g FROM sample, LATERAL (
        SELECT folio_short_grams(sample.search_name) AS g
        UNION SELECT folio_short_grams(sample.search_description)
      ) AS g
    )
    SELECT (SELECT count(*) FROM grams) AS expected,
      (SELECT count(*) FROM grams
       WHERE NOT EXISTS (SELECT 1 FROM event_grams AS e WHERE e.gram = grams.g AND e.k = grams.k)
      ) AS missing,
      (SELECT count(*) FROM event_grams WHERE k IN (SELECT k FROM sample)) AS written`.execute(db);
  const c = check.rows[0];
  if (!c || c.missing !== 0 || c.written !== c.expected) {
    throw new Error(`the bulk fill's grams differ from the trigger's: ${JSON.stringify(c)}`);
  }
}

/**
 * SQLite and PostgreSQL, one and three processes, as ratios to the bare server in the same
 * rounds; the PostgreSQL search p95. True when PostgreSQL's first page (one process) is at least
 * 45 % of the bare server and the search p95 is within its budget.
 */
async function enginesCase(env: NodeJS.ProcessEnv, bare: string) {
  let t0 = Date.now();
  cluster = await startCluster();
  // The bulk fill's statements take minutes on a busy machine: opened without the requests' 5 s
  // statement limit (docs/operations.md "Settings"), which the servers below keep.
  const limit = process.env.PG_STATEMENT_TIMEOUT_MS;
  process.env.PG_STATEMENT_TIMEOUT_MS = '0';
  const database = await openDatabase({ dataDir, databaseUrl: cluster.url });
  if (limit === undefined) delete process.env.PG_STATEMENT_TIMEOUT_MS;
  else process.env.PG_STATEMENT_TIMEOUT_MS = limit;
  const store = createStore(database);
  const events = generateEvents(EVENTS, 99);
  events.forEach(
    (e, i) => (e.image_path = `events/seed-${String((i % 48) + 1).padStart(3, '0')}.png`),
  );
  await pgFill(database.db, () => store.events.insertMany(events));
  await store.meta.set('seeded_at', new Date().toISOString());
  await sql`VACUUM ANALYZE`.execute(database.db);
  await database.close();
  console.log(
    `\n› PostgreSQL: ${EVENTS.toLocaleString('en')} events in a scratch cluster (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const ports = await Promise.all(Array.from({ length: 6 }, freePort));
  const url = (port: number) => `http://${HOST}:${port}`;
  const [sqlite2, sqlite3, pgA, pgB, pgC, pgRaw] = ports.map(url) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const pgEnv = (port: number) => ({
    ...env,
    DATABASE_URL: cluster?.url,
    DATA_DIR: mkdtempSync(path.join(dataDir, 'pg-')), // removed with dataDir
    PORT: String(port),
  });
  // Two more SQLite processes on the same DATA_DIR (SQLite refuses WORKERS; several processes
  // still share one file), and four PostgreSQL processes with DATA_DIRs of their own.
  // The first PostgreSQL process seeds the shop catalog alone: on a loaded machine the others,
  // started with it, could wait longer than PG_LOCK_TIMEOUT_MS for its seed's lock.
  t0 = Date.now();
  startServer(pgEnv(ports[2] ?? 0));
  await waitFor(`${pgA}/api/ping`, 600);
  startServer({ ...env, PORT: String(ports[0]) });
  startServer({ ...env, PORT: String(ports[1]) });
  for (const port of ports.slice(3, 5)) startServer(pgEnv(port));
  startServer({ ...pgEnv(ports[5] ?? 0), LIST_CACHE: 'off' });
  await Promise.all(
    [sqlite2, sqlite3, pgA, pgB, pgC, pgRaw].map((u) => waitFor(`${u}/api/ping`, 600)),
  );
  console.log(`› servers up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const page = '/api/events?page=1';
  const sqlite1 = env.SQLITE_URL ?? '';
  const cases = [
    ['bare node:http, same JSON', [`${bare}/`]],
    ['SQLite, 1 process', [`${sqlite1}${page}`]],
    ['SQLite, 3 processes', [sqlite1, sqlite2, sqlite3].map((u) => `${u}${page}`)],
    ['PostgreSQL, 1 process', [`${pgA}${page}`]],
    ['PostgreSQL, 3 processes', [pgA, pgB, pgC].map((u) => `${u}${page}`)],
  ] as const;
  const perRound = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (const [, urls] of cases) await cannonAll([...urls], 1); // warm-up
  const runs = cases.map(() => [] as { rps: number; p99: number }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [c, [, urls]] of cases.entries())
      runs[c]?.push(await cannonAll([...urls], perRound));
  }
  const summary = runs.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p99: median(list.map((r) => r.p99)),
  }));
  const bareRps = summary[0]?.rps ?? 1;
  console.log(
    `\nGET ${page}, list cache on, ${CONNECTIONS} connections in all, ${ROUNDS} rounds × ${perRound} s, medians:`,
  );
  console.log('| engine, processes | req/s | p99 | vs bare |\n| --- | --- | --- | --- |');
  for (const [c, [name]] of cases.entries()) {
    const r = summary[c];
    console.log(
      `| ${name} | ${r?.rps.toFixed(0)} | ${r?.p99} ms | ${(((r?.rps ?? 0) / bareRps) * 100).toFixed(0)} % |`,
    );
  }
  console.log(
    '\nPostgreSQL search latency, uncached, one request at a time (200 requests each), the count known:',
  );
  console.log('| keyword | matches | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
  let worst = 0;
  for (const keyword of LATENCY_KEYWORDS) {
    const l = await sequentialLatency(`${pgRaw}/api/events?search=${encodeURIComponent(keyword)}`);
    worst = Math.max(worst, l.p95);
    console.log(
      `| ${keyword} | ${l.total} | ${l.p50.toFixed(2)} ms | ${l.p95.toFixed(2)} ms | ${l.p99.toFixed(2)} ms |`,
    );
  }
  // Each process keeps a keyword's count (db/postgres-lists.ts), so the figures above are of a
  // known count; here every request follows a write of events by another connection, as by
  // another process: one event renamed, its name taking and losing every keyword in turn, so the
  // version moves and each count changes. The process brings its count up to date from the
  // change log (migration 020) instead of counting every match again.
  const writer = await openDatabase({ dataDir, databaseUrl: cluster.url });
  const edited = await sql<{ id: number; name: string }>`
    SELECT id, name FROM events ORDER BY id LIMIT 1`.execute(writer.db);
  const { id: editedId, name: editedName } = edited.rows[0] ?? { id: 0, name: '' };
  let writes = 0;
  const write = () => {
    const name =
      writes++ % 2 ? editedName : `${editedName} ${LATENCY_KEYWORDS.slice(0, 6).join(' ')}`;
    return sql`UPDATE events SET name = ${name}, search_name = ${searchColumns({ name, description: '' }).search_name}
      WHERE id = ${editedId}`.execute(writer.db);
  };
  console.log('\nThe same, each request right after a write of events (an event renamed):');
  console.log('| keyword | matches | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
  for (const keyword of LATENCY_KEYWORDS) {
    const url = `${pgRaw}/api/events?search=${encodeURIComponent(keyword)}`;
    const l = await sequentialLatency(url, 200, write);
    worst = Math.max(worst, l.p95);
    console.log(
      `| ${keyword} | ${l.total} | ${l.p50.toFixed(2)} ms | ${l.p95.toFixed(2)} ms | ${l.p99.toFixed(2)} ms |`,
    );
  }
  // For comparison in the same run, the count made anew each time, as every first search after a
  // write was before the change log: a write of 101 events (more than the log follows: one reset
  // row) before each request, 100 requests of the frequent keywords. Outside the budget.
  let bulk = 0;
  const bulkWrite = () =>
    (bulk++ % 2
      ? sql`UPDATE events SET name = left(name, -2), search_name = left(search_name, -2)
          WHERE id <= 101`
      : sql`UPDATE events SET name = name || ' x', search_name = search_name || ' x'
          WHERE id <= 101`
    ).execute(writer.db);
  console.log(
    '\nFor comparison, each request after a bulk write (101 events: the count made anew):',
  );
  console.log('| keyword | matches | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
  for (const keyword of ['市集', 'design', 'Tech Talk']) {
    const url = `${pgRaw}/api/events?search=${encodeURIComponent(keyword)}`;
    const l = await sequentialLatency(url, 100, bulkWrite);
    console.log(
      `| ${keyword} | ${l.total} | ${l.p50.toFixed(2)} ms | ${l.p95.toFixed(2)} ms | ${l.p99.toFixed(2)} ms |`,
    );
  }
  await writer.close();
  const ok = worst <= 20;
  const pgRatio = (summary[3]?.rps ?? 0) / bareRps;
  console.log(
    `${pgRatio >= 0.45 ? '✔' : '✘'} PostgreSQL GET ${page}, 1 process, ${(pgRatio * 100).toFixed(0)} % of bare (budget ≥ 45 %)`,
  );
  console.log(
    `${ok ? '✔' : '✘'} PostgreSQL search p95 ${worst.toFixed(2)} ms with ${EVENTS.toLocaleString('en')} events (budget ≤ 20 ms)`,
  );
  return ok && pgRatio >= 0.45;
}

try {
  process.on('SIGINT', () => {
    stopAll();
    cluster?.stop();
    process.exit(130);
  });
  let t0 = Date.now();
  const database = await openDatabase({ dataDir, databaseUrl: null });
  const store = createStore(database);
  const events = generateEvents(EVENTS, 99);
  events.forEach(
    (e, i) => (e.image_path = `events/seed-${String((i % 48) + 1).padStart(3, '0')}.png`),
  );
  await store.events.insertMany(events);
  await store.meta.set('seeded_at', new Date().toISOString()); // no first-start seed on top
  await database.close();
  mkdirSync(path.join(dataDir, 'storage/events'), { recursive: true });
  for (let i = 0; i < 48; i++) {
    const file = `seed-${String(i + 1).padStart(3, '0')}.png`;
    writeFileSync(path.join(dataDir, 'storage/events', file), seedImage(i));
  }
  console.log(
    `› ${EVENTS.toLocaleString('en')} events in ${dataDir} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );

  // BENCH_API_PORT fixes the three ports (it, +1, +2); otherwise free ones.
  const fixed = Number(process.env.BENCH_API_PORT);
  const [apiPort, rawPort, barePort] = fixed
    ? [fixed, fixed + 1, fixed + 2]
    : [await freePort(), await freePort(), await freePort()];
  // The logs as shipped (LOG=info, no line per request): what `pnpm start` pays.
  const env = { HOST, DATA_DIR: dataDir };
  startServer({ ...env, PORT: String(apiPort) });
  startServer({ ...env, PORT: String(rawPort), LIST_CACHE: 'off' });
  const api = `http://${HOST}:${apiPort}`;
  const raw = `http://${HOST}:${rawPort}`;
  t0 = Date.now();
  await Promise.all([waitFor(`${api}/api/ping`, 600), waitFor(`${raw}/api/ping`, 600)]);
  console.log(`› servers up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const page = await get(`${api}/api/events?page=1`);
  const search = await get(`${api}/api/events?search=${encodeURIComponent(SEARCH)}`);
  const meta = (JSON.parse(page.body) as { meta: { total: number } }).meta;
  const found = (JSON.parse(search.body) as { meta: { total: number } }).meta;
  console.log(`› /api/events total ${meta.total}, search '${SEARCH}' total ${found.total}`);

  start(['-e', BARE_SERVER], { PORT: String(barePort), BODY: page.body });
  const bare = `http://${HOST}:${barePort}`;
  await waitFor(`${bare}/`);

  const q = `search=${encodeURIComponent(SEARCH)}`;
  const targets = [
    ['bare node:http, same JSON', `${bare}/`],
    ['GET /api/events?page=1', `${api}/api/events?page=1`],
    [`GET /api/events?search=${SEARCH}`, `${api}/api/events?${q}`],
    ['GET /api/events?page=1 (LIST_CACHE=off)', `${raw}/api/events?page=1`],
    [`GET /api/events?search=${SEARCH} (LIST_CACHE=off)`, `${raw}/api/events?${q}`],
  ] as const;
  const perRound = Math.max(1, Math.round(SECONDS / ROUNDS));
  console.log(
    `› autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${perRound} s per target, interleaved`,
  );
  for (const [, url] of targets) await cannon(url, 1); // warm-up
  const runs = targets.map(() => [] as Result[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [t, [, url]] of targets.entries()) runs[t]?.push(await cannon(url, perRound));
  }
  const summary = runs.map((list) => ({
    rps:
      list.reduce((sum, r) => sum + r.requests.total, 0) /
      list.reduce((sum, r) => sum + r.duration, 0),
    p50: median(list.map((r) => r.latency.p50)),
    p99: median(list.map((r) => r.latency.p99)),
  }));
  const latencies: [string, Awaited<ReturnType<typeof sequentialLatency>>][] = [];
  for (const keyword of LATENCY_KEYWORDS) {
    latencies.push([
      keyword,
      await sequentialLatency(`${raw}/api/events?search=${encodeURIComponent(keyword)}`),
    ]);
  }

  const bareRps = summary[0]?.rps ?? 1;
  const rows = summary.map((r, t) => [
    targets[t]?.[0] ?? '',
    r.rps.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    `${((r.rps / bareRps) * 100).toFixed(0)} %`,
  ]);
  const header = ['target', 'req/s', 'p50', 'p99', 'vs bare'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));

  console.log('\nSearch latency, uncached, one request at a time (200 requests each):');
  console.log('| keyword | matches | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- |');
  for (const [keyword, l] of latencies) {
    console.log(
      `| ${keyword} | ${l.total} | ${l.p50.toFixed(2)} ms | ${l.p95.toFixed(2)} ms | ${l.p99.toFixed(2)} ms |`,
    );
  }

  // Engines and processes (ADR 0012).
  let ok4 = true;
  if (!/^(0|off|false|no)$/i.test(process.env.BENCH_PG ?? '')) {
    ok4 = await enginesCase({ ...env, SQLITE_URL: api }, bare);
  }

  // BENCH_ENGINES_ONLY=1 stops after the engines (the PostgreSQL search and throughput goals).
  if (/^(1|on|true|yes)$/i.test(process.env.BENCH_ENGINES_ONLY ?? '')) {
    process.exitCode = ok4 ? 0 : 1;
  } else {
    // The flood case last, on a server of its own (its hashing must not disturb the figures above).
    stopAll();
    const floodPort = await freePort();
    start(['--import', 'tsx', path.join(here, 'bench-flood-server.ts')], {
      ...env,
      PORT: String(floodPort),
    });
    console.log(
      `\nLogin flood: ${FLOOD_CONNECTIONS} connections of POST /api/login with new e-mails for ${FLOOD_SECONDS} s, rate limits out of the way; one request at a time beside it:`,
    );
    const flood = await floodCase(floodPort);
    const codes = Object.entries(flood.result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${count} × ${code}`)
      .join(', ');
    console.log(
      `› flood: ${flood.result.requests.total} logins answered (${codes}), p50 ${flood.result.latency.p50} ms`,
    );
    console.log(
      '| target | idle p95 | under flood p50 | under flood p95 | samples |\n| --- | --- | --- | --- | --- |',
    );
    for (const [i, name] of flood.urls.entries()) {
      const idle = flood.idle[i];
      const during = flood.during[i];
      console.log(
        `| ${name} | ${idle?.p95.toFixed(2)} ms | ${during?.p50.toFixed(2)} ms | ${during?.p95.toFixed(2)} ms | ${during?.count} |`,
      );
    }
    const worstFlood = Math.max(...flood.during.map((d) => d.p95));
    const ok3 = worstFlood <= 50;

    const ratio = (summary[1]?.rps ?? 0) / bareRps;
    const worstP95 = Math.max(...latencies.map(([, l]) => l.p95));
    const ok1 = ratio >= 0.5;
    const ok2 = worstP95 <= 20;
    console.log(
      `\n${ok1 ? '✔' : '✘'} GET /events?page=1 throughput ${(ratio * 100).toFixed(0)} % of bare (budget ≥ 50 %)`,
    );
    console.log(
      `${ok2 ? '✔' : '✘'} search p95 ${worstP95.toFixed(2)} ms with ${EVENTS.toLocaleString('en')} events (budget ≤ 20 ms)`,
    );
    console.log(
      `${ok3 ? '✔' : '✘'} under a login flood, /storage and /api/events p95 ${worstFlood.toFixed(2)} ms (budget ≤ 50 ms)`,
    );
    // The storefront list (bench-storefront.ts): servers and a cluster of its own.
    stopAll();
    const ok5 = await storefrontBench();
    const ok6 = await checkoutBench();
    process.exitCode = ok1 && ok2 && ok3 && ok4 && ok5 && ok6 ? 0 : 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
  cluster?.stop();
}
