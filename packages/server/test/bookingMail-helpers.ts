import { expect } from 'vitest';
import { hashPassword, sha256Hex } from '../src/crypto.ts';
import { bearer, startServer, type TestServer } from './helpers.ts';
import { parseIcs } from './ics-parse.ts';

/** A server with a settable clock, a member and an owner (administrator), for the booking mails. */

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; content_type: string; content: string }[];
}

export interface MailWorld {
  server: TestServer;
  clock: { now: number };
  member: { id: number; email: string; token: string };
  owner: { email: string };
  book(date: string, start: string, topic?: string, note?: string): Promise<number>;
  mails(): Promise<OutboxMail[]>;
  /** The link token of the newest mail to the member about booking `id`. */
  linkOf(subjectStart: string): Promise<string>;
  rows(): Promise<unknown[]>;
  link(
    method: 'GET' | 'POST',
    token: string,
    action?: string,
    payload?: object,
  ): Promise<{ statusCode: number; json: () => unknown; body: string }>;
}

export async function mailWorld(
  startIso: string,
  options: { runner?: boolean } = {},
): Promise<MailWorld> {
  const clock = { now: Date.parse(startIso) };
  const server = await startServer({
    now: () => clock.now,
    // The tests run the reminders themselves (runDue): no tick in between.
    taskRunner: options.runner === false ? false : { tickMs: 3_600_000 },
  });
  const app = server.app;
  const tag = Math.random().toString(36).slice(2, 8);
  const memberEmail = `member-${tag}@example.com`;
  const user = await app.store.users.create({
    name: '預約會員',
    email: memberEmail,
    passwordHash: await hashPassword('Secret#123'),
    verifiedAt: new Date(clock.now).toISOString(),
  });
  const secret = `secret${tag}0123456789`;
  const token = `${await app.store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`;
  const ownerEmail = `owner-${tag}@example.com`;
  await app.store.users.setAdministrator({
    name: '站長',
    email: ownerEmail,
    passwordHash: await hashPassword('Owner#1234'),
  });
  const world: MailWorld = {
    server,
    clock,
    member: { id: user.id, email: memberEmail, token },
    owner: { email: ownerEmail },
    async book(date, start, topic = '網站開發諮詢', note) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { date, start, topic, ...(note === undefined ? {} : { note }) },
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { id: number } }).data.id;
    },
    async mails() {
      const res = await server.app.inject({ url: '/api/dev/mail' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: OutboxMail[] }).data;
    },
    async linkOf(subjectStart) {
      const mail = (await world.mails()).find(
        (m) => m.to === memberEmail && m.subject.startsWith(subjectStart),
      );
      const link = mail?.links[0];
      if (!link) throw new Error(`no mail "${subjectStart}" with a link`);
      return new URL(link).searchParams.get('link') ?? '';
    },
    rows: () => server.app.store.db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    link: (method, linkToken, action, payload) =>
      server.app.inject({
        method,
        url: `/api/booking-links/${encodeURIComponent(linkToken)}${action ? `/${action}` : ''}`,
        ...(payload ? { payload } : {}),
      }),
  };
  return world;
}

/** The one `.ics` of a mail, parsed. */
export function icsOf(mail: OutboxMail | undefined) {
  expect(mail?.attachments.map((a) => a.filename)).toEqual(['booking.ics']);
  const file = mail?.attachments[0];
  expect(file?.content_type).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  return parseIcs(file?.content ?? '');
}
