import { weekdayLong, weekdayShort } from './dates';

/**
 * The head of a month table (DatePicker, CalendarMonth): the weekdays, Sunday first, each column
 * header abbreviating its long name (星期日 …).
 */
export const WeekdayHead = () => (
  <thead>
    <tr>
      {weekdayShort.map((d, i) => (
        <th key={d} scope="col" abbr={weekdayLong[i]}>
          {d}
        </th>
      ))}
    </tr>
  </thead>
);
