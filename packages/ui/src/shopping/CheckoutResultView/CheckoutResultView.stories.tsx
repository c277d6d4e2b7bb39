import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CHECKOUT_MESSAGES } from '@folio/rules';
import { narrowFits, phoneFits } from '../narrowStory';
import { pendingOrder } from '../checkoutStoryData';
import type { OrderView } from '../checkoutTypes';
import { CheckoutResultView } from './CheckoutResultView';
import { clickRetry, playedDocs } from '../../storyParts';

const M = CHECKOUT_MESSAGES;

const order = (over: Partial<OrderView>): OrderView => ({ ...pendingOrder, ...over });

const meta = {
  title: 'Shopping/CheckoutResultView',
  component: CheckoutResultView,
  tags: ['autodocs'],
  args: {
    order: order({ status: 'paid', payment_status: 'paid', expires_at: null }),
    payHref: '/shopping/checkout/confirm-changeweb?order=123',
    orderHref: '/shopping/orders/123',
    storefrontHref: '/shopping',
    onRetry: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The result of /shopping/checkout/result?order= (docs/adr/0031-checkout-payment-and-delivery.md): the order as the server knows it. The app asks again every `RESULT_POLL_MS` for `RESULT_POLL_FOR_MS` while a payment is under way and says so with `waiting`.',
    ),
  },
} satisfies Meta<typeof CheckoutResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: 付款成功 with the order, the recipient and the links on. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultPaid);
    await expect(canvas.getByText('F0000000123')).toBeVisible();
    await expect(canvas.getByText('王小明')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看訂單' })).toHaveAttribute(
      'href',
      '/shopping/orders/123',
    );
    await expect(canvas.queryByRole('link', { name: M.payAgain })).not.toBeInTheDocument();
  },
};

/** A payment under way, still asking: 正在確認付款結果… (announced politely). */
export const Checking: Story = {
  args: { order: order({ payment_status: 'started' }), waiting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultPending);
    await expect(canvas.queryByRole('link', { name: M.payAgain })).not.toBeInTheDocument();
  },
};

/** Still no answer after asking for a while: what to do, and 重新付款. */
export const NoAnswerYet: Story = {
  args: { order: order({ payment_status: 'started' }), waiting: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultPendingLong);
    await expect(canvas.getByRole('link', { name: M.payAgain })).toHaveAttribute(
      'href',
      '/shopping/checkout/confirm-changeweb?order=123',
    );
  },
};

/** The gateway said it failed: 重新付款. */
export const Failed: Story = {
  args: { order: order({ payment_status: 'failed' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultFailed);
    await expect(canvas.getByRole('link', { name: M.payAgain })).toBeVisible();
  },
};

/** No attempt yet (the buyer cancelled on the gateway): 前往付款. */
export const Unpaid: Story = {
  args: { order: order({ payment_status: 'none' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultUnpaid);
    await expect(canvas.getByRole('link', { name: M.goToPayment })).toBeVisible();
  },
};

/** Cancelled. */
export const Cancelled: Story = {
  args: { order: order({ status: 'cancelled', expires_at: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(M.resultCancelled);
  },
};

/** Expired: the stock went back; to the storefront. */
export const Expired: Story = {
  args: { order: order({ status: 'expired', payment_status: 'started', expires_at: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(M.resultExpired);
    await expect(canvas.getByRole('link', { name: '回到商店' })).toHaveAttribute(
      'href',
      '/shopping',
    );
    await expect(canvas.queryByRole('link', { name: '查看訂單' })).not.toBeInTheDocument();
  },
};

/** Another member's order. */
export const NotYours: Story = {
  args: { order: undefined, errorMessage: M.notYourOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(M.notYourOrder);
  },
};

/** The order could not be read: 重試. */
export const LoadError: Story = {
  args: { order: undefined, errorMessage: M.ordersLoadFailed },
  play: clickRetry,
};

/** While the order loads. */
export const Loading: Story = { args: { order: undefined, loading: true } };

/** On a phone, paid. */
export const Phone: Story = phoneFits();

/** 188 px wide (a phone zoomed in): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowFits();

/** In the dark theme, waiting. */
export const Dark: Story = {
  args: { order: order({ payment_status: 'started' }), waiting: true },
  globals: { theme: 'dark' },
};
