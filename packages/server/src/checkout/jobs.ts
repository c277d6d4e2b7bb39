import { randomUUID } from 'node:crypto';
import { CART_IDLE_DAYS } from '@folio/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB, Engine } from '../db/tables.ts';
import { DueRunner } from '../dueLoop.ts';
import type { Store } from '../store/index.ts';
import { taskRunnerOptions, type TaskRunnerOptions } from '../taskRunner.ts';
import type { JobResult } from './sandboxNotify.ts';

/**
 * The checkout's scheduled work (docs/adr/0031-checkout-payment-and-delivery.md "Expiry"), beside
 * the mail tasks' runner and claimed the same way (ADR 0017): a due job is taken with a lease
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so two processes never take the same one; SQLite has
 * one writer), run, and deleted, or put back for a later try (the sandbox's payment notice,
 * sandboxNotify.ts); a runner that dies leaves it to be taken again when the lease runs out.
 * Each job's work is safe to run twice (an order's move is conditional, a notice idempotent, a
 * sweep a DELETE by age).
 *
 * The idle carts' sweep is one `cart_sweep` row for the whole database (013_cart_sweep), which
 * every process inserts at start unless it exists, due one `CART_SWEEP_EVERY_MS` later: whichever
 * runner claims it deletes the carts untouched for `CART_IDLE_DAYS` and puts it back a period on,
 * so one process sweeps each time however many run (its `attempt` counts the sweeps).
 */

type JobKind = 'order_expiry' | 'payment_notify' | 'cart_sweep';

/** How often the idle carts are swept (a cart goes between 30 and 31 days after its last change). */
export const CART_SWEEP_EVERY_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

interface Job {
  id: number;
  kind: JobKind;
  order_id: number | null;
  session_id: number | null;
  attempt: number;
}

function jobStore(db: Kysely<DB>, engine: Engine) {
  return {
    /** Takes one due job for `runner` until `now + leaseMs`. */
    async claim(runner: string, now: number, leaseMs: number): Promise<Job | null> {
      const due = (eb: ExpressionBuilder<DB, 'checkout_jobs'>) =>
        eb.and([eb('run_at', '<=', now), eb('lease_until', '<', now)]);
      const row = await db
        .updateTable('checkout_jobs')
        .set({ claimed_by: runner, lease_until: now + leaseMs })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('checkout_jobs')
            .select('id')
            .where(due)
            .orderBy('run_at')
            .orderBy('id')
            .limit(1)
            .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .where(due)
        .returning(['id', 'kind', 'order_id', 'session_id', 'attempt'])
        .executeTakeFirst();
      return row ?? null;
    },
    /** Inserts the sweep's row, due at `runAt`, unless a process did (its unique index). */
    async scheduleSweep(runAt: number) {
      await db
        .insertInto('checkout_jobs')
        .values({ kind: 'cart_sweep', order_id: null, run_at: runAt })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async finish(id: number) {
      await db.deleteFrom('checkout_jobs').where('id', '=', id).execute();
    },
    /** Puts the job back, due at `runAt`, its attempts counted. */
    async retry(id: number, runAt: number) {
      await db
        .updateTable('checkout_jobs')
        .set((eb) => ({
          run_at: runAt,
          attempt: eb('attempt', '+', 1),
          claimed_by: null,
          lease_until: 0,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

type JobStore = ReturnType<typeof jobStore>;

interface JobRunnerOptions {
  tickMs: number;
  leaseMs: number;
}

/** Runs the checkout's due jobs in this process, one at a time, every `tickMs` (dueLoop.ts). */
class JobRunner extends DueRunner {
  readonly id = randomUUID();

  constructor(
    private readonly jobs: JobStore,
    private readonly work: Record<JobKind, (job: Job) => Promise<JobResult>>,
    private readonly options: JobRunnerOptions,
    log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {
    super(options.tickMs, log, 'checkout job failed');
  }

  /** Claims one due job, runs it, then deletes it or puts it back; false when none is due. */
  protected async takeOne(): Promise<boolean> {
    const job = await this.jobs.claim(this.id, this.now(), this.options.leaseMs);
    if (!job) return false;
    const result = await this.work[job.kind](job);
    if (result) await this.jobs.retry(job.id, result.retryAt);
    else await this.jobs.finish(job.id);
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout's job runner, null when the server runs none (`taskRunner: false`). */
    checkoutJobs: JobRunner | null;
  }
}

/**
 * The runner of this server (none with `taskRunner: false`): it starts with the server and stops
 * when it closes; an order's expiry moves it `pending_payment` → `expired` and gives its stock
 * back only if that write moved it (a payment, a cancel or another runner first: nothing); a
 * sandbox session's notice is `notify` (sandboxNotify.ts); the sweep deletes the carts last
 * changed `CART_IDLE_DAYS` ago or more (their lines go with them).
 */
export function checkoutJobs(
  app: FastifyInstance,
  store: Store,
  now: () => number,
  options: Partial<TaskRunnerOptions> | false | undefined,
  notify: (sessionId: number, attempt: number) => Promise<JobResult>,
): void {
  if (options === false) {
    app.decorate('checkoutJobs', null);
    return;
  }
  const jobs = jobStore(store.db, store.engine);
  const runner = new JobRunner(
    jobs,
    {
      order_expiry: async (job) => {
        if (job.order_id === null) return undefined;
        await store.orders.move(job.order_id, ['pending_payment'], 'expired', {
          at: new Date(now()).toISOString(),
          release: true,
        });
        return undefined;
      },
      payment_notify: async (job) =>
        job.session_id === null ? undefined : notify(job.session_id, job.attempt),
      cart_sweep: async () => {
        const at = now();
        const swept = await store.carts.sweep(new Date(at - CART_IDLE_DAYS * DAY_MS).toISOString());
        if (swept > 0) app.log.info({ swept }, 'idle carts swept');
        return { retryAt: at + CART_SWEEP_EVERY_MS };
      },
    },
    {
      tickMs: options?.tickMs ?? taskRunnerOptions().tickMs,
      leaseMs: options?.leaseMs ?? taskRunnerOptions().leaseMs,
    },
    app.log,
    now,
  );
  app.decorate('checkoutJobs', runner);
  app.addHook('onReady', async () => {
    await jobs.scheduleSweep(now() + CART_SWEEP_EVERY_MS);
    runner.start();
  });
  app.addHook('preClose', async () => runner.stop());
}
