import v8 from 'node:v8';

/** One sample of the server's memory, in bytes (what `pnpm bench:chat` reads per phase). */
export interface MemorySample {
  /** `memory-gc`: taken right after a full collection the receiver asked for. */
  type: 'memory' | 'memory-gc';
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's young generation (its semi-spaces) as committed now. */
  newSpace: number;
  /** V8's old generation (old, code, large-object spaces) as committed now. */
  oldSpace: number;
}

function memorySample(): MemorySample {
  let newSpace = 0;
  let oldSpace = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space') newSpace += space.space_size;
    else oldSpace += space.space_size;
  }
  return { type: 'memory', ...process.memoryUsage(), newSpace, oldSpace };
}

/**
 * A measuring aid, off unless asked for: with FOLIO_MEMORY_REPORT=<ms> and an IPC channel to the
 * process that started the server (spawned with 'ipc', as the chat benchmark does), the server
 * sends that process a `MemorySample` every <ms> (docs/adr/0032-live-chat.md "Figures"). No
 * route and no file: nothing of it is reachable from the network.
 */
export function startMemoryReport(env: NodeJS.ProcessEnv = process.env): void {
  const ms = Number(env.FOLIO_MEMORY_REPORT ?? 0);
  const send = process.send?.bind(process);
  if (!(ms > 0) || !send) return;
  const timer = setInterval(() => send(memorySample()), ms);
  timer.unref();
  // `{ type: 'gc' }`: a full collection first, then a sample (the live heap, without garbage),
  // when the server runs with `--expose-gc` (a benchmark's flag, never `pnpm start`'s).
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'gc' || typeof globalThis.gc !== 'function') return;
    globalThis.gc();
    send({ ...memorySample(), type: 'memory-gc' });
  });
  // The channel must not hold the process open once the server stops.
  process.channel?.unref();
}
