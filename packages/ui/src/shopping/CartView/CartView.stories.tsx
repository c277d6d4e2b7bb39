import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CART_LINE_PROBLEM_LABELS, CHECKOUT_MESSAGES, onlyLeft } from '@folio/rules';
import { narrowFits, phoneFits } from '../narrowStory';
import { cartLines, changedCartLines } from '../checkoutStoryData';
import { CartView, type CartChangeResult } from './CartView';
import { playedDocs } from '../../storyParts';

const done = async (): CartChangeResult => undefined;

const M = CHECKOUT_MESSAGES;

/** The cart's `i`-th line on the canvas. */
function lineAt(canvasElement: HTMLElement, i: number) {
  const item = within(canvasElement).getAllByRole('listitem')[i];
  if (!item) throw new Error(`no line ${i}`);
  return within(item);
}

const meta = {
  title: 'Shopping/CartView',
  component: CartView,
  tags: ['autodocs'],
  args: {
    lines: cartLines,
    onQuantityChange: fn(done),
    onRemove: fn(done),
    onRetry: fn(),
    storefrontHref: '/shopping',
    checkoutHref: (flag: string) => `/shopping/checkout/confirm?shop=${flag}`,
    productHref: (id: number) => `/shopping/product-detail-plus/${id}`,
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The cart at /shopping/cart (docs/adr/0031-checkout-payment-and-delivery.md): the lines by shop with the price and stock of now, each shop going to its own confirm screen. Every text is `CHECKOUT_MESSAGES` of @folio/rules.',
    ),
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops: each its lines, its subtotal and its own 前往結帳. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: M.cartTitle })).toBeVisible();
    const folio = within(canvas.getByRole('region', { name: 'Folio 選物' }));
    await expect(folio.getAllByRole('listitem')).toHaveLength(2);
    await expect(folio.getByText('NT$2,100')).toBeVisible();
    await expect(folio.getByRole('link', { name: M.checkout })).toHaveAttribute(
      'href',
      '/shopping/checkout/confirm?shop=folio',
    );
    const tea = within(canvas.getByRole('region', { name: '山嵐茶行' }));
    await expect(tea.getByRole('link', { name: M.checkout })).toHaveAttribute(
      'href',
      '/shopping/checkout/confirm?shop=shanlan-tea',
    );
  },
};

/** + sets the line's quantity; the stepper stops at the stock (黃銅書籤 has 3). */
export const ChangeQuantity: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(lineAt(canvasElement, 0).getByRole('button', { name: '增加數量' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 3);
    const field = lineAt(canvasElement, 1).getByRole('spinbutton', { name: '數量' });
    await userEvent.clear(field);
    await userEvent.type(field, '50{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2, 3);
  },
};

/** The server refuses a quantity: its message under the line. */
export const QuantityRefused: Story = {
  args: { onQuantityChange: fn(async (): CartChangeResult => onlyLeft(3)) },
  play: async ({ canvasElement }) => {
    const bookmark = lineAt(canvasElement, 1);
    await userEvent.click(bookmark.getByRole('button', { name: '增加數量' }));
    await expect(await bookmark.findByRole('alert')).toHaveTextContent(onlyLeft(3));
  },
};

/** 移除 removes the line. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${M.removeLine} 黃銅書籤` }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/**
 * Variants that changed since they were added: 價格已變更 with both prices, 庫存不足 with what is
 * left, 已售完 and 已停售 with only 移除.
 */
export const Changed: Story = {
  args: { lines: changedCartLines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [price, short, soldOut, off] = [0, 1, 2, 3].map((i) => lineAt(canvasElement, i));
    await expect(price?.getByText(CART_LINE_PROBLEM_LABELS.price_changed)).toBeVisible();
    await expect(price?.getByText('NT$890')).toBeVisible();
    await expect(short?.getByText(onlyLeft(2))).toBeVisible();
    await expect(short?.getByRole('spinbutton', { name: '數量' })).toHaveValue(2);
    await expect(soldOut?.getByText(CART_LINE_PROBLEM_LABELS.sold_out)).toBeVisible();
    await expect(soldOut?.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(off?.getByText(CART_LINE_PROBLEM_LABELS.unavailable)).toBeVisible();
    await expect(off?.getByRole('button', { name: /移除/ })).toBeEnabled();
    await expect(canvas.getByText(M.cartChanged)).toBeVisible();
  },
};

/** Nothing in the cart: a link back to the storefront. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.cartEmpty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '回到商店' })).toHaveAttribute(
      'href',
      '/shopping',
    );
  },
};

/** While the cart loads. */
export const Loading: Story = {
  args: { lines: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('購物車載入中');
  },
};

/** The cart could not be loaded: 重試. */
export const LoadError: Story = {
  args: { lines: undefined, errorMessage: M.cartLoadFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.cartLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: the quantity and total under each line, nothing wider than the screen. */
export const Phone: Story = {
  args: { lines: changedCartLines },
  ...phoneFits(),
};

/** 188 px wide (a phone zoomed in): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  args: { lines: changedCartLines },
  ...narrowFits(),
};

/** In the dark theme, with changes. */
export const Dark: Story = { args: { lines: changedCartLines }, globals: { theme: 'dark' } };
