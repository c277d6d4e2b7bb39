import type { Step } from './step.ts';

/**
 * The operator's view of the task runner (docs/adr/0017 "The operator's view"): when a runner first
 * took a task (Unix ms), so its wait (past its due time) and run times can be shown. Null until a
 * runner takes it, again null when an administrator retries it; tasks that ran before this
 * migration have none.
 */
export default {
  async up(db, d) {
    await db.schema.alterTable('mail_tasks').addColumn('started_at', d.int64).execute();
  },
} satisfies Step;
