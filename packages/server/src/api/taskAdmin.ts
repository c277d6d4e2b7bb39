import { TASK_MESSAGES } from '@folio/rules';
import type { ManagedTaskRow } from '../store/taskAdmin.ts';
import type { ApiContext, OperationHandlers } from './context.ts';
import { taskResource } from './tasks.ts';

/**
 * The operator's view of the task runner (openapi.yaml `listManagedTasks`, `retryManagedTask`;
 * docs/adr/0017 "The operator's view"). Administrators only: api/index.ts puts every
 * `/manage/tasks` operation behind `requireTaskAdmin`.
 */

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * A task as the contract's ManagedTask at `now`. The wait runs from its due time (`run_at`: its
 * start, or its retry) to the first take (`started_at`), or to now while it waits past it; the run
 * from the first take to its end, or to now.
 */
function managedTask(row: ManagedTaskRow, now: number) {
  const started = row.started_at;
  const waitSeconds =
    started !== null
      ? seconds(started - row.run_at)
      : row.state === 'waiting' && now >= row.run_at
        ? seconds(now - row.run_at)
        : null;
  const end = row.finished_at === null ? now : Date.parse(row.finished_at);
  return {
    task: taskResource(row),
    member: { id: row.user_id, name: row.member_name, email: row.member_email },
    wait_seconds: waitSeconds,
    run_seconds: started === null ? null : seconds(end - started),
  };
}

export function taskAdminHandlers(context: ApiContext) {
  const { tasks } = context;
  return {
    async listManagedTasks(request) {
      const { state } = request.query;
      const [rows, counts] = await Promise.all([tasks.listAll(state), tasks.counts()]);
      const now = context.now();
      return { data: rows.map((row) => managedTask(row, now)), counts };
    },

    async retryManagedTask(request, reply) {
      const { id } = request.params;
      const now = context.now();
      if (!(await tasks.get(id))) return reply.code(404).send({ message: TASK_MESSAGES.notFound });
      if (!(await tasks.retry(id, now))) {
        return reply.code(409).send({ message: TASK_MESSAGES.retryNotFailed });
      }
      const [row] = (await tasks.listAll(undefined, 1, id)) as [ManagedTaskRow?];
      if (!row) return reply.code(404).send({ message: TASK_MESSAGES.notFound });
      return { message: TASK_MESSAGES.retried, data: managedTask(row, now) };
    },
  } satisfies Partial<OperationHandlers>;
}
