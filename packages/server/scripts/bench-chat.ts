// `pnpm bench:chat` (docs/architecture.md §6, docs/adr/0032-live-chat.md "Figures"): the goal
// "one process holds 2,000 open chat connections within 300 MB, delivering a message to the other
// side in p95 ≤ 100 ms", measured on the server as shipped: `node --import tsx src/main.ts` (what
// `pnpm start`'s tsx runs, minus its wrapper process), SQLite, a fresh DATA_DIR (its first start
// seeds), TRUST_PROXY=1 behind which every visitor and administrator has an address of their own
// (X-Forwarded-For), so the shipped per-address limits apply and none is reached.
//
// 2,000 visitors each start a conversation, ask for a person and keep its live channel open;
// 40 administrators take 50 conversations each, keep the inbox's channel open and five of their
// conversations' (240 more connections). Then messages go at a steady rate (open loop), one way
// or the other: an administrator to any visitor, a visitor to an administrator watching, each
// timed from just before its POST until the other side's open stream has it. The server's
// resident memory is read from /proc all along. This process is the clients (every stream and
// sender), apart from the server's, so the two share the 2 cores as a server and its visitors do.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setAdministrator } from '../src/administrators.ts';
import { openDatabase } from '../src/database.ts';
import { createStore } from '../src/store/index.ts';
import { openStream, type SseEvent, type SseStream } from '../test/sse-client.ts';

const env = process.env;
const VISITORS = Number(env.CHAT_VISITORS ?? 2000);
const AGENTS = Number(env.CHAT_AGENTS ?? 40);
/** Conversations each administrator has open (their streams). */
const WATCHED = Number(env.CHAT_WATCHED ?? 5);
const MESSAGES = Number(env.CHAT_MESSAGES ?? 1000);
/** Messages a second, sent on a clock whatever the answers (open loop). */
const RATE = Number(env.CHAT_RATE ?? 20);
const MEMORY_GOAL_MB = 300;
const P95_GOAL_MS = 100;
const PASSWORD = 'Bench-chat-2026';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: its peak). */
const procMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  return Number(kb) / 1024;
};

