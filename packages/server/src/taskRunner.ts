import { randomUUID } from 'node:crypto';
import { MAILS_PER_MINUTE, TASK_MESSAGES, taskSenderNote } from '@folio/rules';
import type { FastifyBaseLogger } from 'fastify';
import { DueRunner } from './dueLoop.ts';
import { mailSafeText, type Mailer } from './mail.ts';
import type { MailInput } from './store/outbox.ts';
import type { TaskRow, TaskStore } from './store/tasks.ts';

/**
 * The task scheduler's runner (docs/adr/0017), one in every server process: it claims a due task
 * (store/tasks.ts `claim`), sends its mails one recipient at a time through the mail layer, counts
 * each one as it goes and ends the task `done`. At most `mailsPerMinute` mails a minute leave
 * one process (evenly spaced: one every 60 000 / mailsPerMinute ms), whatever the task.
 *
 * A crash leaves the task `running` with the progress counted so far; when its lease runs out
 * (at once on SQLite, which has one process) a runner takes it again and resumes at
 * `recipients[sent]`: no mail counted is sent again. With the outbox a mail and its count are
 * one transaction, so each recipient gets exactly one mail; by SMTP a crash between the server's
 * acceptance and the count can send that one mail twice (docs/adr/0017).
 */

export interface TaskRunnerOptions {
  /** How often an idle runner looks for due tasks (TASK_TICK_MS, default 1000). */
  tickMs: number;
  /** Mails a minute from this process (TASK_MAILS_PER_MINUTE, default MAILS_PER_MINUTE). */
  mailsPerMinute: number;
  /** How long a claim lasts without news from its runner (TASK_LEASE_MS, default 30 000). */
  leaseMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The runner's timing from the environment (tests and the e2e run speed it up). */
export function taskRunnerOptions(env: NodeJS.ProcessEnv = process.env): TaskRunnerOptions {
  return {
    tickMs: positive(env.TASK_TICK_MS, 1000),
    mailsPerMinute: positive(env.TASK_MAILS_PER_MINUTE, MAILS_PER_MINUTE),
    leaseMs: positive(env.TASK_LEASE_MS, 30_000),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail of a task to one recipient: who sent it (the member's name, unless it could pass for
 * a link, and address), then the member's subject and body, as text and HTML.
 */
function taskMail(
  task: Pick<TaskRow, 'subject' | 'content'>,
  to: string,
  sender: { name: string; email: string },
): MailInput {
  const note = taskSenderNote(mailSafeText(sender.name, '會員'), sender.email);
  const html = [note, ...task.content.split(/\r?\n/)]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return { to, subject: task.subject, text: `${note}\n\n${task.content}`, html, links: [] };
}

export class TaskRunner extends DueRunner {
  /** This runner's name in `claimed_by`. */
  readonly id = randomUUID();
  private nextSendAt = 0;
  private wake: (() => void) | undefined;

  constructor(
    private readonly tasks: TaskStore,
    private readonly mailer: Mailer,
    private readonly options: TaskRunnerOptions,
    private readonly log: FastifyBaseLogger,
    /** The clock of due times and leases (the server's `now`). */
    private readonly now: () => number = Date.now,
  ) {
    super(options.tickMs, log, 'task runner failed');
  }

  /** Stops after the current mail; a task in hand is given back for any runner to resume. */
  override async stop() {
    await this.due.stop(() => this.wake?.());
  }

  /** Claims one due task and sends its mails; false when none is due. */
  protected async takeOne(): Promise<boolean> {
    const task = await this.tasks.claim(this.id, this.now(), this.options.leaseMs);
    if (!task) return false;
    await this.run(task);
    return true;
  }

  private async run(task: TaskRow) {
    const recipients = JSON.parse(task.recipients) as string[]; // written by store/tasks.ts create
    this.log.info({ task: task.id, sent: task.sent, total: task.total }, 'task claimed');
    // The account exists while it has tasks (deleting it deletes them: 005_tasks).
    const sender = (await this.tasks.sender(task.user_id)) ?? { name: '會員', email: '' };
    for (let sent = task.sent; sent < task.total; sent++) {
      await this.pace();
      if (this.due.stopped) {
        await this.tasks.release(task.id, this.id);
        return;
      }
      const mail = taskMail(task, recipients[sent] ?? '', sender);
      const lease = { now: this.now(), leaseMs: this.options.leaseMs };
      let counted: boolean;
      try {
        if (this.mailer.kind === 'outbox') {
          counted = await this.tasks.recordSent(task.id, this.id, sent, lease, mail);
        } else {
          await this.mailer.send(mail);
          counted = await this.tasks.recordSent(task.id, this.id, sent, lease);
        }
      } catch (error) {
        this.log.error({ err: error, task: task.id }, 'task mail failed');
        await this.tasks.finish(task.id, this.id, {
          state: 'failed',
          error: TASK_MESSAGES.sendFailed,
          now: this.now(),
        });
        return;
      }
      // Cancelled, or (after a lease ran out) taken by another runner: this one stops here.
      if (!counted) return;
    }
    await this.tasks.finish(task.id, this.id, { state: 'done', now: this.now() });
  }

  /** Waits for this process's next mail slot (or for stop). */
  private async pace() {
    const interval = 60_000 / this.options.mailsPerMinute;
    const wait = this.nextSendAt - Date.now();
    if (wait > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
    this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + interval;
  }
}
