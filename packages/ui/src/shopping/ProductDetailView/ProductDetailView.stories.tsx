import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, SHOP_MESSAGES } from '@folio/rules';
import { bookmark, tote } from '../storyData';
import { ProductDetailView } from './ProductDetailView';
import { clickRetry, playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/ProductDetailView',
  component: ProductDetailView,
  tags: ['autodocs'],
  args: {
    product: tote,
    storefrontHref: '/shopping',
    categoryHref: (id: number) => `/shopping?category=${id}`,
    variantHref: (id: number) => `/shopping/product-detail-plus/15?variant=${id}`,
    onVariantChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The buyer's page of /shopping/product-detail-plus/:id (`variant: 'plus'`) and /shopping/product-detail/:id (`'basic'`), docs/adr/0030-shopping-catalog.md. The seed's tote: 黑/M sold out, 墨綠/L not on sale.",
    ),
  },
} satisfies Meta<typeof ProductDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plus page with nothing chosen: the price range, and what to choose. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '經典帆布托特包' })).toBeVisible();
    await expect(canvas.getByText('NT$890 – NT$1,090')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('請選擇顏色、尺寸');
    await expect(canvas.getByRole('spinbutton', { name: '數量' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '包袋' })).toHaveAttribute(
      'href',
      '/shopping?category=4',
    );
  },
};

/**
 * Choosing 燕麥 and L: its price and stock, a quantity up to its stock with the subtotal, and a
 * link that keeps the variant.
 */
export const ChooseVariant: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '燕麥' }));
    await userEvent.click(canvas.getByRole('button', { name: 'L' }));
    await expect(args.onVariantChange).toHaveBeenLastCalledWith(102);
    await expect(canvas.getByText('NT$1,090', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('庫存 5 件');
    const plus = canvas.getByRole('button', { name: '增加數量' });
    for (let i = 0; i < 6; i++)
      if (!(plus as HTMLButtonElement).disabled) await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: '數量' })).toHaveValue(5);
    await expect(canvas.getByText('NT$5,450')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '此規格的連結' })).toHaveAttribute(
      'href',
      '/shopping/product-detail-plus/15?variant=102',
    );
    await expect(canvas.getByText('商品編號 TOTE-OAT-L')).toBeVisible();
  },
};

/** Opened through a link to 黑 / L: chosen at once. */
export const LinkedVariant: Story = {
  args: { variantId: 104 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '黑' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('庫存 8 件');
  },
};

/** A link to a sold-out variant: chosen, marked 已售完, nothing to pick a quantity of. */
export const LinkedSoldOut: Story = {
  args: { variantId: 103 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(SHOP_MESSAGES.soldOut);
    await expect(canvas.getByRole('spinbutton', { name: '數量' })).toBeDisabled();
  },
};

/** The basic page: the cover and a table of every variant with its price and state. */
export const Basic: Story = {
  args: { variant: 'basic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '規格與價格' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('row', { name: /墨綠 \/ L/ })).toHaveTextContent(
      SHOP_MESSAGES.unavailable,
    );
    await expect(canvas.queryByRole('button', { name: '燕麥' })).not.toBeInTheDocument();
  },
};

/** A product without types: its one variant's price, stock and quantity. */
export const SingleVariant: Story = {
  args: { product: bookmark, variantHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('庫存 3 件');
    await expect(canvas.getByRole('spinbutton', { name: '數量' })).toBeEnabled();
  },
};

/** With the cart: 加入購物車 adds the chosen variant and quantity. */
export const AddToCart: Story = {
  args: { variantId: 102, onAddToCart: fn(async () => undefined), cartHref: '/shopping/cart' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加數量' }));
    await userEvent.click(canvas.getByRole('button', { name: CHECKOUT_MESSAGES.addToCart }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(102, 2);
    await expect(await canvas.findByText(CHECKOUT_MESSAGES.added)).toBeVisible();
  },
};

/** With the cart and nothing chosen: 加入購物車 waits for a choice. */
export const AddToCartUnchosen: Story = {
  args: { onAddToCart: fn(async () => undefined), cartHref: '/shopping/cart' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: CHECKOUT_MESSAGES.addToCart }),
    ).toBeDisabled();
  },
};

/** While the product loads. */
export const Loading: Story = { args: { product: undefined, loading: true } };

/** A product that is not there (or a draft). */
export const NotFound: Story = {
  args: { product: undefined, errorMessage: SHOP_MESSAGES.productNotFound },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SHOP_MESSAGES.productNotFound);
    await expect(canvas.getByRole('link', { name: '回到商店' })).toHaveAttribute(
      'href',
      '/shopping',
    );
  },
};

/** The product could not be loaded: 重試. */
export const LoadError: Story = {
  args: { product: undefined, errorMessage: SHOP_MESSAGES.loadFailed, onRetry: fn() },
  play: clickRetry,
};

/** In the dark theme, a variant chosen. */
export const Dark: Story = { args: { variantId: 101 }, globals: { theme: 'dark' } };
