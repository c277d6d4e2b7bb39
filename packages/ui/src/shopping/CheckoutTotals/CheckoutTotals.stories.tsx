import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CHECKOUT_LABELS, onlyLeft } from '@folio/rules';
import { pendingOrder } from '../checkoutStoryData';
import { CheckoutTotals } from './CheckoutTotals';

const lines = pendingOrder.lines.map((line) => ({ ...line, key: line.variant_id }));

const meta = {
  title: 'Shopping/CheckoutTotals',
  component: CheckoutTotals,
  tags: ['autodocs'],
  args: { lines, subtotal: 2100, shipping_fee: 0, total: 2100 },
  parameters: {
    docs: {
      description: {
        component:
          "An order's lines in short and the server's totals (docs/adr/0031-checkout-payment-and-delivery.md), on the confirm, hand-off and result screens. Labels are `CHECKOUT_LABELS` of @folio/rules.",
      },
    },
  },
} satisfies Meta<typeof CheckoutTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines over NT$1,500: 宅配到府 is free, said 免運. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(CHECKOUT_LABELS.free)).toBeVisible();
    await expect(canvas.getAllByText('NT$2,100')).toHaveLength(2);
  },
};

/** With a fee, and without the lines (the totals alone). */
export const FeeOnly: Story = {
  args: { lines: [], subtotal: 890, shipping_fee: 100, total: 990 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByText('NT$100')).toBeVisible();
  },
};

/** A line with a note (a cart line that changed), marked. */
export const MarkedLine: Story = {
  args: { lines: lines.map((line, i) => (i === 0 ? { ...line, note: onlyLeft(1) } : line)) },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
