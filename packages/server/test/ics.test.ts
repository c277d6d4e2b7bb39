import { describe, expect, it } from 'vitest';
import { bookingIcs, escapeText, foldLine } from '../src/ics.ts';
import { parseIcs } from './ics-parse.ts';

/** The hand-written `.ics` of a booking (src/ics.ts, RFC 5545): folding, CRLF, escaping, times. */

const event = {
  uid: 'booking-12-20261124031245@app.test',
  sequence: 0,
  method: 'REQUEST' as const,
  startsAt: new Date('2026-11-25T05:00:00Z'),
  stamp: new Date('2026-11-24T03:12:45Z'),
  summary: '網站, 開發; 諮詢 \\ 第二行\n結束',
  description: '時間：2026年11月25日（三） 13:00–14:00（台北時間）\n' + '很長的備註'.repeat(30),
  organizer: { name: 'Folio', email: 'no-reply@folio.localhost' },
  attendee: { name: '小明 "Ming"', email: 'ming@example.com' },
};

describe('the booking .ics', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets, never inside a UTF-8 character, with CRLF and a space', () => {
    const line = `SUMMARY:${'諮'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('reads back: one VEVENT in Asia/Taipei time with its VTIMEZONE, the topic as SUMMARY', () => {
    const ics = parseIcs(bookingIcs(event));
    expect(ics.calendar).toMatchObject({ VERSION: '2.0', METHOD: 'REQUEST' });
    expect(ics.timezones).toEqual(['Asia/Taipei']);
    expect(ics.event).toMatchObject({
      UID: event.uid,
      SEQUENCE: '0',
      DTSTAMP: '20261124T031245Z',
      DTSTART: '20261125T130000',
      DTEND: '20261125T140000',
      SUMMARY: event.summary,
      DESCRIPTION: event.description,
      STATUS: 'CONFIRMED',
    });
    expect(ics.eventKeys).toContain('DTSTART;TZID=Asia/Taipei');
    expect(ics.eventKeys).toContain('DTEND;TZID=Asia/Taipei');
    expect(ics.event.ATTENDEE).toBe('mailto:ming@example.com');
    expect(ics.eventKeys).toContain('ATTENDEE;CN="小明 Ming";ROLE=REQ-PARTICIPANT');
  });

  it('cancels with METHOD:CANCEL, the same UID and the SEQUENCE given', () => {
    const ics = parseIcs(bookingIcs({ ...event, method: 'CANCEL', sequence: 3 }));
    expect(ics.calendar.METHOD).toBe('CANCEL');
    expect(ics.event).toMatchObject({ UID: event.uid, SEQUENCE: '3', STATUS: 'CANCELLED' });
  });

  it('writes the last slot of the day ending at 17:00 Taipei', () => {
    const ics = parseIcs(bookingIcs({ ...event, startsAt: new Date('2026-11-25T08:00:00Z') }));
    expect(ics.event).toMatchObject({ DTSTART: '20261125T160000', DTEND: '20261125T170000' });
  });
});
