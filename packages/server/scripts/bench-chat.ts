// `pnpm bench:chat` (docs/architecture.md §6, docs/adr/0032-live-chat.md): one server process
// (SQLite, as `pnpm start` runs) holds 2,000 open live channels of the chat, 1,000 conversations
// each watched by its visitor and by the administrator who took it over; then messages go one
// way or the other and each is timed from the moment it is sent until the other side's stream
// has it. Prints the server's resident memory and the delivery percentiles, with their goals.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN } from '@folio/rules';
import { openStream, type SseEvent, type SseStream } from '../test/sse-client.ts';

const CONVERSATIONS = Number(process.env.CHAT_CONVERSATIONS ?? 1000);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 500);
/** Messages in flight at once while timing delivery. */
const IN_FLIGHT = 10;
const MEMORY_GOAL_MB = 300;
const P95_GOAL_MS = 100;

const here = path.dirname(fileURLToPath(import.meta.url));

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

/** The resident memory of a process, in MB (Linux: /proc). */
const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-chat-'));
const port = await freePort();
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'bench-chat-server.ts')],
  {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const api = `http://127.0.0.1:${port}/api`;
const streams: SseStream[] = [];
try {
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${api}/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const post = async (url: string, headers: Record<string, string>, body?: unknown) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
  };
  const login = await post(
    '/login',
    {},
    { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  );
  const admin = { authorization: `Bearer ${String(login?.access_token)}` };

  console.log(`› ${CONVERSATIONS} conversations, handed over and taken over`);
  const conversations: { id: number; visitor: Record<string, string> }[] = [];
  await pool(
    Array.from({ length: CONVERSATIONS }, (_, n) => n),
    20,
    async () => {
      const started = (await post('/chat/conversations', {})) as {
        data: { id: number };
        visitor_token: string;
      };
      const visitor = { 'x-chat-visitor': started.visitor_token };
      await post(`/chat/conversations/${started.data.id}/handoff`, visitor);
      await post(`/chat/conversations/${started.data.id}/takeover`, admin);
      conversations.push({ id: started.data.id, visitor });
    },
  );
  const before = rssMb(server.pid ?? 0);

  console.log(`› opening ${CONVERSATIONS * 2} live channels`);
  const sides = new Map<number, { visitor: SseStream; agent: SseStream }>();
  await pool(conversations, 50, async ({ id, visitor }) => {
    const url = `${api}/chat/conversations/${id}/events`;
    const [v, a] = await Promise.all([openStream(url, visitor), openStream(url, admin)]);
    streams.push(v, a);
    await Promise.all([v.next((e) => e.event === 'ready'), a.next((e) => e.event === 'ready')]);
    sides.set(id, { visitor: v, agent: a });
  });
  const open = streams.filter((s) => s.status === 200).length;
  await new Promise((r) => setTimeout(r, 2000));
  const held = rssMb(server.pid ?? 0);

  console.log(`› timing ${MESSAGES} messages, ${IN_FLIGHT} at a time`);
  const latencies: number[] = [];
  await pool(
    Array.from({ length: MESSAGES }, (_, n) => n),
    IN_FLIGHT,
    async (n) => {
      const { id, visitor } = conversations[n % conversations.length] as (typeof conversations)[0];
      const side = sides.get(id);
      if (!side) return;
      const fromVisitor = n % 2 === 0;
      const clientId = `bench-${n}`;
      const receiver = fromVisitor ? side.agent : side.visitor;
      const arrived = receiver.next(
        (e: SseEvent) =>
          e.event === 'message' && (e.data as { client_id: string | null }).client_id === clientId,
        30_000,
      );
      const t0 = performance.now();
      await post(`/chat/conversations/${id}/messages`, fromVisitor ? visitor : admin, {
        body: `第 ${n} 則訊息`,
        client_id: clientId,
      });
      await arrived;
      latencies.push(performance.now() - t0);
    },
  );
  const after = rssMb(server.pid ?? 0);
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const peak = Math.max(held, after);
  console.log(
    `\n| what | measured | goal |\n| --- | --- | --- |\n` +
      `| open chat connections on one process | ${open} | 2000 |\n` +
      `| server RSS: before the streams / holding them / after the messages | ${before.toFixed(0)} / ${held.toFixed(0)} / ${after.toFixed(0)} MB | ≤ ${MEMORY_GOAL_MB} MB |\n` +
      `| delivery to the other side, p50 / p95 / max (${latencies.length} messages) | ${p50.toFixed(1)} / ${p95.toFixed(1)} / ${(latencies.at(-1) ?? NaN).toFixed(1)} ms | p95 ≤ ${P95_GOAL_MS} ms |`,
  );
  const ok = open === CONVERSATIONS * 2 && peak <= MEMORY_GOAL_MB && p95 <= P95_GOAL_MS;
  console.log(
    `${ok ? '✔' : '✘'} chat: ${open} connections, RSS ${peak.toFixed(0)} MB, delivery p95 ${p95.toFixed(1)} ms`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const stream of streams) stream.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
