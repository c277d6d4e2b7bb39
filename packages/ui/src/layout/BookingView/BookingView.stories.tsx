import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_DETAIL_MESSAGES, BOOKING_MESSAGES, pathTo } from '@folio/rules';
import { BookingView, type BookingItem, type BookingViewProps } from './BookingView';
import { onPhone, playedDocs } from '../../storyParts';
import { answer, NOW, ok, servedSlots, useHeldDate } from '../bookingStoryData';

const TODAY = '2026-11-25';

/** The day's slots as the server would answer: the rules' past ones, 12:00 and 15:00 taken. */
const serverSlots = (date: string) => servedSlots(date, ['12:00', '15:00']);

const booking = (
  id: number,
  date: string,
  start: string,
  startsAt: string,
  topic = '網站開發諮詢',
  note: string | null = null,
): BookingItem => ({
  id,
  date,
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  starts_at: startsAt,
  topic,
  note,
});

const bookings: BookingItem[] = [
  booking(12, TODAY, '14:00', '2026-11-25T06:00:00Z', '網站開發諮詢', '想討論電商網站的金流串接'),
];
const threeBookings: BookingItem[] = [
  ...bookings,
  booking(15, '2026-11-27', '10:00', '2026-11-27T02:00:00Z', '作品集與履歷'),
  booking(16, '2026-12-01', '16:00', '2026-12-01T08:00:00Z', '合作洽談'),
];

/** The confirmation that a slot's 預約 opens (a modal, outside the canvas). */
const confirmation = () =>
  within(document.body).findByRole('alertdialog', { name: BOOKING_MESSAGES.confirmBook });

/** Picks a suggested topic in the open confirmation, then answers 確定預約. */
async function bookWithTopic(topic = '合作洽談') {
  const dialog = await confirmation();
  await userEvent.click(within(dialog).getByRole('button', { name: topic }));
  await userEvent.click(within(dialog).getByRole('button', { name: '確定預約' }));
}

/** A play: the slot's button named `button`, a topic and 確定預約; the alert says `message`. */
const bookShowsAlert =
  (button: string, message: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await bookWithTopic();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  };

/** The page with its date held in state, as the app holds it (in the URL). */
function Stateful(props: Omit<BookingViewProps, 'date' | 'slots'> & { date?: string }) {
  const held = useHeldDate(props.date ?? TODAY, serverSlots, props.onDateChange);
  return <BookingView {...props} {...held} />;
}

const meta = {
  title: 'Layout/BookingView',
  component: BookingView,
  tags: ['autodocs'],
  args: {
    date: TODAY,
    slots: serverSlots(TODAY),
    member: true,
    bookings,
    now: NOW,
    onDateChange: fn(),
    onBook: ok(),
    onCancel: ok(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    layout: 'fullscreen',
    route: pathTo('booking'),
    ...playedDocs(
      "The booking system of /booking/booking (docs/requirements.md §2, §5 \"Booking\"): a one-hour consultation with the site's owner. Dates today to 14 days ahead; seven slots a day, 10:00–17:00 Asia/Taipei, the first bookable one the next whole hour (rules from @folio/rules, read against `now`). Slots show as free, taken, past or the member's own. Members book and cancel (bookings that have not started; at most 3 upcoming), each after a confirmation naming the slot; their bookings say 我的預約載入中 while they load; a slot taken meanwhile shows the server's 409 message. Visitors see the free slots and, beside them (above them on a phone), a prompt to log in. The stories run at 10:20 on 2026-11-25 in Taipei.",
    ),
  },
} satisfies Meta<typeof BookingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A slot of the day's list (the member's own list names its bookings the same way). */
const slot = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name: /的時段$/ })).getByRole('listitem', {
    name,
  });

/** A member on today: 10:00 is past (the first start is 11:00), 12:00 and 15:00 taken, 14:00 theirs. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slot(canvasElement, '11月25日（三） 10:00–11:00')).toHaveTextContent('已過');
    await expect(slot(canvasElement, '11月25日（三） 11:00–12:00')).toHaveTextContent('可預約');
    await expect(slot(canvasElement, '11月25日（三） 12:00–13:00')).toHaveTextContent('已被預約');
    await expect(slot(canvasElement, '11月25日（三） 14:00–15:00')).toHaveTextContent('您的預約');
    await expect(canvas.getAllByRole('button', { name: /^預約/ })).toHaveLength(3);
    await expect(canvas.getAllByRole('radio')).toHaveLength(15);
    await expect(canvas.getByRole('radio', { name: '今天 11月25日（三）' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12月9日（三）' })).toBeInTheDocument();
    // 我的預約 (the aside) shows each booking's topic and note.
    const mine = canvasElement.querySelector('aside');
    await expect(mine).toHaveTextContent(
      '11月25日（三）14:00–15:00網站開發諮詢想討論電商網站的金流串接',
    );
  },
};

/**
 * Booking a free slot asks first, naming the slot in Taipei time and asking its topic (typed or a
 * suggestion) and an optional note; 確定預約 sends them trimmed, then '預約完成'.
 */
