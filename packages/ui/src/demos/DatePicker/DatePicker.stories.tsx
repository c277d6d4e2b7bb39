import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { today: '2024-05-20', onChange: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The date picker of `/calendar` (docs/requirements.md §2). A month grid (WAI-ARIA grid, one tab stop): ← → a day, ↑ ↓ a week, Home / End the start or end of the week, Page Up / Page Down a month (Shift: a year), Enter or Space selects; the buttons beside the month switch months. The selected date is shown in the header. `today` is a prop (the app passes the real date), so stories never depend on the clock.',
    ),
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected; today (20 May 2024) is marked. Clicking a day selects it. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('selected-date')).toHaveTextContent('尚未選擇');
    const grid = canvas.getByRole('grid', { name: '2024 年 5 月' });
    const today = within(grid).getByRole('button', { name: '2024 年 5 月 20 日（星期一），今天' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('tabindex', '0');

    await userEvent.click(within(grid).getByRole('button', { name: /^2024 年 5 月 3 日/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2024-05-03');
    await expect(canvas.getByTestId('selected-date')).toHaveTextContent(
      '2024 年 5 月 3 日（星期五）',
    );
    await expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('3');
  },
};

/** Keyboard: Tab into the grid, move with the arrows, Home, End and Page Down, select with Enter. */
export const Keyboard: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const focusedName = () =>
      (canvasElement.ownerDocument.activeElement as HTMLElement).getAttribute('aria-label');
    await userEvent.tab(); // 上個月
    await userEvent.tab(); // 下個月
    await userEvent.tab(); // the grid's one tab stop: today
    await expect(focusedName()).toBe('2024 年 5 月 20 日（星期一），今天');
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedName()).toBe('2024 年 5 月 21 日（星期二）');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedName()).toBe('2024 年 5 月 28 日（星期二）');
    await userEvent.keyboard('{End}');
    await expect(focusedName()).toBe('2024 年 6 月 1 日（星期六）');
    await expect(canvas.getByRole('grid', { name: '2024 年 6 月' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(focusedName()).toBe('2024 年 5 月 26 日（星期日）');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(focusedName()).toBe('2024 年 5 月 18 日（星期六）');
    await userEvent.keyboard('{PageDown}');
    await expect(focusedName()).toBe('2024 年 6 月 18 日（星期二）');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2024-06-18');
    await expect(canvas.getByTestId('selected-date')).toHaveTextContent(
      '2024 年 6 月 18 日（星期二）',
    );
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(focusedName()).toBe('2023 年 6 月 18 日（星期日）');
  },
};

/** The month buttons switch the month shown. */
export const MonthButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下個月' }));
    await expect(canvas.getByRole('grid', { name: '2024 年 6 月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上個月' }));
    await userEvent.click(canvas.getByRole('button', { name: '上個月' }));
    await expect(canvas.getByRole('grid', { name: '2024 年 4 月' })).toBeVisible();
    await expect(within(canvas.getByRole('grid')).getAllByRole('button')).toHaveLength(30);
  },
};

/** With a date already selected. */
export const Selected: Story = {
  args: { defaultValue: '2024-05-24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('selected-date')).toHaveTextContent(
      '2024 年 5 月 24 日（星期五）',
    );
    await expect(canvas.getByRole('gridcell', { selected: true })).toHaveTextContent('24');
  },
};

/** In the dark theme, with a date selected. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '2024-05-24' } };
