import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES } from '@folio/rules';
import { OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Shopping/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending_payment' },
  parameters: {
    docs: {
      description: {
        component:
          "An order's state as a pill in its tone's colour: 待付款 warning, paid and on its way info, 已送達 success, 配送失敗 error, the ended states muted. Every order screen shows the state with it.",
      },
    },
  },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One state: its label, nothing else. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待付款')).toBeVisible();
  },
};

/** Every state, in the order an order goes through them. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['待付款', '已付款', '配送中', '已送達', '配送失敗', '已取消']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
