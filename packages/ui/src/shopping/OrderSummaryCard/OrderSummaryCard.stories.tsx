import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives';
import { expectFirstSummary, orderSummaries } from '../orderStoryData';
import { StyledOrderCards } from '../orderStyles';
import { OrderSummaryCard } from './OrderSummaryCard';

const [unpaid, paid] = orderSummaries;

const meta = {
  title: 'Shopping/OrderSummaryCard',
  component: OrderSummaryCard,
  tags: ['autodocs'],
  args: {
    order: unpaid,
    href: '/shopping/orders/131',
    facts: ['placedAt', 'shop', 'total'],
  },
  // A list item: shown in the order screens' list.
  decorators: [
    (Story) => (
      <StyledOrderCards aria-label="訂單" style={{ maxWidth: 560 }}>
        <Story />
      </StyledOrderCards>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "One order in a list, as the buyer's (OrderListView), the owner's (ManageOrdersView) and the carrier's (CargoView) lists show it: the number (a link to the order's page when `href` is given) and the state's badge on top, the facts asked for (time placed in Asia/Taipei, shop, recipient, total and pieces) below, then what the screen adds (`children`: actions, where it goes).",
      },
    },
  },
} satisfies Meta<typeof OrderSummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's card: the number links to the order; the facts in the order asked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem');
    await expectFirstSummary(canvasElement, card);
    await expect(card).not.toHaveTextContent('收件人');
  },
};

/** The owner's card: the recipient too, and the actions its state allows under the facts. */
export const WithActions: Story = {
  args: {
    order: paid,
    href: '/shopping/orders/128',
    facts: ['placedAt', 'shop', 'recipient', 'total'],
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="small">交寄</Button>
        <Button size="small" variant="outline">
          退款
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已付款')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('收件人王小明');
    await expect(canvas.getByRole('button', { name: '交寄' })).toBeVisible();
  },
};

/** Without `href` (the carrier's card): the number is plain bold text, and no facts. */
export const NumberOnly: Story = {
  args: { href: undefined, facts: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('F0000000131').tagName).toBe('STRONG');
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};