export const Book: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預約 11月25日（三） 13:00–14:00' }));
    const dialog = await confirmation();
    await expect(dialog).toHaveTextContent('11月25日（三） 13:00–14:00（台北時間）');
    await expect(args.onBook).not.toHaveBeenCalled();
    const topic = within(dialog).getByRole('textbox', { name: /諮詢主題/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '技術問題討論' }));
    await expect(topic).toHaveValue('技術問題討論');
    await userEvent.clear(topic);
    await userEvent.type(topic, '  React 效能  ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /備註/ }), ' 首頁很慢 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定預約' }));
    await waitFor(() =>
      expect(args.onBook).toHaveBeenCalledWith({
        date: '2026-11-25',
        start: '13:00',
        topic: 'React 效能',
        note: '首頁很慢',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.booked);
  },
};

/** Without a topic, or with one over 50 characters, the confirmation stays open and says why. */
export const TopicRefused: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預約 11月25日（三） 13:00–14:00' }));
    const dialog = await confirmation();
    const topic = within(dialog).getByRole('textbox', { name: /諮詢主題/ });
    await userEvent.type(topic, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定預約' }));
    await expect(topic).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_DETAIL_MESSAGES.topicRequired) as string,
    );
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(topic, '字'.repeat(51));
    // Editing the field takes its message away until 確定預約 checks again.
    await expect(topic).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定預約' }));
    await expect(topic).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_DETAIL_MESSAGES.topicTooLong) as string,
    );
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** Someone took the slot meanwhile: the server's 409 message shows. */
export const SlotTaken: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
  args: { onBook: fn(async () => ({ error: BOOKING_MESSAGES.slotTaken })) },
  play: bookShowsAlert('預約 11月25日（三） 16:00–17:00', BOOKING_MESSAGES.slotTaken),
};

/** Test (hidden): a network failure shows the fallback message. */
export const BookFailed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: {
    docs: { story: { inline: false, height: '44rem' } },
    chromatic: { disableSnapshot: true },
  },
  args: { onBook: fn(async () => Promise.reject(new Error('offline'))) },
  play: bookShowsAlert('預約 11月25日（三） 11:00–12:00', BOOKING_MESSAGES.bookFailed),
};

/** Another day: every slot is open but the taken ones; the new date is reported. */
export const LaterDay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '11月27日（五）' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-27');
    await expect(slot(canvasElement, '11月27日（五） 10:00–11:00')).toHaveTextContent('可預約');
    await expect(canvas.getAllByRole('button', { name: /^預約/ })).toHaveLength(5);
  },
};

/** Three upcoming bookings: no more can be booked until one is cancelled. */
export const LimitReached: Story = {
  args: { bookings: threeBookings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^預約/ }))
      await expect(button).toBeDisabled();
    await expect(canvasElement).toHaveTextContent(BOOKING_MESSAGES.limitReached);
  },
};

/** 返回 in the confirmation books nothing. */
export const BookNotConfirmed: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: {
    docs: { story: { inline: false, height: '44rem' } },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預約 11月25日（三） 11:00–12:00' }));
    await answer(BOOKING_MESSAGES.confirmBook, '返回');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(args.onBook).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The confirmation before a booking, open (as the member sees it after pressing 預約). */
export const ConfirmBooking: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預約 11月25日（三） 13:00–14:00' }));
    const dialog = await confirmation();
    await expect(within(dialog).getByRole('button', { name: '確定預約' })).toBeVisible();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** Cancelling a booking asks first (保留預約 keeps it); 確定取消 calls `onCancel` with its id, then '預約已取消'. */
export const Cancel: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
  args: { bookings: threeBookings },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: '取消 11月27日（五） 10:00–11:00' });
    await userEvent.click(cancel);
    await answer(BOOKING_MESSAGES.confirmCancel, '保留預約');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: BOOKING_MESSAGES.confirmCancel,
    });
    await expect(dialog).toHaveTextContent('11月27日（五） 10:00–11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(15));
    await expect(await canvas.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.cancelled);
  },
};

/** A visitor sees the free slots and is led to log in; nothing can be booked. */
export const Visitor: Story = {
  args: { member: false, bookings: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^預約/ })).toHaveLength(0);
    await expect(slot(canvasElement, '11月25日（三） 11:00–12:00')).toHaveTextContent('可預約');
    await expect(canvas.getByText(BOOKING_MESSAGES.loginToBook)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登入' })).toHaveAttribute(
      'href',
      pathTo('loginMember'),
    );
  },
};

/** While the day's slots and the member's bookings load: both say so (no empty box). */
export const Loading: Story = {
  render: (args) => <BookingView {...args} slots={undefined} bookings={undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slot(canvasElement, '11月25日（三） 11:00–12:00')).toHaveTextContent('載入中');
    await expect(canvas.queryAllByRole('button', { name: /^預約/ })).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('我的預約載入中');
    await expect(canvas.queryByText('目前沒有預約。')).toBeNull();
  },
};

/** The day's slots did not load: it says so, and 重試 asks again. */
export const SlotsFailed: Story = {
  args: { onRetrySlots: fn() },
  render: (args) => <BookingView {...args} slots={undefined} slotsFailed />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotsLoadFailed);
    await expect(slot(canvasElement, '11月25日（三） 11:00–12:00')).toHaveTextContent('無法載入');
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetrySlots).toHaveBeenCalledTimes(1);
  },
};

/** A visitor on a phone: how to book (log in) comes before the seven slots, not under them. */
export const VisitorMobile: Story = {
  args: { member: false, bookings: undefined },
  ...onPhone('1400px'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('heading', { name: BOOKING_MESSAGES.loginToBook });
    const slots = canvas.getByRole('list', { name: /的時段$/ });
    await expect(prompt.getBoundingClientRect().bottom).toBeLessThan(
      slots.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('link', { name: '登入' })).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone (xs): one column of slots, the member's bookings under them. */
export const Mobile: Story = {
  ...onPhone('1400px'),
  play: async ({ canvasElement }) => {
    const first = slot(canvasElement, '11月25日（三） 10:00–11:00').getBoundingClientRect();
    const second = slot(canvasElement, '11月25日（三） 11:00–12:00').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom - 1);
  },
};
