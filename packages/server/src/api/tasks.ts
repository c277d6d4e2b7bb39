import { formatTaipeiTime, parseTaipeiTime, TASK_MESSAGES, taskErrors } from '@folio/rules';
import type { FastifyReply } from 'fastify';
import { normalizeEmail } from '../store/shared.ts';
import type { TaskRow } from '../store/tasks.ts';
import { ValidationFailure } from '../validation.ts';
import {
  authOf,
  TooManyRequests,
  type ApiContext,
  type OperationHandlers,
  type RequestOf,
} from './context.ts';

/**
 * The task scheduler's operations (openapi.yaml tag `tasks`, docs/adr/0017): a member's own mail
 * tasks; the runner (taskRunner.ts) sends them. The rules are @folio/rules' (tasks.ts), the same
 * the form checks.
 */

/** A task as the contract's MailTask. */
export const taskResource = (row: TaskRow) => ({
  id: row.id,
  recipients: JSON.parse(row.recipients) as string[], // written by store/tasks.ts create
  subject: row.subject,
  content: row.content,
  start_at: row.start_at,
  state: row.state,
  sent: row.sent,
  total: row.total,
  error: row.error,
  created_at: row.created_at,
  finished_at: row.finished_at,
});

export function taskHandlers(context: ApiContext) {
  const { tasks } = context;

  /** The task `id` of the member, or the 404 / 403 answer already sent (null). */
  const ownTask = async (request: RequestOf<'getTask' | 'cancelTask'>, reply: FastifyReply) => {
    const { user } = authOf(request);
    const { id } = request.params;
    const task = await tasks.get(id);
    if (!task) {
      await reply.code(404).send({ message: TASK_MESSAGES.notFound });
      return null;
    }
    if (task.user_id !== user.id) {
      await reply.code(403).send({ message: TASK_MESSAGES.notOwner });
      return null;
    }
    return task;
  };

  return {
    async listTasks(request) {
      const { user } = authOf(request);
      return { data: (await tasks.listOf(user.id)).map(taskResource) };
    },

    async createTask(request, reply) {
      const { user } = authOf(request);
      // The schema checked the shape (types, lengths, address format); the rest is the rules'.
      const body = request.body;
      const now = context.now();
      const errors = taskErrors(body, new Date(now));
      if (Object.keys(errors).length > 0) {
        throw new ValidationFailure(
          Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        );
      }
      // Only addresses the member proved to the site: it mails no stranger (docs/adr/0011
      // decision 12). After the rules, so a malformed list keeps its own message.
      const own = await tasks.ownAddresses(user.id);
      if (body.recipients.some((address) => !own.has(normalizeEmail(address.trim())))) {
        throw new ValidationFailure({ recipients: [TASK_MESSAGES.recipientNotOwn] });
      }
      const start = body.start_at ? parseTaipeiTime(body.start_at) : null;
      const runAt = Math.max(start?.getTime() ?? now, now);
      const created = await tasks.create(
        user.id,
        {
          recipients: body.recipients.map((address) => address.trim()),
          subject: body.subject,
          content: body.content,
          start_at: formatTaipeiTime(new Date(start?.getTime() ?? now)),
          run_at: runAt,
        },
        now,
        context.limits.taskMails,
      );
      if ('refused' in created) {
        if (created.refused === 'active') {
          return reply.code(409).send({ message: TASK_MESSAGES.limitReached });
        }
        throw new TooManyRequests(Math.ceil(created.retryAfterMs / 1000), TASK_MESSAGES.dailyLimit);
      }
      return reply.code(201).send({ message: TASK_MESSAGES.created, data: taskResource(created) });
    },

    async getTask(request, reply) {
      const task = await ownTask(request, reply);
      if (!task) return reply;
      return { data: taskResource(task) };
    },

    async cancelTask(request, reply) {
      const task = await ownTask(request, reply);
      if (!task) return reply;
      if (!(await tasks.cancel(task.id, context.now()))) {
        return reply.code(409).send({ message: TASK_MESSAGES.alreadyEnded });
      }
      const cancelled = await tasks.get(task.id);
      return { message: TASK_MESSAGES.cancelled, data: taskResource(cancelled ?? task) };
    },
  } satisfies Partial<OperationHandlers>;
}
