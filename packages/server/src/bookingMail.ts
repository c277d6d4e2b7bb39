import { createHmac } from 'node:crypto';
import { BOOKING_LINK_PARAM, BOOKING_MAIL, routePaths } from '@folio/rules';
import type { Kysely } from 'kysely';
import type { ApiContext } from './api/context.ts';
import { safeEqual } from './crypto.ts';
import type { DB } from './db/tables.ts';
import { bookingIcs } from './ics.ts';
import { mailSafeText } from './mail.ts';
import type { BookingRow } from './store/bookings.ts';
import type { MailInput } from './store/outbox.ts';

/**
 * The booking's mails and links (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and
 * links"). A link token is `id.sequence.created.member.signature`: the HMAC (APP_KEY) of the
 * rest, so none can be made up; it names one booking as it was (a reschedule raises `sequence`, a
 * cancel deletes the row, and the booking's start ends it), so a used or stale link is void; the
 * creation second and the member keep a reused id (SQLite) from matching someone's later booking. The owner
 * is every administrator (role `admin`): the site's owner runs it.
 */

export type BookingMailKind = 'booked' | 'reminder' | 'rescheduled' | 'cancelled';

/** `2026-11-24T03:12:45Z` → `20261124031245`, and back. */
const compact = (instant: string) => instant.replace(/\D/g, '').slice(0, 14);
const expand = (digits: string) =>
  digits.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3T$4:$5:$6Z');

const sign = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(`booking-link|${text}`).digest('base64url');

/** The link token of the booking as it is now. */
export function bookingLinkToken(key: Buffer, booking: BookingRow): string {
  const body = `${booking.id}.${booking.sequence}.${compact(booking.created_at)}.${booking.user_id}`;
  return `${body}.${sign(key, body)}`;
}

/** A link token's match: the whole token and its five parts. */
type LinkTokenMatch = [string, string, string, string, string, string];

/** What a token names if the server signed it, else null (forged, altered, cut short). */
export function readBookingLinkToken(
  key: Buffer,
  token: string,
): { id: number; sequence: number; createdAt: string; userId: number } | null {
  const match = /^(\d{1,12})\.(\d{1,9})\.(\d{14})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  // Cast: the regular expression has five groups, all matched.
  const [, id, sequence, created, userId, signature] = match as unknown as LinkTokenMatch;
  if (!safeEqual(signature, sign(key, `${id}.${sequence}.${created}.${userId}`))) return null;
  return {
    id: Number(id),
    sequence: Number(sequence),
    createdAt: expand(created),
    userId: Number(userId),
  };
}

/** True when the row is the booking the token was made for, in the version it was made for. */
export const linkMatches = (
  row: BookingRow,
  link: { sequence: number; createdAt: string; userId: number },
): boolean =>
  row.sequence === link.sequence &&
  row.created_at === link.createdAt &&
  row.user_id === link.userId;

export interface Person {
  name: string;
  email: string;
}

