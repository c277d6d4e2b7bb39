import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES, specInUse } from '@folio/rules';
import type { SpecTypeSaveProblem } from '../SpecTypeEditor';
import { SpecTypeView } from './SpecTypeView';
import { clickRetry, playedDocs } from '../../storyParts';

const types = [
  {
    id: 1,
    name: '顏色',
    values: ['黑', '白', '燕麥', '墨綠', '海軍藍'].map((name, i) => ({ id: i + 1, name })),
    productCount: 9,
  },
  {
    id: 2,
    name: '尺寸',
    values: ['S', 'M', 'L', 'XL'].map((name, i) => ({ id: 10 + i, name })),
    productCount: 3,
  },
  {
    id: 3,
    name: '材質',
    values: ['棉', '麻'].map((name, i) => ({ id: 20 + i, name })),
    productCount: 0,
  },
];

const inUse = specInUse('顏色', ['經典帆布托特包', '有機棉短袖 T 恤', '手沖陶瓷馬克杯'], 9);

const meta = {
  title: 'Shopping/SpecTypeView',
  component: SpecTypeView,
  tags: ['autodocs'],
  args: {
    types,
    canManage: true,
    onSave: fn(async (): Promise<SpecTypeSaveProblem | undefined> => undefined),
    onDelete: fn(async (id: number) => (id === 1 ? inUse : undefined)),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      '/shopping/spec-type, 商品規格系統 (docs/adr/0030-shopping-catalog.md): the shared specification types and their values; administrators add, edit and delete them (a type still in use cannot be deleted: 409 names its products).',
    ),
  },
} satisfies Meta<typeof SpecTypeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** For an administrator: each type with its values and use, 編輯 and 刪除. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = canvas.getByRole('listitem', { name: '顏色' });
    await expect(colour).toHaveTextContent('9 項商品使用中');
    await expect(within(colour).getByRole('list', { name: '顏色的規格值' }).children).toHaveLength(
      5,
    );
  },
};

/** Deleting a type in use: asked first, then refused with the products that use it. */
export const DeleteInUse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '刪除「顏色」' }));
    await userEvent.click(canvas.getByRole('button', { name: '確定刪除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(inUse);
  },
};

/** 編輯 opens the editor in place; saving calls onSave with the type's id and closes it. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '編輯「尺寸」' }));
    await expect(canvas.getByRole('heading', { name: '編輯規格：尺寸' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).toHaveBeenCalledWith(2, expect.objectContaining({ name: '尺寸' }));
    await expect(canvas.queryByRole('heading', { name: '編輯規格：尺寸' })).not.toBeInTheDocument();
  },
};

/** 新增規格 opens an empty editor at the top. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增規格' }));
    await expect(canvas.getByRole('heading', { name: '新增規格' })).toBeVisible();
  },
};

/** Anyone but an administrator reads the types, with a way to log in instead of the controls. */
export const ReadOnly: Story = {
  args: { canManage: false, notice: SHOP_MESSAGES.adminOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: /編輯|刪除|新增規格/ }),
    ).not.toBeInTheDocument();
  },
};

/** While the types load. */
export const Loading: Story = { args: { types: [], loading: true } };

/** No types yet. */
export const Empty: Story = { args: { types: [] } };

/** The types could not be loaded. */
export const LoadError: Story = {
  args: { errorMessage: SHOP_MESSAGES.loadFailed, onRetry: fn() },
  play: clickRetry,
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
