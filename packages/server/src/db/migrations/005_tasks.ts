import { MAX_CONTENT_LENGTH, MAX_RECIPIENTS, MAX_SUBJECT_LENGTH, TASK_STATES } from '@folio/rules';
import { sql } from 'kysely';
import { memberRowsTable } from './definitions.ts';
import { between, oneOf } from './dialect.ts';
import type { Step } from './step.ts';

/** The task scheduler (docs/adr/0017-booking-and-task-scheduler.md), its limits the rules'. */
export default {
  async up(db, d) {
    await memberRowsTable(db, d, 'mail_tasks')
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) =>
        c.notNull().check(between(d.length('subject'), 1, MAX_SUBJECT_LENGTH)),
      )
      .addColumn('content', 'text', (c) =>
        c.notNull().check(between(d.length('content'), 1, MAX_CONTENT_LENGTH)),
      )
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('run_at', d.int64, (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', TASK_STATES)))
      .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) =>
        c.notNull().check(between(sql.ref('total'), 1, MAX_RECIPIENTS)),
      )
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', d.int64, (c) => c.notNull().defaultTo(0))
      .addCheckConstraint('mail_tasks_check', sql`sent BETWEEN 0 AND total`)
      .execute();
    await db.schema
      .createIndex('mail_tasks_user')
      .on('mail_tasks')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('mail_tasks_due')
      .on('mail_tasks')
      .columns(['state', 'run_at'])
      .execute();
  },
} satisfies Step;
