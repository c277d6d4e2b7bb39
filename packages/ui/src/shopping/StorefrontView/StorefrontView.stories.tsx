import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES } from '@folio/rules';
import { storefrontProducts } from '../storyData';
import { StorefrontView } from './StorefrontView';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/StorefrontView',
  component: StorefrontView,
  tags: ['autodocs'],
  args: {
    products: storefrontProducts,
    filters: { shop: '', category: null, sort: 'newest', search: '' },
    onFiltersChange: fn(),
    shops: [
      { flag: 'folio', name: 'Folio 選物' },
      { flag: 'shanlan-tea', name: '山嵐茶行' },
    ],
    categories: [],
    productHref: (id: number) => `/shopping/product-detail-plus/${id}`,
    pagination: { page: 1, pageCount: 2, total: 20, from: 1, to: 12, onPageChange: fn() },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The storefront at /shopping (docs/adr/0030-shopping-catalog.md): published products of every shop, filtered by shop, category and keyword, sorted newest first or by price, 12 a page. The filters live in the URL; the app turns `onFiltersChange` into a new query string at page 1.',
    ),
  },
} satisfies Meta<typeof StorefrontView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of products: price ranges, a sold-out one, one without a picture, links to each page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tote = canvas.getByRole('link', { name: /經典帆布托特包/ });
    await expect(tote).toHaveAttribute('href', '/shopping/product-detail-plus/15');
    await expect(tote).toHaveTextContent('NT$890 – NT$1,090');
    await expect(canvas.getByRole('link', { name: /隨行保溫瓶/ })).toHaveTextContent(
      SHOP_MESSAGES.soldOut,
    );
    await expect(canvas.getByRole('combobox', { name: '分類' })).toBeDisabled();
    await expect(canvas.getByText('第 1–12 筆，共 20 筆')).toBeVisible();
  },
};

/** Choosing a shop starts with all its categories; sort and search report the new filters. */
export const ChangeFilters: Story = {
  args: { filters: { shop: '', category: 3, sort: 'newest', search: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商店' }), 'folio');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      shop: 'folio',
      category: null,
      sort: 'newest',
      search: '',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '排序' }), '價格由低到高');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'price_asc' }),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜尋商品' }), '  帆布 {Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: '帆布' }),
    );
  },
};

/** A shop chosen: its categories, indented by level. */
export const WithCategories: Story = {
  args: {
    filters: { shop: 'folio', category: 4, sort: 'price_asc', search: '' },
    categories: [
      { id: 1, name: '服飾', depth: 1 },
      { id: 2, name: '上衣', depth: 2 },
      { id: 3, name: '短袖 T 恤', depth: 3 },
      { id: 4, name: '包袋', depth: 2 },
      { id: 6, name: '居家', depth: 1 },
    ],
    products: storefrontProducts.slice(0, 1),
    pagination: { page: 1, pageCount: 1, total: 1, from: 1, to: 1, onPageChange: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '分類' });
    await expect(select).toHaveValue('4');
    await userEvent.selectOptions(select, '全部分類');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ shop: 'folio', category: null }),
    );
  },
};

/** Nothing matches: it says so and offers to clear the filters (the sort stays). */
export const NoMatch: Story = {
  args: {
    products: [],
    filters: { shop: 'folio', category: null, sort: 'price_desc', search: '不存在' },
    pagination: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(SHOP_MESSAGES.noMatch);
    await userEvent.click(canvas.getByRole('button', { name: '清除篩選' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      shop: '',
      category: null,
      sort: 'price_desc',
      search: '',
    });
  },
};

/** A shop with nothing on sale. */
export const Empty: Story = { args: { products: [], pagination: undefined } };

/** While the first page loads. */
export const Loading: Story = { args: { products: [], loading: true, pagination: undefined } };

/** The next page is loading: the current cards stay, marked busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '商品' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The list could not be loaded: 重試. */
export const LoadError: Story = {
  args: { errorMessage: SHOP_MESSAGES.listFailed, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SHOP_MESSAGES.listFailed);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
