import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarMonth } from './CalendarMonth';
import { generateEvents } from './generateEvents';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/CalendarMonth',
  component: CalendarMonth,
  tags: ['autodocs'],
  args: { month: '2024-05', today: '2024-05-20', seed: 42, onMonthChange: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The month-view calendar of docs/requirements.md §2 with randomly generated events. The events come from the pure `generateEvents(seed, year, month)` (a seeded mulberry32 generator, unit-tested), so the same seed always shows the same month — stories and screenshots stay stable. The `month` prop (`YYYY-MM`) picks the month shown first; 上個月, 下個月 and 今天 move between months. Start times are shown from md up and always read by screen readers.',
    ),
  },
} satisfies Meta<typeof CalendarMonth>;
export default meta;
type Story = StoryObj<typeof meta>;

/** May 2024 with seed 42: the events of `generateEvents(42, 2024, 5)`, on their days. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '2024 年 5 月' });
    const expected = generateEvents(42, 2024, 5);
    await expect(within(table).getAllByRole('listitem')).toHaveLength(expected.length);
    for (const e of expected) {
      const cell = table.querySelector(`td[data-date="${e.date}"]`) as HTMLElement;
      await expect(cell).toHaveTextContent(e.title);
      await expect(cell).toHaveTextContent(e.start);
    }
    await expect(
      canvas.getByText(`本月共 ${expected.length} 個活動（示範用的隨機活動）。`),
    ).toBeVisible();
    await expect(table.querySelector('td[data-date="2024-05-20"]')).toHaveTextContent('今天');
  },
};

/** 下個月 and 上個月 switch months, each with its own (seeded) events; 今天 comes back. */
export const ChangeMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下個月' }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2024-06');
    const june = canvas.getByRole('table', { name: '2024 年 6 月' });
    await expect(within(june).getAllByRole('listitem')).toHaveLength(
      generateEvents(42, 2024, 6).length,
    );
    await userEvent.click(canvas.getByRole('button', { name: '上個月' }));
    await userEvent.click(canvas.getByRole('button', { name: '上個月' }));
    await expect(canvas.getByRole('table', { name: '2024 年 4 月' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '今天' }));
    await expect(canvas.getByRole('table', { name: '2024 年 5 月' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '今天' })).toBeDisabled();
  },
};

/** Deterministic: the same seed and month render the same events every time. */
export const SameSeedSameEvents: Story = {
  args: { seed: 7, month: '2025-02', today: undefined },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items).toEqual(generateEvents(7, 2025, 2).map((e) => `${e.start}${e.title}`));
  },
};

/** Another seed, another set of events for the same month. */
export const OtherSeed: Story = { args: { seed: 1 } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
