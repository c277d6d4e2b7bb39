import { CalendarMonth, DatePicker, DemoFrame } from '@folio/ui';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * /calendar: the date picker demo (the page's h1), and the month view with its seeded sample events
 * under an h2.
 */
export default function DatePickerPage() {
  const now = new Date();
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return (
    <DemoFrame>
      <DatePicker today={today} />
      <CalendarMonth month={today.slice(0, 7)} today={today} headingLevel={2} />
    </DemoFrame>
  );
}
