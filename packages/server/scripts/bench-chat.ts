// `pnpm bench:chat` (docs/architecture.md §6, docs/adr/0032-live-chat.md "Figures"): the goal
// "one process holds 2,000 open chat connections within 300 MB, delivering a message to the other
// side in p95 ≤ 100 ms", measured on the server as shipped: `node dist/main.js` built as `pnpm
// start` builds it (scripts/build.mjs; minus its wrapper), SQLite, a fresh DATA_DIR (its first
// start seeds), TRUST_PROXY=1 behind which every visitor and administrator has an address of
// their own (X-Forwarded-For), so the shipped per-address limits apply and none is reached.
//
// 2,000 visitors each start a conversation, ask for a person and keep its live channel open;
// 40 administrators take 50 conversations each, keep the inbox's channel open and five of their
// conversations' (240 more connections). Then messages go at a steady rate (open loop), one way
// or the other: an administrator to any visitor, a visitor to an administrator watching, each
// timed from just before its POST until the other side's open stream has it. The server's
// resident memory is read from /proc all along. This process is the clients (every stream and
// sender), apart from the server's, so the two share the 2 cores as a server and its visitors do.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_RECONNECT_MIN_MS } from '@folio/rules';
import { MALLOC_ENV } from '../src/imagePool.ts';
import type { MemorySample } from '../src/memoryReport.ts';
import { freePort } from '../test/processes.ts';
import { openStream, type SseEvent, type SseStream } from '../test/sse-client.ts';
import {
  cpuMs,
  load,
  makeAdministrators,
  PhaseMemory,
  percentile,
  pool,
  procMb,
  RssWatch,
  sleep,
  waitUp,
} from './bench-chat-lib.ts';

const env = process.env;
const VISITORS = Number(env.CHAT_VISITORS ?? 2000);
const AGENTS = Number(env.CHAT_AGENTS ?? 40);
/** Conversations each administrator has open (their streams). */
const WATCHED = Number(env.CHAT_WATCHED ?? 5);
const MESSAGES = Number(env.CHAT_MESSAGES ?? 1000);
/** Messages a second, sent on a clock whatever the answers (open loop). */
const RATE = Number(env.CHAT_RATE ?? 20);
/** Reconnects with Last-Event-ID: every n-th message's receiver, and a share of visitors at once. */
const DROP_EVERY = Number(env.CHAT_DROP_EVERY ?? 10);
const DROP_SHARE = Number(env.CHAT_DROP_SHARE ?? 0.1);
const MEMORY_GOAL_MB = 300;
const P95_GOAL_MS = 100;
const PASSWORD = 'Bench-chat-2026';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each client's own address (TRUST_PROXY=1): visitors 10.1.x.y, administrators 10.2.0.k. */
const visitorAddress = (n: number) => `10.1.${n >> 8}.${n & 255}`;
const agentAddress = (k: number) => `10.2.0.${k + 1}`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-chat-'));
const agentEmail = (k: number) => `agent${k}@bench.example`;
// The administrators exist before the server starts, as `pnpm admin:create` makes them.
await makeAdministrators(dir, AGENTS, agentEmail, PASSWORD);
// CHAT_PORT: the server's port (else a free one).
const port = Number(env.CHAT_PORT ?? 0) || (await freePort());
// CHAT_SERVER_FLAGS: node flags for the server only (e.g. `--cpu-prof`, not allowed in NODE_OPTIONS).
const flags = env.CHAT_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
// The server's own flags and malloc settings as `pnpm start` gives them (scripts/start.mjs);
// FOLIO_MEMORY_REPORT has it send its memory (src/memoryReport.ts) over the IPC channel.
// CHAT_NODE_FLAGS=0: without node-flags.json's (what the figures compare).
const shipped: string[] =
  env.CHAT_NODE_FLAGS === '0'
    ? []
    : (JSON.parse(readFileSync(path.join(serverDir, 'node-flags.json'), 'utf8')) as string[]);
