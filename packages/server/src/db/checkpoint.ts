import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints off the request path (docs/adr/appendices/0031-orders-and-gateways.md
 * "What one order costs"). By default the connection whose commit fills the WAL past 1 000 pages
 * copies it into the database file and syncs it, in that commit: on the one writing connection of
 * the process that stopped the event loop, and every request with it, for 36 to 84 ms once every
 * hundred orders. Here that writer checkpoints only as a safety net (a WAL of `SAFETY_PAGES`, should
 * this thread stop), and a worker thread with a connection of its own runs a PASSIVE checkpoint
 * every `everyMs`: it copies what no reader still needs, never waits for the writer nor makes it
 * wait, and syncs the file outside the event loop. The durability of a commit does not change: it
 * is in the WAL, synced as `synchronous` says, before the checkpoint copies it (ADR 0012).
 */

/** The writer's own checkpoint, as a safety net: 10 000 pages (about 40 MB of WAL). */
export const SAFETY_PAGES = 10_000;

// The worker is a CommonJS script run from a string (no file to find beside the compiled
// server): better-sqlite3 resolved here, handed over as a path.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('wal_autocheckpoint = 0');
// The WAL starts over (instead of growing) only when a write begins with every frame copied:
// while the writer commits during a checkpoint, another copies what came meanwhile, fewer each
// time, until one finds nothing new.
const timer = setInterval(() => {
  try {
    for (let round = 0; round < 20; round++) {
      const [result] = db.pragma('wal_checkpoint(PASSIVE)');
      if (!result || result.busy || result.log === result.checkpointed) break;
    }
  } catch {
    // Busy (another process's checkpoint, a backup): the next turn tries again.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

/** Starts the checkpoints of the database `file` (in WAL mode); `stop` ends them. */
export function startCheckpoints(file: string, everyMs = 500): { stop(): Promise<void> } {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, everyMs, module: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  // It never keeps the process alive; a failed worker leaves the writer's safety net.
  worker.unref();
  worker.on('error', () => undefined);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.once('exit', done);
        worker.once('message', () => void worker.terminate().then(done, done));
        worker.postMessage('stop');
        // A worker that does not answer (busy in a long checkpoint) is ended.
        setTimeout(() => void worker.terminate().then(done, done), 2_000).unref();
      }),
  };
}
