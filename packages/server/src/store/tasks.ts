import { ACTIVE_TASK_STATES, MAX_ACTIVE_TASKS, type TaskState } from '@folio/rules';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Engine } from '../database.ts';
import type { DB } from '../db/tables.ts';
import type { RateLimitRule } from '../ratelimit.ts';
import { insertMail, type MailInput } from './outbox.ts';
import { taskAdminStore } from './taskAdmin.ts';
import { normalizeEmail } from './shared.ts';

/**
 * The data access of the task scheduler (docs/adr/0017): the API's reads and writes of
 * `mail_tasks` and the runner's claim, progress and end. Every write of the runner names the
 * runner that holds the task (`claimed_by`) and the state it expects, so a runner that lost its
 * claim (its lease ran out, the member cancelled) changes nothing.
 */

export type TaskRow = Selectable<DB['mail_tasks']>;

export interface NewTask {
  recipients: string[];
  subject: string;
  content: string;
  /** Asia/Taipei `YYYY-MM-DD HH:mm:ss`. */
  start_at: string;
  /** The same instant, Unix ms. */
  run_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ACTIVE = [...ACTIVE_TASK_STATES];

/** Why a task was not created: too many waiting or running, or the member's daily mails used. */
export type TaskRefusal =
  | { refused: 'active' }
  /** `retryAfterMs`: until enough of the counted mails leave the window. */
  | { refused: 'daily'; retryAfterMs: number };

export function createTaskStore(db: Kysely<DB>, engine: Engine) {
  return {
    ...taskAdminStore(db),
    /** The member's newest tasks first. */
    listOf: (userId: number, limit = 50) =>
      db
        .selectFrom('mail_tasks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    get: (id: number) =>
      db.selectFrom('mail_tasks').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Inserts a waiting task unless the member already has MAX_ACTIVE_TASKS waiting or running,
     * or its recipients would take the member's mails over `dailyMails` (the recipients of the
     * tasks created within its window; a task that ended early counts the mails it sent). The
     * counts and the insert are one transaction; on PostgreSQL the member's row is locked first,
     * so parallel requests of one member are counted one after the other (SQLite runs one write
     * transaction at a time).
     */
    create: (
      userId: number,
      task: NewTask,
      now: number,
      dailyMails: RateLimitRule,
    ): Promise<TaskRow | TaskRefusal> =>
      db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        }
        const { n } = await trx
          .selectFrom('mail_tasks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('state', 'in', ACTIVE)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_ACTIVE_TASKS) return { refused: 'active' } as const;
        // Waiting and running tasks count every recipient; ended ones the mails they sent.
        const recent = await trx
          .selectFrom('mail_tasks')
          .select(['created_at', 'state', 'sent', 'total'])
          .where('user_id', '=', userId)
          .where('created_at', '>', iso(now - dailyMails.windowMs))
          .orderBy('created_at')
          .execute();
        const mails = recent.map((row) => (ACTIVE.includes(row.state) ? row.total : row.sent));
        let used = mails.reduce((sum, m) => sum + m, 0);
        if (used + task.recipients.length > dailyMails.limit) {
          // The window frees the oldest tasks' mails first: wait until enough have left it.
          let at = now;
          for (const [i, row] of recent.entries()) {
            if (used + task.recipients.length <= dailyMails.limit) break;
            used -= mails[i] ?? 0;
            at = Date.parse(row.created_at) + dailyMails.windowMs;
          }
          return { refused: 'daily', retryAfterMs: Math.max(1000, at - now) } as const;
        }
        return trx
          .insertInto('mail_tasks')
          .values({
            user_id: userId,
            recipients: JSON.stringify(task.recipients),
            subject: task.subject,
            content: task.content,
            start_at: task.start_at,
            run_at: task.run_at,
            state: 'waiting',
            total: task.recipients.length,
            error: null,
            created_at: iso(now),
            finished_at: null,
            claimed_by: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }),

    /**
     * The addresses a member's tasks may mail, normalized (docs/adr/0011 decision 12): the
     * account's e-mail once verified, and every e-mail an identity provider linked to it vouched
     * for. Nobody else has proved an address to the site.
     */
    ownAddresses: async (userId: number): Promise<Set<string>> => {
      const user = await db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      const linked = await db
        .selectFrom('user_identities')
        .select('email')
        .where('user_id', '=', userId)
        .where('email_verified', '=', 1)
        .execute();
      const own = new Set<string>();
      if (user?.email_verified_at) own.add(normalizeEmail(user.email));
      for (const row of linked) if (row.email) own.add(normalizeEmail(row.email));
      return own;
    },

    /** Who sent a task, as its mails name the member. */
    sender: (userId: number) =>
      db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst(),

    /** Cancels a waiting or running task; false when it had already ended. */
    cancel: async (id: number, now: number) => {
      const result = await db
        .updateTable('mail_tasks')
        .set({ state: 'cancelled', finished_at: iso(now), claimed_by: null })
        .where('id', '=', id)
        .where('state', 'in', ACTIVE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Takes one due task for `runner` until `now + leaseMs`: a waiting one whose start has come,
     * or a running one whose runner's lease ran out (a crash: resumed from `sent`). PostgreSQL:
     * `FOR UPDATE SKIP LOCKED`, so two processes never take the same row; SQLite has one writer.
     */
    claim: async (runner: string, now: number, leaseMs: number): Promise<TaskRow | null> => {
      const due = (eb: ExpressionBuilder<DB, 'mail_tasks'>) =>
        eb.or([
          eb.and([eb('state', '=', 'waiting'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
        ]);
      const row = await db
        .updateTable('mail_tasks')
        .set((eb) => ({
          state: 'running',
          claimed_by: runner,
          lease_until: now + leaseMs,
          // The first take ends the wait (a resumed task keeps it: docs/adr/0017).
          started_at: eb.fn.coalesce('started_at', eb.val(now)),
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('mail_tasks')
            .select('id')
            .where(due)
            .orderBy('run_at')
            .orderBy('id')
            .limit(1)
            .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .where(due)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Counts mail number `sent + 1` of a task `runner` holds and renews its lease; with `mail`,
     * puts it in the outbox in the same transaction (so a mail is in the outbox exactly when it
     * is counted). False, and nothing written, when the runner no longer holds the task running.
     */
    recordSent: (
      id: number,
      runner: string,
      sent: number,
      lease: { now: number; leaseMs: number },
      mail?: MailInput,
    ): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('mail_tasks')
          .set({ sent: sent + 1, lease_until: lease.now + lease.leaseMs })
          .where('id', '=', id)
          .where('claimed_by', '=', runner)
          .where('state', '=', 'running')
          .where('sent', '=', sent)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        if (mail) await insertMail(trx, mail, iso(lease.now));
        return true;
      }),

    /** Ends a task `runner` holds: `done`, or `failed` with the reason shown to the member. */
    finish: async (
      id: number,
      runner: string,
      end: { state: Extract<TaskState, 'done' | 'failed'>; error?: string; now: number },
    ) => {
      await db
        .updateTable('mail_tasks')
        .set({
          state: end.state,
          error: end.error ?? null,
          finished_at: iso(end.now),
          claimed_by: null,
        })
        .where('id', '=', id)
        .where('claimed_by', '=', runner)
        .where('state', '=', 'running')
        .execute();
    },

    /** Gives a task back (the process is stopping): running, at once claimable by any runner. */
    release: async (id: number, runner: string) => {
      await db
        .updateTable('mail_tasks')
        .set({ claimed_by: null, lease_until: 0 })
        .where('id', '=', id)
        .where('claimed_by', '=', runner)
        .execute();
    },

    /**
     * SQLite at start: this is the only process, so a task still `running` was interrupted (a
     * crash) and may be taken again now rather than when its lease runs out.
     */
    expireLeases: async () => {
      await db
        .updateTable('mail_tasks')
        .set({ claimed_by: null, lease_until: 0 })
        .where('state', '=', 'running')
        .execute();
    },
  };
}

export type TaskStore = ReturnType<typeof createTaskStore>;
