import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { bookingMails, bookingPeople, type BookingMailSetup } from './bookingMail.ts';
import type { ServerConfig } from './config.ts';
import { DueRunner } from './dueLoop.ts';
import type { Mailer } from './mail.ts';
import { bookingStore } from './store/bookings.ts';
import type { Store } from './store/index.ts';
import { insertMail } from './store/outbox.ts';
import { taskRunnerOptions, type TaskRunnerOptions } from './taskRunner.ts';

/**
 * The bookings' reminders (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and
 * links"), one runner in every process beside the mail tasks' runner: every `tickMs` it takes the
 * due reminders one by one (store/bookings.ts `claimReminder`: `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL) and mails each in the same transaction. With the outbox the mail is a row of that
 * transaction, so each booking is reminded exactly once whatever the processes; by SMTP a mail
 * the server refused gives the reminder back for the next tick. A cancelled booking is deleted,
 * so it is never reminded.
 */
class BookingReminders extends DueRunner {
  private readonly bookings: ReturnType<typeof bookingStore>;

  constructor(
    store: Store,
    private readonly mailer: Mailer,
    private readonly setup: BookingMailSetup,
    tickMs: number,
    log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {
    super(tickMs, log, 'booking reminder failed');
    this.bookings = bookingStore(store);
  }

  /** Claims and mails one due reminder; false when none is due. */
  protected async takeOne(): Promise<boolean> {
    const at = new Date(this.now());
    return this.bookings.claimReminder(at, async (trx, row) => {
      const { member } = await bookingPeople(trx, row.user_id);
      if (!member) return;
      for (const mail of bookingMails('reminder', row, member, [], this.setup, at)) {
        if (this.mailer.kind === 'outbox') await insertMail(trx, mail, at.toISOString());
        else await this.mailer.send(mail);
      }
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings' reminder runner, null when the server runs none (`taskRunner: false`). */
    bookingReminders: BookingReminders | null;
  }
}

/** The reminder runner of this server: it starts when the server is ready and stops at close. */
export function bookingReminders(
  app: FastifyInstance,
  { store, mailer, config }: { store: Store; mailer: Mailer; config: ServerConfig },
  now: () => number,
  options: Partial<TaskRunnerOptions> | false | undefined,
): void {
  if (options === false) {
    app.decorate('bookingReminders', null);
    return;
  }
  const runner = new BookingReminders(
    store,
    mailer,
    { appKey: config.appKey, appUrl: config.appUrl, from: config.mailFrom },
    options?.tickMs ?? taskRunnerOptions().tickMs,
    app.log,
    now,
  );
  app.decorate('bookingReminders', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}
