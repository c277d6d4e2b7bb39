import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorld, type MailWorld } from './bookingMail-helpers.ts';
import { secondServer, testEngine, type SecondServer } from './helpers.ts';

/**
 * The bookings' reminders with two processes on one PostgreSQL database (docs/adr/0017 "Mails,
 * reminder and links", ADR 0012): each process's runner takes a due reminder `FOR UPDATE SKIP
 * LOCKED` and mails it in the same transaction, so running both at once reminds each booking once.
 */
describe.skipIf(testEngine !== 'postgres')('two reminder runners on one database', () => {
  let w: MailWorld;
  let other: SecondServer;
  beforeAll(async () => {
    w = await mailWorld('2026-11-24T04:30:00Z');
    other = await secondServer(w.server, { now: () => w.clock.now });
  });
  afterAll(async () => {
    await other.close();
    await w.server.close();
  });

  it('sends each reminder once', async () => {
    // Three bookings the day after tomorrow (the member's limit), none due yet.
    const starts = ['10:00', '11:00', '12:00'];
    for (const start of starts) await w.book('2026-11-26', start, `提醒 ${start}`);
    w.clock.now = Date.parse('2026-11-25T05:00:00Z'); // all three within a day now
    const mine = w.server.app.bookingReminders;
    const theirs = other.app.bookingReminders;
    if (!mine || !theirs) throw new Error('no reminder runner');
    const counts = await Promise.all([mine.runDue(), theirs.runDue(), mine.runDue()]);
    const rest = (await mine.runDue()) + (await theirs.runDue());
    expect(counts.reduce((a, b) => a + b, 0) + rest).toBe(3);
    const reminders = (await w.mails()).filter((m) => m.subject.startsWith('預約提醒'));
    expect(reminders.map((m) => m.subject).sort()).toEqual(
      starts.map((s) => `預約提醒：提醒 ${s}`),
    );
  });
});
