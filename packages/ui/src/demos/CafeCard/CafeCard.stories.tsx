import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { CafeCard } from './CafeCard';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/CafeCard',
  component: CafeCard,
  tags: ['autodocs'],
  args: { onBook: fn() },
  parameters: {
    route: pathTo('cafeCard'),
    ...playedDocs(
      "The sample restaurant card of /cafe-card (docs/requirements.md §2): picture, rating 4.5 from 413 reviews, and tonight's four time slots PM 5:30, PM 7:30, PM 8:00 and PM 9:00 (a radio group). 預約 shows a loading state for `durationMs` (2 seconds by default, docs/requirements.md §9), then confirms the slot. Stories shorten the wait with `durationMs`.",
    ),
  },
} satisfies Meta<typeof CafeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card as the demo page shows it: the first slot chosen, ready to book. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cafe Badilico' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '評分 4.5 顆星（滿分 5）' })).toBeVisible();
    await expect(canvas.getByText('4.5（413 則評論）')).toBeVisible();
    const slots = within(canvas.getByRole('group', { name: '今晚可訂位時段' })).getAllByRole(
      'radio',
    );
    await expect(slots.map((s) => s.closest('label')?.textContent)).toEqual([
      'PM 5:30',
      'PM 7:30',
      'PM 8:00',
      'PM 9:00',
    ]);
    // The first slot starts chosen, so 預約 always works (docs/requirements.md §2).
    await expect(canvas.getByRole('radio', { name: 'PM 5:30' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('已選擇 PM 5:30');
    await expect(canvas.getByRole('button', { name: '預約' })).toBeEnabled();
  },
};

/** Choose a slot and book: the card is busy for `durationMs` (300 ms here), then confirms. */
export const Booking: Story = {
  args: { durationMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PM 7:30' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已選擇 PM 7:30');
    await userEvent.click(canvas.getByRole('button', { name: '預約' }));
    const busy = canvas.getByRole('button', { name: '預約中' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: '預約處理中' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'PM 8:00' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('已為您預約今晚 PM 7:30'),
    );
    await expect(canvas.getByRole('button', { name: '預約' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(args.onBook).toHaveBeenCalledWith('PM 7:30');
  },
};

/** The default loading time is 2 seconds: still busy at 1.5 s, done soon after 2 s. */
export const TwoSecondDefault: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '預約' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByRole('button', { name: '預約中' })).toBeDisabled();
    await expect(args.onBook).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onBook).toHaveBeenCalledWith('PM 5:30'), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
  },
};

/** The loading state, held (a very long `durationMs`). */
export const Loading: Story = {
  args: { defaultSlot: 'PM 5:30', durationMs: 3_600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預約' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('預約處理中…');
  },
};

/** Another slot chosen, ready to book. */
export const SlotChosen: Story = { args: { defaultSlot: 'PM 8:00' } };

/** In the dark theme, with a slot chosen. */
export const Dark: Story = { args: { defaultSlot: 'PM 7:30' }, globals: { theme: 'dark' } };
