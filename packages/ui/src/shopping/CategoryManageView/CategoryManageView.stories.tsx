import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES, categoryHasChildren } from '@folio/rules';
import { CategoryManageView, type CategoryItem } from './CategoryManageView';
import { playedDocs } from '../../storyParts';

const item = (
  id: number,
  parentId: number | null,
  name: string,
  position: number,
  depth: number,
  productCount = 0,
): CategoryItem => ({ id, parentId, name, position, depth, productCount });

/** Folio 選物's tree, in display order. */
const categories: CategoryItem[] = [
  item(1, null, '服飾', 0, 1),
  item(2, 1, '上衣', 0, 2, 4),
  item(4, 1, '包袋', 1, 2, 3),
  item(5, 4, '托特包', 0, 3, 2),
  item(10, null, '文具', 1, 1, 1),
  item(11, 10, '筆記本', 0, 2, 2),
];

const meta = {
  title: 'Shopping/CategoryManageView',
  component: CategoryManageView,
  tags: ['autodocs'],
  args: {
    shopName: 'Folio 選物',
    categories,
    canManage: true,
    onCreate: fn(async (): Promise<string | undefined> => undefined),
    onUpdate: fn(async (): Promise<string | undefined> => undefined),
    onDelete: fn(async (): Promise<string | undefined> => undefined),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "/shopping/manage/:company_flag/category: a shop's category tree (≤ 3 levels). Add, rename, move (buttons, Alt + arrows or dragging a row's handle) and delete, the rules checked before sending.",
    ),
  },
} satisfies Meta<typeof CategoryManageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category added under 服飾. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /分類名稱/ }), ' 帽子 ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '上層分類' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: '新增分類' }));
    await expect(args.onCreate).toHaveBeenCalledWith('帽子', 1);
    await expect(canvas.getByRole('textbox', { name: /分類名稱/ })).toHaveValue('');
  },
};

/** A name a sibling has (after normalising) is refused before sending; the input stays. */
export const DuplicateName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /分類名稱/ }), '文具');
    await userEvent.click(canvas.getByRole('button', { name: '新增分類' }));
    await expect(canvas.getByRole('textbox', { name: /分類名稱/ })).toHaveAccessibleDescription(
      SHOP_MESSAGES.categoryNameTaken,
    );
    await expect(canvas.getByRole('textbox', { name: /分類名稱/ })).toHaveValue('文具');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** 包袋 and its 托特包 under 上衣 would make four levels: refused with the rules' message. */
export const TooDeep: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移入上一個分類「包袋」' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.categoryTooDeep);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** From the keyboard: Alt + ↑ moves 文具 first, Alt + → puts it under the sibling above. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('listitem', { name: '文具' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onUpdate).toHaveBeenCalledWith(10, { position: 0 });
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onUpdate).toHaveBeenLastCalledWith(10, { parent_id: 1 });
    canvas.getByRole('listitem', { name: '托特包' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onUpdate).toHaveBeenLastCalledWith(5, { parent_id: 1, position: 2 });
  },
};

/** The point `fraction` of the way down an element, at its horizontal middle. */
const pointIn = (element: Element, fraction = 0.5) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height * fraction };
};

/** Presses `name`'s handle, moves onto `target` at `fraction` of its height and lets go. */
const drag = async (canvasElement: HTMLElement, name: string, target: string, fraction: number) => {
  const canvas = within(canvasElement);
  const row = canvas.getByRole('listitem', { name });
  const handle = row.querySelector('[data-folio="category-drag-handle"]');
  const onto = canvas.getByRole('listitem', { name: target });
  if (!handle) throw new Error(`no drag handle on ${name}`);
  // One user, so the button pressed in the first call is the one released in the second.
  const user = userEvent.setup();
  await user.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: pointIn(handle) },
    { target: onto, coords: pointIn(onto, 0.4) },
    { target: onto, coords: pointIn(onto, fraction) },
  ]);
  // While held: the row under the pointer shows where the category would land.
  await expect(row).toHaveStyle({ opacity: '0.5' });
  await user.pointer({ keys: '[/MouseLeft]', target: onto, coords: pointIn(onto, fraction) });
};

/**
 * By pointer: 文具 dragged onto the top of 服飾 goes first; 筆記本 dropped on the middle of 包袋
 * goes under it; a drop that would make four levels is refused with the rules' message.
 */
export const Drag: Story = {
  // A drag aims at points on the screen: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await drag(canvasElement, '文具', '服飾', 0.1);
    await expect(args.onUpdate).toHaveBeenCalledWith(10, { position: 0 });
    await expect(canvas.getByRole('status')).toHaveTextContent('已將「文具」移到「服飾」之前');
    await drag(canvasElement, '筆記本', '包袋', 0.5);
    await expect(args.onUpdate).toHaveBeenLastCalledWith(11, { parent_id: 4 });
    await drag(canvasElement, '包袋', '上衣', 0.5);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.categoryTooDeep);
    await expect(args.onUpdate).toHaveBeenCalledTimes(2);
  },
};

/** A rename the server refuses: its message under the field, the name typed kept. */
export const RenameRefused: Story = {
  args: { onUpdate: fn(async () => SHOP_MESSAGES.categoryNameTaken) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重新命名「上衣」' }));
    const field = canvas.getByRole('textbox', { name: '新名稱' });
    await userEvent.clear(field);
    await userEvent.type(field, 'T 恤');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(field).toHaveAccessibleDescription(SHOP_MESSAGES.categoryNameTaken);
    await expect(field).toHaveValue('T 恤');
  },
};

/** A category with products is deleted after choosing where they go. */
export const DeleteWithProducts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '刪除「包袋」' }));
    const confirm = canvas.getByRole('button', { name: '確定刪除' });
    await expect(confirm).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '把 3 項商品移到' }), '10');
    await userEvent.click(confirm);
    await expect(args.onDelete).toHaveBeenCalledWith(4, 10);
  },
};

/** The server refuses a delete (sub-categories): its message on the row. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(async () => categoryHasChildren('服飾')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '刪除「服飾」' }));
    await userEvent.click(canvas.getByRole('button', { name: '確定刪除' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(categoryHasChildren('服飾'));
  },
};

/** Anyone but an administrator reads the tree. */
export const ReadOnly: Story = {
  args: { canManage: false, notice: SHOP_MESSAGES.adminOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '新增分類' })).toBeNull();
    await expect(canvas.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
  },
};

/** A shop without categories. */
export const Empty: Story = { args: { categories: [] } };

/** While the tree loads. */
export const Loading: Story = { args: { loading: true } };

/** An unknown shop, or the tree could not be loaded. */
export const LoadError: Story = {
  args: { shopName: undefined, errorMessage: SHOP_MESSAGES.shopNotFound },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
