import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, onlyLeft } from '@folio/rules';
import type { CartChangeResult } from '../CartView';
import { AddToCartButton } from './AddToCartButton';
import { playedDocs, clickShowsAlert } from '../../storyParts';

const M = CHECKOUT_MESSAGES;

const meta = {
  title: 'Shopping/AddToCartButton',
  component: AddToCartButton,
  tags: ['autodocs'],
  args: { onAdd: fn(async (): CartChangeResult => undefined), cartHref: '/shopping/cart' },
  parameters: playedDocs(
    "加入購物車 on a product's page (docs/adr/0031-checkout-payment-and-delivery.md); the page passes the chosen variant and quantity in `onAdd`.",
  ),
} satisfies Meta<typeof AddToCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to add. */
export const Playground: Story = {};

/** Added: 已加入購物車 and a link to the cart, announced politely. */
export const Added: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.addToCart }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status')).toHaveTextContent(M.added);
    await expect(canvas.getByRole('link', { name: M.cartTitle })).toHaveAttribute(
      'href',
      '/shopping/cart',
    );
  },
};

/** The server refused: its message (庫存只剩 3 件). */
export const Refused: Story = {
  args: { onAdd: fn(async (): CartChangeResult => onlyLeft(3)) },
  play: clickShowsAlert(M.addToCart, onlyLeft(3)),
};

/** No answer came: 加入購物車失敗，請稍後再試. */
export const Failed: Story = {
  args: { onAdd: fn(() => Promise.reject(new Error('offline'))) },
  play: clickShowsAlert(M.addToCart, M.addFailed),
};

/** Nothing to add (no variant chosen, or sold out). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: M.addToCart })).toBeDisabled();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
