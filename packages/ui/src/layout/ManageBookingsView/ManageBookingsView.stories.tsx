import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_ADMIN_MESSAGES as M } from '@folio/rules';
import { expectNoSidewaysScroll, narrow } from '../../shopping/narrowStory';
import {
  ManageBookingsView,
  type BookingAdminItem,
  type BookingCancelResult,
} from './ManageBookingsView';
import { onPhone, padded, playedDocs } from '../../storyParts';

const item = (
  id: number,
  date: string,
  start: string,
  end: string,
  extra: Partial<BookingAdminItem['booking']> = {},
  member = { id: 7, name: '王小明', email: 'ming@example.com' },
): BookingAdminItem => ({
  booking: { id, date, start, end, topic: '網站開發諮詢', note: null, ...extra },
  member,
  state: 'upcoming',
  cancelled_at: null,
  cancel_reason: null,
});

const bookings: BookingAdminItem[] = [
  item(12, '2026-11-28', '14:00', '15:00', { note: '想討論電商網站的金流串接' }),
  item(
    13,
    '2026-11-28',
    '16:00',
    '17:00',
    { topic: '作品集與履歷' },
    {
      id: 8,
      name: '陳美玲',
      email: 'mei.chen.portfolio@example.com',
    },
  ),
  item(15, '2026-12-02', '10:00', '11:00', { topic: '合作洽談' }),
];

const meta = {
  title: 'Layout/ManageBookingsView',
  component: ManageBookingsView,
  tags: ['autodocs'],
  args: {
    bookings,
    state: 'upcoming',
    from: '',
    onFiltersChange: fn(),
    onCancel: fn(async (): Promise<BookingCancelResult> => undefined),
    pagination: { page: 1, pageCount: 1, total: 3, from: 1, to: 3, onPageChange: fn() },
  },
  decorators: [padded(720)],
  parameters: playedDocs(
    "The owner's view of bookings on /booking/booking for administrators (docs/adr/0017 \"The owner's view of bookings\"; anchors: Cal.com, Calendly): every member's upcoming bookings, day and hour in Taipei time, member, topic and note; a state and first-day filter kept in the URL; 取消預約 after a confirmation asking the reason mailed to the member. The screen reads with `useManagedBookings` and cancels with `useCancelManagedBooking` (@folio/api).",
  ),
} satisfies Meta<typeof ManageBookingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every member's upcoming bookings, in Taipei time, each with 取消預約. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('日期與時間皆為台北時間（UTC+8）。')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '即將到來' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const first = canvas.getByRole('listitem', { name: '11月28日（六） 14:00–15:00 王小明' });
    await expect(first).toHaveTextContent('王小明（ming@example.com）');
    await expect(first).toHaveTextContent('備註：想討論電商網站的金流串接');
    await expect(canvas.getAllByRole('button', { name: /^取消預約：/ })).toHaveLength(3);
  },
};

/** The filters: a state and a first day, which the screen keeps in the URL. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '已由管理員取消' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ state: 'cancelled' });
  },
};

/** Cancelling: the confirmation names the booking and asks the reason; 確定取消 sends it. */
export const CancellingConfirm: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: '取消預約：王小明 11月28日（六） 14:00–15:00' }),
    );
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(M.confirmCancel)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('取消原因（選填，會寄給會員）'), '當天臨時有事');
    await userEvent.click(dialog.getByRole('button', { name: '確定取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(12, '當天臨時有事'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(M.cancelled);
  },
};

/** A reason over 200 characters: its message under the field, 確定取消 disabled. */
export const ReasonTooLong: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^取消預約：/ })[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    const field = dialog.getByLabelText('取消原因（選填，會寄給會員）');
    await userEvent.click(field);
    await userEvent.paste('字'.repeat(201));
    await expect(dialog.getByText(M.reasonTooLong)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '確定取消' })).toBeDisabled();
  },
};

/** A cancel the server refuses (another administrator cancelled it first): its message. */
export const CancelRefused: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  args: { onCancel: fn(async () => ({ error: M.alreadyCancelled })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^取消預約：/ })[0] as HTMLElement);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '確定取消' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.alreadyCancelled);
  },
};

/** The cancelled ones, with the reason the member was told. */
export const Cancelled: Story = {
  args: {
    state: 'cancelled',
    bookings: [
      {
        ...item(11, '2026-11-27', '15:00', '16:00'),
        state: 'cancelled',
        cancelled_at: '2026-11-26T05:00:00Z',
        cancel_reason: '當天臨時有事，請改約其他時段',
      },
      {
        ...item(10, '2026-11-27', '10:00', '11:00'),
        state: 'cancelled',
        cancelled_at: '2026-11-26T04:00:00Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('取消原因：當天臨時有事，請改約其他時段')).toBeInTheDocument();
    await expect(canvas.getByText(`取消原因：${M.noReason}`)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^取消預約：/ })).not.toBeInTheDocument();
  },
};

/** Loading: the filters, no list yet. */
export const Loading: Story = {
  args: { bookings: undefined, pagination: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('預約載入中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** No upcoming booking. */
export const Empty: Story = {
  args: {
    bookings: [],
    pagination: { page: 1, pageCount: 1, total: 0, from: null, to: null, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('沒有即將到來的預約。')).toBeInTheDocument();
  },
};

/** The list could not be loaded: the message with 重試. */
export const ServerError: Story = {
  args: { bookings: undefined, pagination: undefined, errorMessage: M.loadFailed, onReload: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone (xs): the rows wrap, nothing scrolls sideways. */
export const Mobile: Story = {
  ...onPhone('720px'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** 188 px wide (a phone zoomed to 200 %): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
