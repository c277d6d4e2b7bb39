import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES } from '@folio/rules';
import { inTransitOrder, pendingOrder } from '../orderStoryData';
import type { OrderActionResult } from '../orders';
import { OrderDetailView } from './OrderDetailView';
import { narrowRegion } from '../narrowStory';
import { clickRetry, playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/OrderDetailView',
  component: OrderDetailView,
  tags: ['autodocs'],
  args: {
    order: pendingOrder,
    backHref: '/shopping/orders',
    onPay: fn(),
    onCancel: fn(async (): Promise<OrderActionResult> => undefined),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'One order of the buyer at /shopping/orders/:id (docs/requirements.md §2 "Orders"): the lines as ordered (snapshot name, variant, SKU and price), the server\'s totals, the recipient and delivery, the payment\'s state, and the tracking, newest first. While unpaid it offers 前往付款 (重新付款 after an attempt) and 取消訂單 after a confirm. Times are Asia/Taipei.',
    ),
  },
} satisfies Meta<typeof OrderDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid order: lines, free delivery, the deadline to pay, 前往付款 and 取消訂單. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('F0000000131');
    const lines = canvas.getByRole('region', { name: '商品' });
    await expect(lines).toHaveTextContent('經典帆布托特包燕麥 / M · TOTE-OAT-MNT$890 × 1');
    await expect(lines).toHaveTextContent('運費免運');
    await expect(canvas.getByText('請在 10:40 前完成付款')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '前往付款' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** 取消訂單 asks first; 返回 keeps the order, confirming cancels it and says so. */
export const CancelWithConfirm: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '取消訂單' }));
    const dialog = body.getByRole('alertdialog', { name: CHECKOUT_MESSAGES.confirmCancel });
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消訂單' }));
    await userEvent.click(
      within(body.getByRole('alertdialog')).getByRole('button', { name: '取消訂單' }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(CHECKOUT_MESSAGES.cancelled),
    );
  },
};

/** The order was paid meanwhile: the server's refusal shows, nothing else changes. */
export const CancelRefused: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  args: { onCancel: fn(async () => ({ error: CHECKOUT_MESSAGES.buyerCancelOnlyUnpaid })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '取消訂單' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消訂單' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.buyerCancelOnlyUnpaid),
    );
  },
};

/** A payment failed: it says so and offers 重新付款. */
export const PaymentFailed: Story = {
  args: { order: { ...pendingOrder, payment_status: 'failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '付款' })).toHaveTextContent('付款失敗');
    await expect(canvas.getByRole('button', { name: CHECKOUT_MESSAGES.payAgain })).toBeVisible();
  },
};

/** On its way: the carrier, the tracking newest first with a failed attempt's reason; no buttons. */
export const InTransit: Story = {
  args: { order: inTransitOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: '配送進度' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(7);
    await expect(steps[0]).toHaveTextContent('配送中2026-11-27 08:15');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('收件人不在，已留下通知單');
    await expect(canvas.getByText('黑貓宅急便')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { order: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '訂單載入中' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The order could not be loaded: 重試. */
export const LoadError: Story = {
  args: { order: null, errorMessage: CHECKOUT_MESSAGES.ordersLoadFailed, onRetry: fn() },
  play: clickRetry,
};

/** Another buyer's order: the refusal, nothing of the order, a way back. */
export const NotYours: Story = {
  args: { order: null, errorMessage: CHECKOUT_MESSAGES.notYourOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.notYourOrder);
    await expect(canvas.getByRole('link', { name: '返回訂單列表' })).toHaveAttribute(
      'href',
      '/shopping/orders',
    );
  },
};

/** On a phone (375 px): one column. */
export const Phone: Story = {
  args: { order: inTransitOrder },
  globals: { viewport: { value: 'xs' } },
};

/** 188 px wide (a phone zoomed to 200 %): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowRegion('F0000000131');

/** In the dark theme, on its way. */
export const Dark: Story = { args: { order: inTransitOrder }, globals: { theme: 'dark' } };
