import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { daySlots } from '@folio/rules';
import type { BookingActionResult, BookingSlot } from './BookingView/BookingView';

/** The booking stories' data and steps (stories only; never exported from the package). */

/** A fixed clock, so the stories (and their screenshots) never change: 10:20 in Taipei. */
export const NOW = new Date('2026-11-25T10:20:00+08:00');

/** A day's slots as the server would answer at NOW: the rules' past ones, those of `taken` taken. */
export const servedSlots = (date: string, taken: string[]): BookingSlot[] =>
  daySlots(date, NOW).map(({ start, end, open }) => ({
    start,
    end,
    status: !open ? 'past' : taken.includes(start) ? 'taken' : 'open',
  }));

/**
 * A booking view's day held in state, as the app holds it (in the URL): the `date`, its `slots`
 * as `slotsOf` answers them, and an `onDateChange` that reports the new day, then shows it.
 */
export function useHeldDate(
  initial: string,
  slotsOf: (date: string) => BookingSlot[],
  onDateChange: (next: string) => void,
) {
  const [date, setDate] = useState(initial);
  return {
    date,
    slots: slotsOf(date),
    onDateChange: (next: string) => {
      onDateChange(next);
      setDate(next);
    },
  };
}

/** An `onBook` / `onCancel` / `onReschedule` that succeeds. */
export const ok = () => fn(async (): Promise<BookingActionResult> => undefined);

/** Answers the confirmation titled `title` (a modal, outside the canvas) with its button `name`. */
export async function answer(title: string, name: string) {
  const dialog = await within(document.body).findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name }));
}
