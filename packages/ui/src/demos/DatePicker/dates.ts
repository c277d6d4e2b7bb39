/**
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`) without time zones: every date is handled as a
 * UTC day, so results never depend on where or when the code runs. Weeks start on Sunday, as
 * calendars in Taiwan do.
 */

interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** Weekday names, Sunday first: the column headers and the long names. */
export const weekdayShort = ['日', '一', '二', '三', '四', '五', '六'] as const;
export const weekdayLong = weekdayShort.map((d) => `星期${d}`);

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `YYYY-MM-DD`; throws a RangeError on anything else, including 2024-02-30. */
export function parseIsoDate(iso: string): DateParts {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No such date: ${iso}`);
  }
  return { year, month, day };
}

/** Parses `YYYY-MM` into a year and a month from 1 to 12; throws a RangeError otherwise. */
export function parseYearMonth(value: string): { year: number; month: number } {
  const m = ISO_MONTH.exec(value);
  const year = Number(m?.[1]);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) throw new RangeError(`Not a YYYY-MM month: ${value}`);
  return { year, month };
}

export function toYearMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}`;
}

const toUtc = (iso: string) => {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day));
};

const fromUtc = (date: Date) =>
  toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Moves by whole months, keeping the day where possible (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return toIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** Moves a `YYYY-MM` month by whole months. */
export function addMonthsToYearMonth(value: string, months: number): string {
  const { year, month } = parseYearMonth(value);
  const index = year * 12 + (month - 1) + months;
  return toYearMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** The weeks of a month, Sunday first: each week has seven ISO dates or `null` outside the month. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = weekdayOf(toIsoDate({ year, month, day: 1 }));
  const total = daysInMonth(year, month);
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= total; day++) cells.push(toIsoDate({ year, month, day }));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** `2024-05-20` → `2024 年 5 月 20 日（星期一）`. */
export function formatLongDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${year} 年 ${month} 月 ${day} 日（${weekdayLong[weekdayOf(iso)]}）`;
}

/** `2024-05` → `2024 年 5 月`. */
export function formatYearMonth(value: string): string {
  const { year, month } = parseYearMonth(value);
  return `${year} 年 ${month} 月`;
}
