import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_LINK_MESSAGES as L, BOOKING_MESSAGES, pathTo } from '@folio/rules';
import { mobileModes } from '../../../../../.storybook/modes';
import type { BookingItem } from '../BookingView/BookingView';
import { LinkedBooking, type LinkedBookingProps } from './LinkedBooking';
import { playedDocs } from '../../storyParts';
import { answer, NOW, ok, servedSlots, useHeldDate } from '../bookingStoryData';

const DAY = '2026-11-26';

const linked: BookingItem = {
  id: 12,
  date: DAY,
  start: '13:00',
  end: '14:00',
  starts_at: '2026-11-26T05:00:00Z',
  topic: '網站開發諮詢',
  note: '想討論電商網站的金流串接',
};

/** The day's slots as the server answers: 13:00 is the booking's own, 15:00 someone else's. */
const serverSlots = (date: string) => servedSlots(date, ['13:00', '15:00']);

/** The view with its day held in state, as the app holds it. */
function Stateful(props: Omit<LinkedBookingProps, 'date' | 'slots'>) {
  return <LinkedBooking {...props} {...useHeldDate(DAY, serverSlots, props.onDateChange)} />;
}

const meta = {
  title: 'Layout/LinkedBooking',
  component: LinkedBooking,
  tags: ['autodocs'],
  args: {
    booking: linked,
    date: DAY,
    now: NOW,
    onDateChange: fn(),
    onCancel: ok(),
    onReschedule: ok(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    layout: 'fullscreen',
    route: `${pathTo('booking')}?link=12.0.x`,
    ...playedDocs(
      'The booking a mail\'s link opens on /booking/booking?link=… (docs/adr/0017 "Mails, reminder and links"), no login needed: its time in Asia/Taipei, topic and note, with 改期 (another free slot, confirmed) and 取消 (confirmed). A void link shows the server\'s words (404 預約連結無效, 410 預約連結已失效…) and a way to book again. The stories run at 10:20 on 2026-11-25 in Taipei.',
    ),
  },
} satisfies Meta<typeof LinkedBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The linked booking with its two actions. */
export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(L.heading)).toHaveTextContent(
      '11月26日（四） 13:00–14:00（台北時間）',
    );
    await expect(canvas.getByText('想討論電商網站的金流串接')).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.reschedule })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: L.cancel })).toBeEnabled();
  },
};

/** 取消 asks first; 保留預約 keeps it, 確定取消 cancels and says 預約已取消. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: L.cancel }));
    await answer(BOOKING_MESSAGES.confirmCancel, '保留預約');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: L.cancel }));
    await answer(BOOKING_MESSAGES.confirmCancel, '確定取消');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.cancelled);
    await expect(canvas.getByRole('link', { name: '預約其他時段' })).toBeVisible();
  },
};

/** The mail's 取消預約 link opens the confirmation at once. */
export const CancelFromMail: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  args: { askCancel: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: BOOKING_MESSAGES.confirmCancel,
    });
    await expect(dialog).toHaveTextContent('11月26日（四） 13:00–14:00（台北時間）');
  },
};

/** 改期 shows the free slots; one is confirmed and sent, then 預約已改期. */
export const Reschedule: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: L.reschedule }));
    await expect(
      canvas.getByRole('button', { name: '改到 11月26日（四） 15:00–16:00' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: '改到 11月26日（四） 13:00–14:00' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '改到 11月26日（四） 10:00–11:00' }));
    await answer(L.confirmReschedule, '確定改期');
    await expect(args.onReschedule).toHaveBeenCalledWith({ date: DAY, start: '10:00' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(L.rescheduled);
  },
};

/** A slot taken meanwhile: the server's 409 message, the booking unchanged. */
export const RescheduleTaken: Story = {
  args: {
    onReschedule: fn(async () => ({ error: BOOKING_MESSAGES.slotTaken })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: L.reschedule }));
    await userEvent.click(canvas.getByRole('button', { name: '改到 11月26日（四） 11:00–12:00' }));
    await answer(L.confirmReschedule, '確定改期');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    await expect(canvas.getByLabelText(L.heading)).toHaveTextContent('13:00–14:00');
  },
};

/** While the booking loads. */
export const Loading: Story = {
  args: { booking: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-folio="linked-booking"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A link that no longer works (410): the server's words and a way to book again. */
export const Expired: Story = {
  args: { booking: undefined, refused: L.expired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.expired);
    await expect(canvas.getByRole('link', { name: '預約其他時段' })).toHaveAttribute(
      'href',
      pathTo('booking'),
    );
    await expect(canvas.queryByRole('button', { name: L.cancel })).toBeNull();
  },
};

/** A link the server did not make (404). */
export const Invalid: Story = {
  args: { booking: undefined, refused: L.invalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(L.invalid);
  },
};

/** It could not be loaded: 重試 asks again. */
export const LoadFailed: Story = {
  args: { booking: undefined, failed: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce());
  },
};

/** In the dark theme, choosing a new time. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: L.reschedule }));
  },
};

/** Expired, in the dark theme. */
export const ExpiredDark: Story = { ...Expired, globals: { theme: 'dark' } };

/** On a phone (xs). */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { chromatic: { modes: mobileModes } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: L.reschedule }));
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
  },
};