// CHAT_TSX=1: the sources run by tsx, as before the build (what the figures compare).
const entry = env.CHAT_TSX === '1' ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];
if (env.CHAT_TSX !== '1') execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir });
const server = spawn(process.execPath, [...shipped, ...flags, ...entry], {
  cwd: serverDir,
  env: {
    // CHAT_MALLOC_ENV=0: without them (what the figures compare).
    ...(env.CHAT_MALLOC_ENV !== '0' && MALLOC_ENV),
    ...env,
    FOLIO_MEMORY_REPORT: '100',
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const pid = server.pid ?? 0;
const memory = new PhaseMemory();
let collected: ((sample: MemorySample) => void) | undefined;
server.on('message', (message: MemorySample) => {
  memory.add(message);
  if (message.type === 'memory-gc') collected?.(message);
});
/** The live heap after a full collection (CHAT_SERVER_FLAGS=--expose-gc), else undefined. */
const liveHeap = async () => {
  if (!flags.includes('--expose-gc')) return undefined;
  const sample = new Promise<MemorySample>((resolve) => (collected = resolve));
  server.send({ type: 'gc' });
  return (await sample).heapUsed / 2 ** 20;
};
const api = `http://127.0.0.1:${port}/api`;
const streams: SseStream[] = [];
let watch: RssWatch | undefined;
try {
  const started = performance.now();
  await waitUp(api, server);
  console.log(
    `› server up in ${((performance.now() - started) / 1000).toFixed(0)} s (first start)`,
  );
  await sleep(1000);
  const idle = procMb(pid, 'VmRSS');
  const idleRead = (watch = new RssWatch(
    pid,
    () => memory.latest,
    () => memory.phase,
  )).read();
  watch.start();
  memory.phase = 'set-up';

  const post = async (
    url: string,
    from: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: {
        ...headers,
        'x-forwarded-for': from,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };

  const agents = await Promise.all(
    Array.from({ length: AGENTS }, async (_, k) => {
      const login = await post(
        '/login',
        agentAddress(k),
        {},
        { email: agentEmail(k), password: PASSWORD },
      );
      return { authorization: `Bearer ${String(login.access_token)}` };
    }),
  );

  console.log(
    `› ${VISITORS} visitors start a conversation and ask for a person; ${AGENTS} administrators take them`,
  );
  const conversations: { id: number; token: Record<string, string> }[] = [];
  await pool(
    Array.from({ length: VISITORS }, (_, n) => n),
    16,
    async (n) => {
      const from = visitorAddress(n);
      const start = (await post('/chat/conversations', from, {})) as {
        data: { id: number };
        visitor_token: string;
      };
      const token = { 'x-chat-visitor': start.visitor_token };
      await post(`/chat/conversations/${start.data.id}/handoff`, from, token);
      const k = n % AGENTS;
      await post(`/chat/conversations/${start.data.id}/takeover`, agentAddress(k), agents[k] ?? {});
      conversations[n] = { id: start.data.id, token };
    },
  );
  await sleep(2000);
  const before = procMb(pid, 'VmRSS');
  const liveBefore = await liveHeap();
  memory.phase = 'opening';

  // A receiver is one side's live channel, across its reconnects (each with Last-Event-ID, the
  // last id it parsed): which message each waits for, and the ids it got (doubles).
  interface Receiver {
    url: string;
    headers: Record<string, string>;
    seen: Set<string>;
    lastId?: string;
    stream?: SseStream;
    /** Reconnecting now (a second drop waits for it to finish: one connection each). */
    rejoining?: boolean;
    /** Its connections so far (the current one's number). */
    connections: number;
  }
  const waiting = new Map<string, { receiver: Receiver; t0: number; on: number }>();
  const latencies: number[] = [];
  /**
   * Those that came on a later connection than the one open when sent (a resume's catch-up),
   * timed from that connection's request: kept apart from the live ones' p95.
   */
  const resumed: number[] = [];
  let doubles = 0;
  /** Came after a later id on the same channel (the stream's order is the ids'). */
  let disordered = 0;
  let reconnects = 0;
  const connect = async (receiver: Receiver) => {
    const { lastId } = receiver;
    const headers = {
      ...receiver.headers,
      ...(lastId !== undefined && { 'last-event-id': lastId }),
    };
    const connection = ++receiver.connections;
    const asked = performance.now();
    const stream = await openStream(receiver.url, headers, (event: SseEvent) => {
      if (event.event !== 'message' || event.id === undefined) return;
      if (receiver.seen.has(event.id)) doubles++;
      else if (Number(event.id) < Number(receiver.lastId ?? 0)) disordered++;
      receiver.seen.add(event.id);
      receiver.lastId = event.id;
      const clientId = (event.data as { client_id: string | null }).client_id;
      const wait = clientId ? waiting.get(clientId) : undefined;
      if (wait?.receiver === receiver) {
        const at = performance.now();
        if (wait.on === connection) latencies.push(at - wait.t0);
        else resumed.push(at - Math.max(wait.t0, asked));
        waiting.delete(clientId ?? '');
      }
    });
    receiver.stream = stream;
    streams.push(stream);
    await stream.next((e) => e.event === 'ready', 60_000);
    return receiver;
  };
  const opened = (url: string, from: string, headers: Record<string, string>) =>
    connect({
      url,
      headers: { ...headers, 'x-forwarded-for': from },
      seen: new Set(),
      connections: 0,
    });
  /** Drops a receiver's connection (what it had not parsed is gone) and opens it again. */
  const reconnect = async (receiver: Receiver, after = 0) => {
    if (receiver.rejoining) return;
    receiver.rejoining = true;
    receiver.stream?.close();
    reconnects++;
    await sleep(after);
    await connect(receiver).catch((error: unknown) => console.error(`reconnect: ${error}`));
    receiver.rejoining = false;
  };

  console.log(
    `› opening ${VISITORS} visitors' live channels and ${AGENTS * (WATCHED + 1)} administrators'`,
  );
  const visitorStreams: Receiver[] = [];
  await pool(conversations, 32, async ({ id, token }, n) => {
    visitorStreams[n] = await opened(
      `${api}/chat/conversations/${id}/events`,
      visitorAddress(n),
      token,
    );
  });
  const watched: { n: number; stream: Receiver }[] = [];
  await pool(
    Array.from({ length: AGENTS }, (_, k) => k),
    8,
    async (k) => {
      const headers = agents[k] ?? {};
      await opened(`${api}/chat/inbox/events`, agentAddress(k), headers);
      for (let w = 0; w < WATCHED; w++) {
        const n = k + w * AGENTS;
        const { id } = conversations[n] ?? { id: 0 };
        const url = `${api}/chat/conversations/${id}/events`;
        watched.push({ n, stream: await opened(url, agentAddress(k), headers) });
      }
    },
  );
  const open = streams.filter((s) => s.status === 200).length;
  const visitorsOpen = visitorStreams.filter((r) => r.stream?.status === 200).length;
  memory.phase = 'holding';
  await sleep(2000);
  const held = procMb(pid, 'VmRSS');
  const liveHeld = await liveHeap();
  memory.phase = 'messages';

  console.log(
    `› ${MESSAGES} messages at ${RATE} a second, alternately to a visitor and to an administrator`,
  );
  const loadDuring = load();
  const cpuBefore = cpuMs(pid);
  const clock = performance.now();
  const sends: Promise<void>[] = [];
  const rejoins: Promise<void>[] = [];
  let failed = 0;
  let late = 0;
  for (let m = 0; m < MESSAGES; m++) {
    const due = clock + (m * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    else if (wait < -50) late++;
    // To a visitor: the administrators in turn (each within its 20 a minute), any of theirs.
    const toVisitor = m % 2 === 0;
    const turn = m >> 1;
    const n = toVisitor
      ? (turn % AGENTS) + AGENTS * ((turn * 7919) % Math.floor(VISITORS / AGENTS))
      : (watched[turn % watched.length]?.n ?? 0);
    const conversation = conversations[n];
    const receiver = toVisitor
      ? (visitorStreams[n] ?? null)
      : (watched.find((w) => w.n === n)?.stream ?? null);
    if (!conversation || !receiver) continue;
    const clientId = `bench-${m}`;
    const t0 = performance.now();
    waiting.set(clientId, { receiver, t0, on: receiver.connections });
    // Every DROP_EVERY-th message's receiver drops just before it is sent and reconnects at once;
    // half-way, a wave: DROP_SHARE of the visitors' channels drop and reconnect together after
    // the browser's client's first wait, 0.5–1.5 s (@folio/api liveChannel.ts).
    if (DROP_EVERY > 0 && m % DROP_EVERY === DROP_EVERY - 1) rejoins.push(reconnect(receiver));
    if (m === MESSAGES >> 1)
      for (const r of visitorStreams.slice(0, Math.round(VISITORS * DROP_SHARE)))
        rejoins.push(reconnect(r, CHAT_RECONNECT_MIN_MS * (0.5 + Math.random())));
    const k = n % AGENTS;
    sends.push(
      post(
        `/chat/conversations/${conversation.id}/messages`,
        toVisitor ? agentAddress(k) : visitorAddress(n),
        toVisitor ? (agents[k] ?? {}) : conversation.token,
        { body: `第 ${m} 則訊息 https://example.com/p/${m}`, client_id: clientId },
      ).then(
        () => undefined,
        (error: unknown) => {
          failed++;
          waiting.delete(clientId);
          console.error(String(error));
        },
      ),
    );
  }
  await Promise.all([...sends, ...rejoins]);
  for (let t = 0; t < 100 && waiting.size > 0; t++) await sleep(100);
  const lost = waiting.size;
  const cpuPerMessage = (cpuMs(pid) - cpuBefore) / MESSAGES;
  const after = procMb(pid, 'VmRSS');
  watch.stop();
  const peak = watch.peak;
  const hwm = procMb(pid, 'VmHWM');

  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const perConnectionKb = ((held - before) * 1024) / Math.max(1, open);
  const mb = (n: number) => n.toFixed(0);
  console.log(
    `\n| what | measured | goal |\n| --- | --- | --- |\n` +
      `| open chat connections on one process | ${open} | 2000 |\n` +
      `| of which visitors' (administrators': inbox + conversations) | ${visitorsOpen} (${open - visitorsOpen}) | 2000 |\n` +
      `| server RSS: before the streams / holding them / after the messages | ${mb(before)} / ${mb(held)} / ${mb(after)} MB | ≤ ${MEMORY_GOAL_MB} MB |\n` +
      `| server RSS: idle after its first start / peak sampled (100 ms) after it / VmHWM of its life | ${mb(idle)} / ${mb(peak)} / ${mb(hwm)} MB | ≤ ${MEMORY_GOAL_MB} MB |\n` +
      `| memory per open connection: RSS / live V8 heap (after a full collection, --expose-gc) | ${perConnectionKb.toFixed(1)} / ${liveHeld === undefined || liveBefore === undefined ? '—' : (((liveHeld - liveBefore) * 1024) / Math.max(1, open)).toFixed(1)} KB | |\n` +
      `| server CPU per message (user + system, /proc) | ${cpuPerMessage.toFixed(2)} ms | |\n` +
      `| delivery to the other side on an open channel, p50 / p95 / max (${latencies.length} messages) | ${p50.toFixed(1)} / ${p95.toFixed(1)} / ${(latencies.at(-1) ?? NaN).toFixed(1)} ms | p95 ≤ ${P95_GOAL_MS} ms |\n` +
      `| messages lost / doubled / refused / sent late (> 50 ms) | ${lost} / ${doubles} / ${failed} / ${late} | 0 / 0 / 0 |\n` +
      `| reconnects with Last-Event-ID during the messages (every ${DROP_EVERY}th receiver; ${DROP_SHARE * 100} % of visitors at once) | ${reconnects} | |\n` +
      `| the others, came on a channel reconnected meanwhile: count, p50 / p95 from its request | ${resumed.length}, ${percentile(
        resumed.sort((a, b) => a - b),
        50,
      ).toFixed(1)} / ${percentile(resumed, 95).toFixed(1)} ms | |\n` +
      `| load average (1, 5, 15 min) during the messages / at the end | ${loadDuring} / ${load()} | |`,
  );
  console.log(`\n${memory.table()}`);
  console.log(`\nidle: ${idleRead}\nat the peak ${watch.atPeak}\nat the end: ${watch.read()}`);
  // Each goal's verdict apart: on a saturated machine delivery's may fail while the rest hold.
  const verdicts: [boolean, string][] = [
    [visitorsOpen === VISITORS, `${visitorsOpen} of ${VISITORS} visitors' channels open`],
    [peak <= MEMORY_GOAL_MB, `RSS peak ${mb(peak)} MB (≤ ${MEMORY_GOAL_MB})`],
    [p95 <= P95_GOAL_MS, `delivery p95 ${p95.toFixed(1)} ms (≤ ${P95_GOAL_MS})`],
    [
      lost + doubles + disordered === 0,
      `${lost} lost, ${doubles} doubled, ${disordered} out of order; ${reconnects} reconnects`,
    ],
    [failed === 0, `${failed} refused`],
  ];
  for (const [pass, what] of verdicts) console.log(`${pass ? '✔' : '✘'} ${what}`);
  const ok = verdicts.every(([pass]) => pass);
  process.exitCode = ok ? 0 : 1;
} finally {
  watch?.stop();
  for (const stream of streams) stream.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  // Its image process may still be writing the seed's pictures for a moment.
  await sleep(1000);
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}
