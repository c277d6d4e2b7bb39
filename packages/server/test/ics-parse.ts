/**
 * A strict reader of the `.ics` the server writes (RFC 5545), for the tests: every line ends with
 * CRLF and holds at most 75 octets, folded lines are unfolded, TEXT values unescaped. Answers the
 * properties of the VCALENDAR and of its one VEVENT, and each VTIMEZONE's TZID.
 */
export interface ParsedIcs {
  calendar: Record<string, string>;
  event: Record<string, string>;
  /** Property name with its parameters, e.g. `DTSTART;TZID=Asia/Taipei`, of the VEVENT. */
  eventKeys: string[];
  timezones: string[];
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('the last line has no CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break: ${line}`);
    if (Buffer.byteLength(line) > 75) throw new Error(`a line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const eventKeys: string[] = [];
  const timezones: string[] = [];
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (key === 'BEGIN') stack.push(value);
    else if (key === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes nothing open`);
    } else {
      const name = key.split(';')[0] ?? key;
      const where = stack.at(-1);
      if (where === 'VCALENDAR') calendar[name] = value;
      if (where === 'VEVENT') {
        event[name] = unescape(value);
        eventKeys.push(key);
      }
      if (where === 'VTIMEZONE' && name === 'TZID') timezones.push(value);
    }
  }
  if (stack.length > 0) throw new Error(`not closed: ${stack.join(', ')}`);
  return { calendar, event, eventKeys, timezones };
}
