import { mulberry32 } from '@folio/rules';
import { daysInMonth, toIsoDate } from '../DatePicker/dates';

export type CalendarEventColor = 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface CalendarEvent {
  /** Unique within a month: `YYYY-MM-n`. */
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`, 24-hour. */
  start: string;
  /** `HH:MM`, 24-hour, the same day. */
  end: string;
  color: CalendarEventColor;
}

/** The kinds of sample events (the calendar's random titles). */
export const eventTitles = [
  '會議',
  '假日',
  '特休',
  '出差',
  '活動',
  '生日',
  '研討會',
  '聚餐',
] as const;
const colors: CalendarEventColor[] = ['primary', 'info', 'success', 'warning', 'error'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Random sample events for one month (docs/requirements.md §2 "Calendar"), from a seeded
 * generator: the same `seed`, `year` and `month` (1 to 12) always give the same events, and each
 * month of a seed has its own. Between 6 and 12 events, each of one to three hours between 08:00
 * and 21:00, sorted by date and start time.
 */
export function generateEvents(seed: number, year: number, month: number): CalendarEvent[] {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1 to 12, got ${month}`);
  }
  if (!Number.isInteger(year) || !Number.isInteger(seed)) {
    throw new RangeError('seed and year must be integers');
  }
  const mixed = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(year * 12 + month, 0xc2b2ae35);
  const random = mulberry32(mixed);
  const pick = (n: number) => Math.floor(random() * n);

  const days = daysInMonth(year, month);
  const count = 6 + pick(7);
  const events = Array.from({ length: count }, () => {
    const day = 1 + pick(days);
    const startHour = 8 + pick(11);
    const hours = 1 + pick(3);
    return {
      title: eventTitles[pick(eventTitles.length)] ?? eventTitles[0],
      date: toIsoDate({ year, month, day }),
      start: `${pad(startHour)}:00`,
      end: `${pad(startHour + hours)}:00`,
      color: colors[pick(colors.length)] ?? 'primary',
    };
  });
  events.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  return events.map((e, i) => ({ id: `${year}-${pad(month)}-${i + 1}`, ...e }));
}
