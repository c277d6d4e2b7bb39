import type { FastifyBaseLogger } from 'fastify';

/**
 * The loop every runner of due work shares (docs/adr/0017-booking-and-task-scheduler.md: the mail
 * tasks, the bookings' reminders and the checkout's jobs): every `tickMs` it takes the due items
 * one at a time (`takeOne` claims one, does its work and answers false when none was due) until
 * none is left or the runner stops. A failure is logged and waits for the next tick; what was
 * claimed and not finished is taken again when its lease runs out.
 */
export class DueLoop {
  private halted = false;
  private timer: NodeJS.Timeout | undefined;
  private loop: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly takeOne: () => Promise<boolean>,
    private readonly tickMs: number,
    private readonly log: FastifyBaseLogger,
    /** The log line of a failure, e.g. 'checkout job failed'. */
    private readonly failure: string,
  ) {}

  /** Whether `stop` was called (a long piece of work checks it between its steps). */
  get stopped(): boolean {
    return this.halted;
  }

  start() {
    this.schedule(0);
  }

  /** Stops the ticks, calls `wake` (to cut a wait short), then waits for the item in hand. */
  async stop(wake?: () => void) {
    this.halted = true;
    clearTimeout(this.timer);
    wake?.();
    await this.loop;
  }

  private schedule(ms: number) {
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.loop = this.runDue().finally(() => this.schedule(this.tickMs));
    }, ms);
  }

  /** Takes every item due now; answers how many (tests call it instead of waiting a tick). */
  async runDue(): Promise<number> {
    let ran = 0;
    try {
      for (;;) {
        if (this.halted) return ran;
        if (!(await this.takeOne())) return ran;
        ran += 1;
      }
    } catch (error) {
      this.log.error({ err: error }, this.failure);
      return ran;
    }
  }
}

/** A runner of due work: `takeOne` claims one item and does it (false when none was due). */
export abstract class DueRunner {
  protected readonly due: DueLoop;

  constructor(tickMs: number, log: FastifyBaseLogger, failure: string) {
    this.due = new DueLoop(() => this.takeOne(), tickMs, log, failure);
  }

  protected abstract takeOne(): Promise<boolean>;

  start() {
    this.due.start();
  }

  async stop() {
    await this.due.stop();
  }

  /** Takes every item due now; answers how many (tests call it instead of waiting a tick). */
  runDue(): Promise<number> {
    return this.due.runDue();
  }
}
