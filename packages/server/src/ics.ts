import { isSlotStart, slotAt, slotEnd } from '@folio/rules';

/**
 * A booking as an iCalendar object (RFC 5545, scheduled by iTIP, RFC 5546), written by hand: one
 * VEVENT, its times as Asia/Taipei wall clock (`TZID=Asia/Taipei` with a VTIMEZONE of a fixed
 * +08:00: Taiwan has kept no daylight time since 1979), lines ended by CRLF and folded at 75
 * octets, text values escaped (docs/adr/0017-booking-and-task-scheduler.md "Mails, reminder and
 * links"). No library: this is all a booking needs, and every rule of it is tested
 * (test/ics.test.ts).
 */

export interface IcsEvent {
  /** Stable for one booking across its mails: a reschedule or cancel updates the same event. */
  uid: string;
  /** Higher in each later mail of the booking (RFC 5546 §2.1.4). */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (a CN): quoted, without the characters a quoted value cannot hold. */
const param = (text: string) => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

/** One content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets, the next ones 74 after their leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The Taipei wall clock of a slot instant as a DATE-TIME without zone, `20261125T130000`. */
function taipeiLocal(instant: Date, plusHours = 0): string {
  const { date, start } = slotAt(instant);
  const hour = plusHours === 0 ? start : isSlotStart(start) ? slotEnd(start) : start;
  return `${date.replace(/-/g, '')}T${hour.replace(':', '')}00`;
}

export function bookingIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Folio//Booking//ZH-TW',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Taipei',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:CST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Asia/Taipei:${taipeiLocal(event.startsAt)}`,
    `DTEND;TZID=Asia/Taipei:${taipeiLocal(event.startsAt, 1)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
