import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, SHOP_MESSAGES } from '@folio/rules';
import { managedOrders } from '../orderStoryData';
import type { OrderActionResult } from '../orders';
import { ManageOrdersView } from './ManageOrdersView';
import { narrowRegion } from '../narrowStory';
import { clickRetry, playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/ManageOrdersView',
  component: ManageOrdersView,
  tags: ['autodocs'],
  args: {
    orders: managedOrders,
    filters: { status: '', shop: '', from: '', to: '' },
    onFiltersChange: fn(),
    shops: [
      { flag: 'folio', name: 'Folio 選物' },
      { flag: 'shanlan-tea', name: '山嵐茶行' },
    ],
    orderHref: (id: number) => `/shopping/orders/${id}`,
    onHandOver: fn(async (): Promise<OrderActionResult> => undefined),
    onCancel: fn(async (): Promise<OrderActionResult> => undefined),
    pagination: { page: 1, pageCount: 1, total: 5, from: 1, to: 5, onPageChange: fn() },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The owner's orders at /shopping/manage/orders (docs/requirements.md §2 \"Owner's orders\"), for administrators: every shop's orders by state, shop and the days placed (Asia/Taipei), and on each what its state allows: 交寄 a paid order to its carrier, 取消訂單 an unpaid one or 退款 a paid one, after a confirm with a reason mailed to the buyer. A refusal or a change someone made first (409) shows above the list; the app reloads it.",
    ),
  },
} satisfies Meta<typeof ManageOrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every shop's orders: 交寄 and 退款 on the paid ones, 取消訂單 on the unpaid one, none after. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unpaid = canvas.getByRole('group', { name: '訂單 F0000000131 的操作' });
    await expect(
      within(unpaid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['取消訂單']);
    const paid = canvas.getByRole('group', { name: '訂單 F0000000130 的操作' });
    await expect(
      within(paid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['交寄', '退款']);
    await expect(canvas.queryByRole('group', { name: '訂單 F0000000125 的操作' })).toBeNull();
  },
};

/** The filters report each change; a range that ends before it starts is refused in place. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '訂單狀態' }), '已付款');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'paid' }),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商店' }), '山嵐茶行');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ shop: 'shanlan-tea' }),
    );
    await userEvent.type(canvas.getByLabelText('開始日期'), '2026-11-20');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2026-11-20', to: '' }),
    );
    const calls = callCount(args.onFiltersChange);
    await userEvent.type(canvas.getByLabelText('結束日期'), '2026-11-01');
    await expect(canvas.getByText(CHECKOUT_MESSAGES.dateRangeInvalid)).toBeVisible();
    await expect(callCount(args.onFiltersChange)).toBe(calls);
  },
};

/** The calls a mock has had so far. */
const callCount = (mock: unknown) => (mock as { mock: { calls: unknown[] } }).mock.calls.length;

/** 交寄 hands a paid order over and says so. */
export const HandOver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = canvas.getByRole('group', { name: '訂單 F0000000130 的操作' });
    await userEvent.click(within(paid).getByRole('button', { name: '交寄' }));
    await expect(args.onHandOver).toHaveBeenCalledWith(130);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(CHECKOUT_MESSAGES.handedOver),
    );
  },
};

/** 退款 asks first, with a reason for the buyer; confirmed, the order is refunded. */
export const RefundWithReason: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const paid = canvas.getByRole('group', { name: '訂單 F0000000128 的操作' });
    await userEvent.click(within(paid).getByRole('button', { name: '退款' }));
    const dialog = within(body.getByRole('alertdialog', { name: '確定退款這筆訂單？' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '原因（會寄給買家）' }), ' 缺貨 ');
    await userEvent.click(dialog.getByRole('button', { name: '退款' }));
    await expect(args.onCancel).toHaveBeenCalledWith(128, '缺貨');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(CHECKOUT_MESSAGES.refunded),
    );
  },
};

/** A reason over 200 characters is refused before sending. */
export const ReasonTooLong: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const unpaid = canvas.getByRole('group', { name: '訂單 F0000000131 的操作' });
    await userEvent.click(within(unpaid).getByRole('button', { name: '取消訂單' }));
    const dialog = within(body.getByRole('alertdialog', { name: CHECKOUT_MESSAGES.confirmCancel }));
    const field = dialog.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste('長'.repeat(201));
    await expect(dialog.getByText(CHECKOUT_MESSAGES.failureReasonTooLong)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消訂單' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '返回' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Someone moved the order first (409): the notice shows; the app reloads the list. */
export const StatusChanged: Story = {
  args: { onHandOver: fn(async () => ({ error: CHECKOUT_MESSAGES.statusChanged })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = canvas.getByRole('group', { name: '訂單 F0000000130 的操作' });
    await userEvent.click(within(paid).getByRole('button', { name: '交寄' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.statusChanged),
    );
  },
};

/** Nothing matches: it says so and offers to clear every filter. */
export const NoMatch: Story = {
  args: {
    orders: [],
    filters: { status: 'delivered', shop: 'folio', from: '2026-11-01', to: '2026-11-02' },
    pagination: undefined,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '清除篩選' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      status: '',
      shop: '',
      from: '',
      to: '',
    });
  },
};

/** No order in any shop yet. */
export const Empty: Story = { args: { orders: [], pagination: undefined } };

/** While the first page loads. */
export const Loading: Story = { args: { orders: [], loading: true, pagination: undefined } };

/** The list could not be loaded: 重試. */
export const LoadError: Story = {
  args: { errorMessage: CHECKOUT_MESSAGES.ordersLoadFailed, onRetry: fn() },
  play: clickRetry,
};

/** Anyone but an administrator: the notice with a way to log in, and nothing else. */
export const NotAdmin: Story = {
  args: {
    notice: (
      <>
        {SHOP_MESSAGES.adminOnly} <Link to="/login-new">登入會員</Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SHOP_MESSAGES.adminOnly, { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a phone (375 px). */
export const Phone: Story = { globals: { viewport: { value: 'xs' } } };

/** 188 px wide (a phone zoomed to 200 %): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowRegion('訂單管理');

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
