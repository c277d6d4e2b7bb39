import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES } from '@folio/rules';
import { carrierOrders } from '../orderStoryData';
import type { OrderActionResult } from '../orders';
import { CargoView } from './CargoView';
import { narrowRegion } from '../narrowStory';
import { clickRetry, playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/CargoView',
  component: CargoView,
  tags: ['autodocs'],
  args: {
    tab: 'shipped',
    onTabChange: fn(),
    orders: carrierOrders,
    onMove: fn(async (): Promise<OrderActionResult> => undefined),
    pagination: { page: 1, pageCount: 1, total: 2, from: 1, to: 2, onPageChange: fn() },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The carrier\'s page at /cargo (docs/requirements.md §2 "Cargo"), phone first: the orders handed to this carrier in tabs by state, each with the recipient, a `tel:` link, the address and the pieces, and only the moves its state allows (@folio/rules `carrierMayMove`): 已取件, 配送中, 已送達, 配送失敗 (with a reason), and 配送中 again after a failure. A move someone made first (409) shows 訂單狀態已變更，請重新整理 while the app reloads.',
    ),
  },
} satisfies Meta<typeof CargoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orders just handed over: each can only be picked up; the phone is a link to call. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '已交寄' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const actions = canvas.getByRole('group', { name: '訂單 F0000000125 的操作' });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['已取件']);
    await expect(canvas.getByRole('link', { name: '撥打 0912345678' })).toHaveAttribute(
      'href',
      'tel:0912345678',
    );
    await expect(canvas.getByText('10617 臺北市大安區羅斯福路四段 1 號 5 樓')).toBeVisible();
  },
};

/** A move is reported with the order and says so when done; a tab reports the state chosen. */
export const Move: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'F0000000125 改為已取件' }));
    await expect(args.onMove).toHaveBeenCalledWith(125, 'picked_up', null);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('訂單 F0000000125 已改為已取件'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '配送中' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('in_transit');
  },
};

/** In transit: 已送達 or 配送失敗, which asks for the reason before sending. */
export const DeliveryFailed: Story = {
  args: {
    tab: 'in_transit',
    orders: carrierOrders.map((order) => ({ ...order, status: 'in_transit' as const })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'F0000000125 改為配送失敗' }));
    const reason = canvas.getByRole('textbox', { name: '配送失敗的原因' });
    await expect(reason).toHaveFocus();
    const send = within(canvas.getByRole('form', { name: '配送失敗的原因' })).getByRole('button', {
      name: '配送失敗',
    });
    await userEvent.click(send);
    await expect(canvas.getByText(CHECKOUT_MESSAGES.failureReasonRequired)).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.type(reason, ' 收件人不在，已留下通知單 ');
    await userEvent.click(send);
    await expect(args.onMove).toHaveBeenCalledWith(
      125,
      'delivery_failed',
      '收件人不在，已留下通知單',
    );
  },
};

/** After a failure the order can be carried again: 配送中 is its one move. */
export const AfterFailure: Story = {
  args: {
    tab: 'delivery_failed',
    orders: carrierOrders
      .slice(0, 1)
      .map((order) => ({ ...order, status: 'delivery_failed' as const })),
  },
  play: async ({ canvasElement }) => {
    const actions = within(canvasElement).getByRole('group', { name: '訂單 F0000000125 的操作' });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['配送中']);
  },
};

/** Delivered: the end; no move is offered. */
export const Delivered: Story = {
  args: {
    tab: 'delivered',
    orders: carrierOrders.map((order) => ({ ...order, status: 'delivered' as const })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('group', { name: /的操作/ })).toEqual([]);
  },
};

/** Someone moved it first (409): the notice shows while the app reloads the list. */
export const StatusChanged: Story = {
  args: { onMove: fn(async () => ({ error: CHECKOUT_MESSAGES.statusChanged })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'F0000000122 改為已取件' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.statusChanged),
    );
  },
};

/** Nothing handed to this carrier in the state. */
export const Empty: Story = {
  args: { orders: [], pagination: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      CHECKOUT_MESSAGES.noCarrierOrders,
    );
  },
};

/** While the tab loads. */
export const Loading: Story = { args: { orders: [], loading: true, pagination: undefined } };

/** The list could not be loaded: 重試. */
export const LoadError: Story = {
  args: { errorMessage: CHECKOUT_MESSAGES.ordersLoadFailed, onRetry: fn() },
  play: clickRetry,
};

/** A member or administrator: the refusal, nothing else of the page. */
export const NotACarrier: Story = {
  args: { errorMessage: CHECKOUT_MESSAGES.carrierOnly, orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      CHECKOUT_MESSAGES.carrierOnly,
    );
  },
};

/** On a phone (375 px), where a driver uses it. */
export const Phone: Story = { globals: { viewport: { value: 'xs' } } };

/** 188 px wide (a phone zoomed to 200 %): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowRegion('配送管理');

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
