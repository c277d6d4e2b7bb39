import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES } from '@folio/rules';
import { SpecTypeEditor, type SpecTypeSaveProblem } from './SpecTypeEditor';
import { playedDocs } from '../../storyParts';

const colour = {
  name: '顏色',
  values: [
    { id: 1, name: '黑' },
    { id: 2, name: '白' },
    { id: 3, name: '燕麥' },
  ],
};

const meta = {
  title: 'Shopping/SpecTypeEditor',
  component: SpecTypeEditor,
  tags: ['autodocs'],
  args: {
    initial: colour,
    onSave: fn(async (): Promise<SpecTypeSaveProblem | undefined> => undefined),
    onCancel: fn(),
  },
  parameters: playedDocs(
    "The form of one specification type on /shopping/spec-type: its name and its values in order (rename, move, remove, add). @folio/rules' `specTypeErrors` is checked before anything is sent.",
  ),
} satisfies Meta<typeof SpecTypeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing 顏色: a value renamed, one moved up, one added; the values keep their ids. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '上移「燕麥」' }));
    const second = canvas.getByRole('textbox', { name: '規格值 2' });
    await expect(second).toHaveValue('燕麥');
    await userEvent.click(canvas.getByRole('button', { name: '新增規格值' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '規格值 4' }), ' 紅 ');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: '顏色',
      values: [
        { id: 1, name: '黑' },
        { id: 3, name: '燕麥' },
        { id: 2, name: '白' },
        { name: '紅' },
      ],
    });
  },
};

/** A new type: nothing typed is refused with the rules' messages, and nothing is sent. */
export const Invalid: Story = {
  args: { initial: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '新增規格' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(canvas.getByRole('textbox', { name: /規格名稱/ })).toHaveAccessibleDescription(
      SHOP_MESSAGES.specNameRequired,
    );
    await expect(canvas.getByRole('textbox', { name: '規格值 1' })).toHaveAccessibleDescription(
      SHOP_MESSAGES.specValueRequired,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Two values that are the same name after trimming and normalising. */
export const DuplicateValue: Story = {
  args: { initial: { name: '尺寸', values: [{ name: 'XL' }, { name: 'ｘｌ' }] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(canvas.getByRole('textbox', { name: '規格值 2' })).toHaveAccessibleDescription(
      SHOP_MESSAGES.specValueDuplicate,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused (someone saved first): its message shows, the input stays. */
export const Stale: Story = {
  args: { onSave: fn(async () => ({ error: SHOP_MESSAGES.specStale })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /規格名稱/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /規格名稱/ }), '色彩');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SHOP_MESSAGES.specStale);
    await expect(canvas.getByRole('textbox', { name: /規格名稱/ })).toHaveValue('色彩');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