/** The CPU time a process used so far, user and system, in ms (/proc/<pid>/stat). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
};

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T, n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const n = next++;
        await work(items[n] as T, n);
      }
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Each client's own address (TRUST_PROXY=1): visitors 10.1.x.y, administrators 10.2.0.k. */
const visitorAddress = (n: number) => `10.1.${n >> 8}.${n & 255}`;
const agentAddress = (k: number) => `10.2.0.${k + 1}`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-chat-'));
const agentEmail = (k: number) => `agent${k}@bench.example`;
{
  // The administrators exist before the server starts, as `pnpm admin:create` makes them.
  const database = await openDatabase({ dataDir: dir, databaseUrl: null });
  const store = createStore(database);
  for (let k = 0; k < AGENTS; k++)
    await setAdministrator(store, {
      email: agentEmail(k),
      name: `客服 ${k + 1}`,
      password: PASSWORD,
    });
  await database.close();
}
const port = await freePort();
// CHAT_SERVER_FLAGS: node flags for the server only (e.g. `--cpu-prof`, not allowed in NODE_OPTIONS).
const flags = env.CHAT_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: {
    ...env,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pid = server.pid ?? 0;
const api = `http://127.0.0.1:${port}/api`;
const streams: SseStream[] = [];
let sampler: NodeJS.Timeout | undefined;
try {
  const started = performance.now();
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${api}/ping`, {
      headers: { 'x-forwarded-for': `10.3.0.${tries % 250}` },
    })
      .then((r) => r.status > 0)
      .catch(() => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (tries > 3000) throw new Error('the server did not start in 10 minutes');
    await sleep(200);
  }
  console.log(
    `› server up in ${((performance.now() - started) / 1000).toFixed(0)} s (first start)`,
  );
  await sleep(1000);
  const idle = procMb(pid, 'VmRSS');
  let peak = idle;
  sampler = setInterval(() => (peak = Math.max(peak, procMb(pid, 'VmRSS'))), 100);

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

  // Arrivals: which stream waits for which message, and the ids each stream got (doubles).
  const waiting = new Map<string, { stream: SseStream | null; t0: number }>();
  const latencies: number[] = [];
  let doubles = 0;
  const opened = (url: string, from: string, headers: Record<string, string>) => {
    const seen = new Set<string>();
    let self: SseStream | null = null;
    return openStream(url, { ...headers, 'x-forwarded-for': from }, (event: SseEvent) => {
      if (event.event !== 'message' || event.id === undefined) return;
      if (seen.has(event.id)) doubles++;
      seen.add(event.id);
      const clientId = (event.data as { client_id: string | null }).client_id;
      const wait = clientId ? waiting.get(clientId) : undefined;
      if (wait && wait.stream === self) {
        latencies.push(performance.now() - wait.t0);
        waiting.delete(clientId ?? '');
      }
    }).then(async (stream) => {
      self = stream;
      streams.push(stream);
      await stream.next((e) => e.event === 'ready', 60_000);
      return stream;
    });
  };

  console.log(
    `› opening ${VISITORS} visitors' live channels and ${AGENTS * (WATCHED + 1)} administrators'`,
  );
  const visitorStreams: SseStream[] = [];
  await pool(conversations, 32, async ({ id, token }, n) => {
    visitorStreams[n] = await opened(
      `${api}/chat/conversations/${id}/events`,
      visitorAddress(n),
      token,
    );
  });
  const watched: { n: number; stream: SseStream }[] = [];
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
  const visitorsOpen = visitorStreams.filter((s) => s.status === 200).length;
  await sleep(2000);
  const held = procMb(pid, 'VmRSS');

  console.log(
    `› ${MESSAGES} messages at ${RATE} a second, alternately to a visitor and to an administrator`,
  );
  const loadDuring = load();
  const cpuBefore = cpuMs(pid);
  const clock = performance.now();
  const sends: Promise<void>[] = [];
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
    waiting.set(clientId, { stream: receiver, t0 });
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
  await Promise.all(sends);
  for (let t = 0; t < 100 && waiting.size > 0; t++) await sleep(100);
  const lost = waiting.size;
  const cpuPerMessage = (cpuMs(pid) - cpuBefore) / MESSAGES;
  const after = procMb(pid, 'VmRSS');
  clearInterval(sampler);
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
      `| memory per open connection | ${perConnectionKb.toFixed(1)} KB | |\n` +
      `| server CPU per message (user + system, /proc) | ${cpuPerMessage.toFixed(2)} ms | |\n` +
      `| delivery to the other side, p50 / p95 / max (${latencies.length} messages) | ${p50.toFixed(1)} / ${p95.toFixed(1)} / ${(latencies.at(-1) ?? NaN).toFixed(1)} ms | p95 ≤ ${P95_GOAL_MS} ms |\n` +
      `| messages lost / doubled / refused / sent late (> 50 ms) | ${lost} / ${doubles} / ${failed} / ${late} | 0 / 0 / 0 |\n` +
      `| load average (1, 5, 15 min) during the messages / at the end | ${loadDuring} / ${load()} | |`,
  );
  const ok =
    visitorsOpen === VISITORS &&
    peak <= MEMORY_GOAL_MB &&
    p95 <= P95_GOAL_MS &&
    lost === 0 &&
    doubles === 0 &&
    failed === 0;
  console.log(
    `${ok ? '✔' : '✘'} chat: ${open} connections, RSS peak ${mb(peak)} MB, delivery p95 ${p95.toFixed(1)} ms`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  clearInterval(sampler);
  for (const stream of streams) stream.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  // Its image process may still be writing the seed's pictures for a moment.
  await sleep(1000);
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}
