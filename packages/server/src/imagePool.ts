import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Picture } from './catalogPictures.ts';

/**
 * Image work (the decode check of an upload, the AVIF and WebP copies) runs in a process of its
 * own, the image process (imageWorker.ts), never in the server's
 * (docs/adr/0011-secure-defaults-and-limits.md, decision 13):
 *
 * - its own threads: sharp's work waits on libuv's thread pool, which in the server is shared by
 *   password hashing and by every /storage file read, and worker_threads share that pool too; a
 *   process has a pool of its own;
 * - its own memory: a 50 MP decode is native memory that glibc keeps after the job; the image
 *   process goes away after a minute without work and gives it all back;
 * - bounded: `concurrent` jobs at once, `queued` decode checks wait; beyond, ImagesBusy (429) at
 *   once. The copies of an image whose check was admitted always queue (at most one each).
 *
 * A job that takes over `timeoutMs` ends the process (every job in it fails); the next job starts
 * another.
 */

export type ImageJob =
  | { kind: 'check'; data: Uint8Array }
  | { kind: 'variants'; storageDir: string; imagePath: string }
  | { kind: 'picture'; picture: Picture };

export type ImageReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** Thrown when too many decode checks wait already: the server answers 429 (busy). */
export class ImagesBusy extends Error {
  constructor() {
    super('image work is saturated');
    this.name = 'ImagesBusy';
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Run from the compiled server (dist/, scripts/build-server.mjs) rather than by tsx. */
const compiled = import.meta.url.endsWith('.js');

/**
 * glibc's malloc settings of the server's processes (malloc-env.json; scripts/start.mjs gives them
 * to the server, this pool to its image process; docs/operations.md "Memory"): a fixed mmap
 * threshold, so that a large buffer freed (an argon2 hash's 19 MiB, a decoded image) goes back to
 * the system at once instead of raising the threshold and staying in a thread's arena, and at most
 * two arenas.
 */
export const MALLOC_ENV = JSON.parse(
  readFileSync(path.join(here, '..', 'malloc-env.json'), 'utf8'),
) as Record<string, string>;

export class ImagePool {
  private child: ChildProcess | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      concurrent?: number;
      queued?: number;
      timeoutMs?: number;
      idleMs?: number;
    } = {},
  ) {}

  /** The image process's id while it runs (benchmarks add its memory to the server's). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Runs `job` in the image process; a check may be refused with ImagesBusy (`admit`). */
  async run<T>(job: ImageJob): Promise<T> {
    const { concurrent = 1, queued = 16 } = this.options;
    if (this.running >= concurrent) {
      if (job.kind === 'check' && this.waiting.length >= queued) throw new ImagesBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return (await this.send(job)) as T;
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next waiter as is; else it is freed.
      if (next) next();
      else this.running -= 1;
      this.scheduleIdle();
    }
  }

  /**
   * Ends the image process now if it has no job (after the work of a start: the seed's pictures
   * and copies), so that its memory goes back at once rather than after idleMs.
   */
  release() {
    if (this.pending.size === 0 && this.running === 0) this.close();
  }

  /** Ends the image process now (jobs in it fail). */
  close() {
    this.stop(new Error('the image process was closed'));
  }

  private send(job: ImageJob): Promise<unknown> {
    const child = this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.stop(new Error('an image job took too long')),
        this.options.timeoutMs ?? 60_000,
      );
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, job });
    });
  }

  private spawn(): ChildProcess {
    clearTimeout(this.idleTimer);
    if (this.child) {
      this.child.ref();
      this.child.channel?.ref();
      return this.child;
    }
    // Beside this module: compiled (dist/imageWorker.js, `pnpm start`) or the source run by tsx,
    // resolved from this package (whatever the server's working directory).
    const child = fork(path.join(here, compiled ? 'imageWorker.js' : 'imageWorker.ts'), [], {
      cwd: path.resolve(here, '..'),
      execArgv: compiled ? [] : ['--import', 'tsx'],
      serialization: 'advanced',
      env: { ...MALLOC_ENV, ...process.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: ImageReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new Error(reply.error));
    });
    child.on('exit', () => {
      if (this.child === child) this.stop(new Error('the image process exited'));
    });
    this.child = child;
    return child;
  }

  /** Lets the server exit while the image process waits for work, and ends it after idleMs. */
  private scheduleIdle() {
    if (this.pending.size > 0 || this.running > 0 || !this.child) return;
    this.child.unref();
    this.child.channel?.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), this.options.idleMs ?? 60_000);
    this.idleTimer.unref();
  }

  private stop(reason: Error) {
    const child = this.child;
    this.child = undefined;
    clearTimeout(this.idleTimer);
    if (child && child.exitCode === null) child.kill('SIGKILL');
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
  }
}

/** The process's one image pool: every decode and every copy goes through it. */
export const imagePool = new ImagePool();
