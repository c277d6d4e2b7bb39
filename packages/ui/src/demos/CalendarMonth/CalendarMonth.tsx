import { useId, useMemo, useState } from 'react';
import { Button, IconButton, ChevronIcon } from '../../primitives';
import {
  addMonthsToYearMonth,
  formatYearMonth,
  monthWeeks,
  parseIsoDate,
  parseYearMonth,
} from '../DatePicker/dates';
import { generateEvents, type CalendarEvent } from './generateEvents';
import {
  StyledCalendarPage,
  StyledDayNumber,
  StyledEvent,
  StyledEventList,
  StyledEventTime,
  StyledHidden,
  StyledMonthTable,
  StyledSummary,
  StyledToolbar,
} from './CalendarMonth.styles';
import { StyledDemoTitle } from '../common/demoPage';
import { WeekdayHead } from '../DatePicker/WeekdayHead';

interface CalendarMonthProps {
  /** The month shown first, `YYYY-MM`. The app passes the current month; stories a fixed one. */
  month: string;
  /** Seed of the random events: the same seed always gives the same events. @default 42 */
  seed?: number;
  /** Today, `YYYY-MM-DD`, highlighted in the grid and the target of 今天. @default none */
  today?: string;
  /** Called with the month shown, `YYYY-MM`, after 上個月, 下個月 or 今天. */
  onMonthChange?: (month: string) => void;
  /** Page heading. @default '月曆' */
  title?: string;
  /**
   * The heading's level: 2 when the calendar shares a page whose h1 is another demo's (/calendar
   * under the date picker), so that the page keeps one h1. @default 1
   */
  headingLevel?: 1 | 2;
}

/**
 * A month-view calendar (docs/requirements.md §2 "Calendar"). The events come from
 * `generateEvents(seed, year, month)`, a seeded generator, so a month always shows the same events
 * for a seed. 上個月 and 下個月 move between months. Each day lists its events with their start time
 * (read by screen readers; shown from md up).
 */
export function CalendarMonth({
  month,
  seed = 42,
  today,
  onMonthChange,
  title = '月曆',
  headingLevel = 1,
}: CalendarMonthProps) {
  const [shown, setShown] = useState(month);
  const [fromProp, setFromProp] = useState(month);
  if (month !== fromProp) {
    // The parent chose another month: follow it.
    setFromProp(month);
    setShown(month);
  }
  const id = useId();
  const { year, month: m } = parseYearMonth(shown);
  const events = useMemo(() => generateEvents(seed, year, m), [seed, year, m]);
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const e of events) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    return map;
  }, [events]);

  const show = (next: string) => {
    setShown(next);
    onMonthChange?.(next);
  };
  const todayMonth = today?.slice(0, 7);

  return (
    <StyledCalendarPage aria-labelledby={`${id}-title`} data-folio="calendar-month">
      <StyledDemoTitle as={`h${headingLevel}`} id={`${id}-title`}>
        {title}
      </StyledDemoTitle>
      <StyledToolbar>
        <IconButton label="上個月" onClick={() => show(addMonthsToYearMonth(shown, -1))}>
          <ChevronIcon direction="left" />
        </IconButton>
        <IconButton label="下個月" onClick={() => show(addMonthsToYearMonth(shown, 1))}>
          <ChevronIcon />
        </IconButton>
        <h2 id={`${id}-month`} aria-live="polite">
          {formatYearMonth(shown)}
        </h2>
        {todayMonth && (
          <Button
            variant="outline"
            size="small"
            disabled={todayMonth === shown}
            onClick={() => show(todayMonth)}
          >
            今天
          </Button>
        )}
      </StyledToolbar>
      <StyledMonthTable aria-labelledby={`${id}-month`}>
        <WeekdayHead />
        <tbody>
          {monthWeeks(year, m).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <td key={`empty-${i}`} data-outside="" />;
                const day = parseIsoDate(date).day;
                const dayEvents = byDate.get(date) ?? [];
                return (
                  <td key={date} data-date={date}>
                    <StyledDayNumber $today={date === today} aria-hidden="true">
                      {day}
                    </StyledDayNumber>
                    <StyledHidden>
                      {m} 月 {day} 日{date === today ? '，今天' : ''}
                    </StyledHidden>
                    {dayEvents.length > 0 && (
                      <StyledEventList>
                        {dayEvents.map((e) => (
                          <StyledEvent
                            key={e.id}
                            $color={e.color}
                            title={`${e.start}–${e.end} ${e.title}`}
                          >
                            <StyledEventTime>{e.start}</StyledEventTime>
                            {e.title}
                          </StyledEvent>
                        ))}
                      </StyledEventList>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledMonthTable>
      <StyledSummary>本月共 {events.length} 個活動（示範用的隨機活動）。</StyledSummary>
    </StyledCalendarPage>
  );
}
