import { TASK_STATES, type TaskState } from '@folio/rules';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.ts';

/**
 * The operator's view of the task runner (docs/adr/0017 "The operator's view"): every member's
 * tasks with their member, the counts per state, and the retry of a failed task. Part of the task
 * store (tasks.ts).
 */

export type ManagedTaskRow = Selectable<DB['mail_tasks']> & {
  member_name: string;
  member_email: string;
};

export function taskAdminStore(db: Kysely<DB>) {
  return {
    /** The newest tasks of every member (of `state`, or the one `id`, when given), with their member. */
    listAll: (state: TaskState | undefined, limit = 50, id?: number): Promise<ManagedTaskRow[]> =>
      db
        .selectFrom('mail_tasks')
        .innerJoin('users', 'users.id', 'mail_tasks.user_id')
        .selectAll('mail_tasks')
        .select(['users.name as member_name', 'users.email as member_email'])
        .$if(state !== undefined, (query) => query.where('mail_tasks.state', '=', state ?? 'done'))
        .$if(id !== undefined, (query) => query.where('mail_tasks.id', '=', id ?? 0))
        .orderBy('mail_tasks.id', 'desc')
        .limit(limit)
        .execute(),

    /** How many tasks are in each state, every member's. */
    counts: async (): Promise<Record<TaskState, number>> => {
      const rows = await db
        .selectFrom('mail_tasks')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('state')
        .execute();
      const counts = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<
        TaskState,
        number
      >; // every state, filled below
      for (const row of rows) counts[row.state] = Number(row.n);
      return counts;
    },

    /**
     * A failed task waits again, due `now`, from its first unsent recipient (`sent` is kept). One
     * conditional UPDATE: of two retries at once one changes the row, the other finds it no longer
     * failed (false). A runner then claims it once, as any due task (tasks.ts `claim`).
     */
    retry: async (id: number, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('mail_tasks')
        .set({
          state: 'waiting',
          run_at: now,
          error: null,
          finished_at: null,
          claimed_by: null,
          lease_until: 0,
          started_at: null,
        })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
