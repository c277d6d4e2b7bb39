import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, ChevronIcon } from '../../primitives';
import {
  addDays,
  addMonths,
  formatLongDate,
  formatYearMonth,
  monthWeeks,
  parseIsoDate,
  toYearMonth,
  weekdayOf,
} from './dates';
import {
  StyledDatePickerPage,
  StyledDay,
  StyledGrid,
  StyledMonthLabel,
  StyledMonthNav,
  StyledPicker,
  StyledPickerFooter,
  StyledPickerHeader,
  StyledPickerLabel,
  StyledPickerValue,
} from './DatePicker.styles';
import { StyledDemoTitle } from '../common/demoPage';
import { WeekdayHead } from './WeekdayHead';

interface DatePickerProps {
  /** Today's date, `YYYY-MM-DD`: marked in the grid and shown first. The app passes the real date; stories a fixed one. */
  today: string;
  /** The date selected at first, `YYYY-MM-DD`. @default none */
  defaultValue?: string;
  /** Called with the chosen date, `YYYY-MM-DD`. */
  onChange?: (date: string) => void;
  /** Page heading. @default '選擇日期' */
  title?: string;
}

/**
 * The date picker of `/calendar` (docs/requirements.md §2): a month grid following the WAI-ARIA date-picker grid.
 * The grid is one tab stop; ← → move a day, ↑ ↓ a week, Home and End to the start and end of the
 * week, Page Up and Page Down a month (with Shift a year); Enter or Space selects. The chosen date
 * is shown in the header. `today` is a prop so that the component never reads the clock.
 */
export function DatePicker({ today, defaultValue, onChange, title = '選擇日期' }: DatePickerProps) {
  const [selected, setSelected] = useState<string | undefined>(defaultValue);
  const [focused, setFocused] = useState<string>(defaultValue ?? today);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const id = useId();

  const { year, month } = parseIsoDate(focused);
  const weeks = monthWeeks(year, month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const select = (date: string) => {
    setSelected(date);
    setFocused(date);
    onChange?.(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = weekdayOf(focused);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(move());
  };

  const monthLabelId = `${id}-month`;

  return (
    <StyledDatePickerPage aria-labelledby={`${id}-title`} data-folio="date-picker">
      <StyledDemoTitle id={`${id}-title`}>{title}</StyledDemoTitle>
      <StyledPicker>
        <StyledPickerHeader>
          <StyledPickerLabel>已選擇的日期</StyledPickerLabel>
          <StyledPickerValue aria-live="polite" data-testid="selected-date">
            {selected ? formatLongDate(selected) : '尚未選擇'}
          </StyledPickerValue>
        </StyledPickerHeader>
        <StyledMonthNav>
          <IconButton label="上個月" onClick={() => setFocused(addMonths(focused, -1))}>
            <ChevronIcon direction="left" />
          </IconButton>
          <StyledMonthLabel id={monthLabelId} aria-live="polite">
            {formatYearMonth(toYearMonth(year, month))}
          </StyledMonthLabel>
          <IconButton label="下個月" onClick={() => setFocused(addMonths(focused, 1))}>
            <ChevronIcon />
          </IconButton>
        </StyledMonthNav>
        <StyledGrid role="grid" aria-labelledby={monthLabelId} ref={gridRef} onKeyDown={onKeyDown}>
          <WeekdayHead />
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, i) =>
                  date ? (
                    <td key={date} role="gridcell" aria-selected={date === selected}>
                      <StyledDay
                        type="button"
                        data-date={date}
                        tabIndex={date === focused ? 0 : -1}
                        $today={date === today}
                        $selected={date === selected}
                        aria-current={date === today ? 'date' : undefined}
                        aria-label={`${formatLongDate(date)}${date === today ? '，今天' : ''}`}
                        onClick={() => select(date)}
                      >
                        {parseIsoDate(date).day}
                      </StyledDay>
                    </td>
                  ) : (
                    <td key={`empty-${i}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledGrid>
        <StyledPickerFooter>
          方向鍵移動日期，Page Up／Page Down 切換月份，Enter 選擇。
        </StyledPickerFooter>
      </StyledPicker>
    </StyledDatePickerPage>
  );
}
