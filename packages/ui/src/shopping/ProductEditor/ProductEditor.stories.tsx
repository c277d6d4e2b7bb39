import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES, tooManyCombinations } from '@folio/rules';
import { ProductEditor, type ProductSaveProblem, type ProductUploadResult } from './ProductEditor';
import {
  allSpecTypes,
  bookmarkDraft,
  editorCategories,
  editorShops,
  toteDraft,
  uploadedPicture,
} from '../storyData';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/ProductEditor',
  component: ProductEditor,
  tags: ['autodocs'],
  args: {
    variant: 'plus',
    initial: toteDraft,
    shops: editorShops,
    categories: editorCategories,
    specTypes: allSpecTypes,
    onSave: fn(async (): Promise<ProductSaveProblem | undefined> => undefined),
    onReload: fn(async () => undefined),
    onUpload: fn(async (): Promise<ProductUploadResult> => ({ image: uploadedPicture })),
    onShopChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The seller's product form on /shopping/create(-plus) and /shopping/update(-plus)/:id. @folio/rules' `productErrors` is checked before anything is sent; a failed save keeps the input.",
    ),
  },
} satisfies Meta<typeof ProductEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tote bag in the advanced editor: one price for every row, then saved. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '全部價格' }), '990');
    await userEvent.click(canvas.getByRole('button', { name: '套用全部價格' }));
    await expect(canvas.getByRole('textbox', { name: '黑 / L 價格' })).toHaveValue('990');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        spec_types: [
          { spec_type_id: 1, value_ids: [3, 1, 4] },
          { spec_type_id: 2, value_ids: [10, 11] },
        ],
        variants: toteDraft.variants.map(() => expect.objectContaining({ price: 990 })),
      }),
    );
  },
};

/** A value added: the matrix gains its rows and keeps what the other rows had. */
export const AddValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'XL' }));
    await expect(canvas.getByRole('table', { name: '品項（9 種）' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '黑 / XL 價格' })).toHaveValue('890');
    await expect(canvas.getByRole('textbox', { name: '黑 / L 商品編號' })).toHaveValue(
      'TOTE-BLK-L',
    );
  },
};

/** A third type with every value: 5 × 5 × 5 is over the maximum, refused before sending. */
export const TooManyCombinations: Story = {
  args: {
    initial: {
      ...toteDraft,
      specTypes: [
        { specTypeId: 1, valueIds: [3, 1, 2, 4, 5] },
        { specTypeId: 2, valueIds: [8, 9, 10, 11, 12] },
      ],
      variants: [],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增規格' }));
    for (const name of ['250ml', '350ml', '500ml', '750ml', '1000ml'])
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    await expect(canvas.getByText(tooManyCombinations(125))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A new product in the basic editor: name, price and stock, one picture. */
export const BasicNew: Story = {
  args: { variant: 'basic', initial: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '新增商品' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /商品名稱/ }), '黃銅書籤');
    await userEvent.type(canvas.getByRole('textbox', { name: /價格/ }), '320');
    await userEvent.clear(canvas.getByRole('textbox', { name: /庫存/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /庫存/ }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: '商品編號' }), ' brass-mark ');
    await userEvent.upload(
      canvas.getByLabelText(/商品圖片/),
      new File(['x'], 'mark.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: '圖片 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      company_flag: 'folio',
      category_id: null,
      name: '黃銅書籤',
      description: '',
      status: 'published',
      spec_types: [],
      variants: [{ sku: 'brass-mark', price: 320, stock: 3, enabled: true, value_ids: [] }],
      images: [{ path: uploadedPicture.path }],
    });
  },
};

/** A product without types in the basic editor: its SKU kept, edited and checked by the rules. */
export const BasicSku: Story = {
  args: { variant: 'basic', initial: bookmarkDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sku = canvas.getByRole('textbox', { name: '商品編號' });
    await expect(sku).toHaveValue('MARK-BRASS');
    await userEvent.clear(sku);
    await userEvent.type(sku, '書籤-01');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(sku).toHaveAccessibleDescription(expect.stringContaining(SHOP_MESSAGES.skuFormat));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(sku);
    await userEvent.type(sku, 'mark-brass-2');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        variants: [expect.objectContaining({ sku: 'mark-brass-2', price: 320, stock: 8 })],
      }),
    );
  },
};

/** The server's 422 on the one variant's SKU: its message under the field, the input kept. */
export const BasicSkuServerError: Story = {
  args: {
    variant: 'basic',
    initial: bookmarkDraft,
    onSave: fn(async () => ({
      error: SHOP_MESSAGES.skuFormat,
      fieldErrors: { 'variants.0.sku': SHOP_MESSAGES.skuFormat },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    const sku = canvas.getByRole('textbox', { name: '商品編號' });
    await expect(sku).toHaveAccessibleDescription(expect.stringContaining(SHOP_MESSAGES.skuFormat));
    await expect(sku).toHaveValue('MARK-BRASS');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.skuFormat);
  },
};

/** Nothing typed: the rules' messages by field, and nothing is sent. */
export const Invalid: Story = {
  args: { variant: 'basic', initial: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /價格/ }), '12.5');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(canvas.getByRole('textbox', { name: /商品名稱/ })).toHaveAccessibleDescription(
      SHOP_MESSAGES.productNameRequired,
    );
    await expect(canvas.getByRole('textbox', { name: /價格/ })).toHaveAccessibleDescription(
      SHOP_MESSAGES.priceRange,
    );
    await expect(canvas.getByRole('textbox', { name: /價格/ })).toHaveValue('12.5');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused a SKU another row has: its message in that cell, the input kept. */
export const ServerErrors: Story = {
  args: {
    onSave: fn(async () => ({
      error: SHOP_MESSAGES.skuDuplicate,
      fieldErrors: { 'variants.1.sku': SHOP_MESSAGES.skuDuplicate },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sku = canvas.getByRole('textbox', { name: '燕麥 / L 商品編號' });
    await userEvent.clear(sku);
    await userEvent.type(sku, 'tote-oat-m');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(sku).toHaveAccessibleDescription(SHOP_MESSAGES.skuDuplicate);
    await expect(sku).toHaveValue('tote-oat-m');
  },
};

/** Someone saved first: the 409's message, and 重新載入最新版本 keeps the input. */
export const Stale: Story = {
  args: { onSave: fn(async () => ({ error: SHOP_MESSAGES.productStale, stale: true })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /商品名稱/ });
    await userEvent.type(name, '（新版）');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.productStale);
    await userEvent.click(canvas.getByRole('button', { name: '重新載入最新版本' }));
    await expect(args.onReload).toHaveBeenCalled();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SHOP_MESSAGES.reloadedKeepInput,
    );
    await expect(name).toHaveValue('經典帆布托特包（新版）');
  },
};

/** The preview of the buyer's page, from what is typed. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '預覽' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: '經典帆布托特包' })).toBeVisible();
  },
};

/** After a save: the server's message. */
export const Saved: Story = { args: { savedMessage: SHOP_MESSAGES.productUpdated } };

/** A product with types opened in the basic editor: the way to the advanced one. */
export const BasicWithTypes: Story = {
  args: { variant: 'basic', plusHref: '/shopping/update-plus/15' },
};

/** While the product loads. */
export const Loading: Story = { args: { loading: true } };

/** The product could not be loaded. */
export const LoadError: Story = {
  args: { errorMessage: SHOP_MESSAGES.loadFailed, onRetry: fn() },
};

/** Anyone but an administrator. */
export const NotAdmin: Story = { args: { notice: SHOP_MESSAGES.adminOnly } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
