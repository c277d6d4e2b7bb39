import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKOUT_MESSAGES } from '@folio/rules';
import { expectFirstSummary, orderSummaries } from '../orderStoryData';
import { OrderListView } from './OrderListView';
import { narrowRegion } from '../narrowStory';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/OrderListView',
  component: OrderListView,
  tags: ['autodocs'],
  args: {
    orders: orderSummaries,
    status: '',
    onStatusChange: fn(),
    orderHref: (id: number) => `/shopping/orders/${id}`,
    pagination: { page: 1, pageCount: 2, total: 26, from: 1, to: 20, onPageChange: fn() },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The buyer\'s orders at /shopping/orders (docs/requirements.md §2 "Orders"): newest first, 20 a page, filtered by state, each with its number (a link to the order), the time placed (Asia/Taipei), the shop, the total and pieces, and the state\'s label. The state and page live in the URL; the app turns `onStatusChange` into a new query at page 1.',
    ),
  },
} satisfies Meta<typeof OrderListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of orders in several states, each number a link to its page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await expectFirstSummary(canvasElement, first);
    await expect(canvas.getByText('第 1–20 筆，共 26 筆')).toBeVisible();
  },
};

/** Choosing a state reports it; the page's number goes with the state into the URL. */
export const FilterByState: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '訂單狀態' }), '配送中');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('in_transit');
    await userEvent.click(canvas.getByRole('button', { name: '第 2 頁' }));
    await expect(args.pagination?.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** No order yet. */
export const Empty: Story = {
  args: { orders: [], pagination: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      CHECKOUT_MESSAGES.noOrders,
    );
  },
};

/** Nothing in the state chosen: it says so and offers every state again. */
export const NoMatch: Story = {
  args: { orders: [], status: 'refunded', pagination: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('沒有符合條件的訂單');
    await userEvent.click(canvas.getByRole('button', { name: '清除篩選' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('');
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { orders: [], loading: true, pagination: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '訂單載入中' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The next page is loading: the current orders stay, marked busy, the pager waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '訂單' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '第 2 頁' })).toBeDisabled();
  },
};

/** The list could not be loaded: 重試. */
export const LoadError: Story = {
  args: { errorMessage: CHECKOUT_MESSAGES.ordersLoadFailed, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.ordersLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone (375 px): the cards stack. */
export const Phone: Story = { globals: { viewport: { value: 'xs' } } };

/** 188 px wide (a phone zoomed to 200 %): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowRegion('我的訂單');

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