export interface BookingMailSetup {
  appKey: Buffer;
  appUrl: string;
  /** The organizer in the `.ics` (MAIL_FROM's address). */
  from: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The UID of the booking's calendar event: the same in all of its mails. */
const uidOf = (booking: BookingRow, appUrl: string) =>
  `booking-${booking.id}-${compact(booking.created_at)}@${new URL(appUrl).hostname}`;

const SUBJECTS = {
  booked: BOOKING_MAIL.memberSubject,
  reminder: BOOKING_MAIL.reminderSubject,
  rescheduled: BOOKING_MAIL.rescheduledSubject,
  cancelled: BOOKING_MAIL.cancelledSubject,
} as const;

const LINES = {
  booked: BOOKING_MAIL.memberLine,
  reminder: BOOKING_MAIL.reminderLine,
  rescheduled: BOOKING_MAIL.rescheduledLine,
  cancelled: BOOKING_MAIL.cancelledLine,
} as const;

/**
 * The mails of one event of a booking: one to the member (with the reschedule and cancel links
 * while the booking stands) and one to each owner, each with the `.ics`. The owners' mails carry
 * no links: a link acts as the member.
 */
export function bookingMails(
  kind: BookingMailKind,
  booking: BookingRow,
  member: Person,
  owners: readonly Person[],
  setup: BookingMailSetup,
  now: Date,
): MailInput[] {
  const startsAt = new Date(booking.starts_at);
  const memberName = mailSafeText(member.name, '會員');
  const cancelled = kind === 'cancelled';
  const organizerEmail = /<([^>]+)>/.exec(setup.from)?.[1] ?? setup.from;
  const ics = bookingIcs({
    uid: uidOf(booking, setup.appUrl),
    // A cancel comes after the version it cancels (the row keeps the last one's sequence).
    sequence: booking.sequence + (cancelled ? 1 : 0),
    method: cancelled ? 'CANCEL' : 'REQUEST',
    startsAt,
    stamp: now,
    summary: booking.topic,
    description: [BOOKING_MAIL.when(startsAt), booking.note ?? ''].filter(Boolean).join('\n'),
    organizer: { name: 'Folio', email: organizerEmail },
    attendee: { name: memberName, email: member.email },
  });
  const attachment = {
    filename: 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: ics,
  };
  const facts = [
    BOOKING_MAIL.when(startsAt),
    BOOKING_MAIL.topic(booking.topic),
    ...(booking.note ? [BOOKING_MAIL.note(booking.note)] : []),
    ...(cancelled ? [] : [BOOKING_MAIL.calendar]),
  ];
  const token = bookingLinkToken(setup.appKey, booking);
  const page = `${setup.appUrl}${routePaths.booking}`;
  const links = cancelled
    ? []
    : [
        { label: BOOKING_MAIL.rescheduleAction, url: `${page}?${BOOKING_LINK_PARAM}=${token}` },
        {
          label: BOOKING_MAIL.cancelAction,
          url: `${page}?${BOOKING_LINK_PARAM}=${token}&action=cancel`,
        },
      ];
  const mail = (to: string, subject: string, lines: string[], withLinks: boolean): MailInput => {
    const shown = withLinks ? links : [];
    const text = [
      ...lines,
      ...(shown.length
        ? ['', BOOKING_MAIL.manage, ...shown.map((l) => `${l.label}：${l.url}`)]
        : []),
      '',
    ].join('\n');
    const html = [
      ...lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`),
      ...(shown.length ? [`<p>${escapeHtml(BOOKING_MAIL.manage)}</p>`] : []),
      ...shown.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    ].join('\n');
    return { to, subject, text, html, links: shown.map((l) => l.url), attachments: [attachment] };
  };
  const subject = SUBJECTS[kind](booking.topic);
  const memberMail = mail(
    member.email,
    subject,
    [`${memberName} 你好：`, '', LINES[kind], ...facts],
    true,
  );
  if (kind === 'reminder') return [memberMail];
  const ownerSubject = kind === 'booked' ? BOOKING_MAIL.ownerSubject(booking.topic) : subject;
  const ownerLine = kind === 'booked' ? BOOKING_MAIL.ownerLine(memberName) : LINES[kind];
  return [
    memberMail,
    ...owners
      .filter((owner) => owner.email !== member.email)
      .map((owner) =>
        mail(
          owner.email,
          ownerSubject,
          [ownerLine, `會員：${memberName}（${member.email}）`, ...facts],
          false,
        ),
      ),
  ];
}

/** The member of a booking and the site's owners (the administrators), for its mails. */
export async function bookingPeople(
  db: Kysely<DB>,
  userId: number,
): Promise<{ member: Person | undefined; owners: Person[] }> {
  const member = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const owners = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .execute();
  return { member, owners };
}

/** Sends the mails of `kind` for the booking after the answer (the outbox, SMTP or nowhere). */
export function mailBooking(
  context: Pick<ApiContext, 'background' | 'store' | 'config' | 'mailer' | 'now'>,
  kind: BookingMailKind,
  row: BookingRow,
): void {
  context.background(async () => {
    const { member, owners } = await bookingPeople(context.store.db, row.user_id);
    if (!member) return;
    const setup = {
      appKey: context.config.appKey,
      appUrl: context.config.appUrl,
      from: context.config.mailFrom,
    };
    for (const mail of bookingMails(kind, row, member, owners, setup, new Date(context.now())))
      await context.mailer.send(mail);
  });
}
