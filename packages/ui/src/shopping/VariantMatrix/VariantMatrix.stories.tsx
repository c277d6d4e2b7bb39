import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHOP_MESSAGES } from '@folio/rules';
import { VariantMatrix, type VariantMatrixProps } from './VariantMatrix';
import { tote, toteDraft } from '../storyData';
import { playedDocs } from '../../storyParts';

/** The matrix holding its rows, as the editor does. */
function Stateful(props: VariantMatrixProps) {
  const [rows, setRows] = useState(props.rows);
  return (
    <VariantMatrix
      {...props}
      rows={rows}
      onChange={(next) => {
        setRows(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shopping/VariantMatrix',
  component: VariantMatrix,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { types: tote.specTypes, rows: toteDraft.variants, onChange: fn() },
  parameters: playedDocs(
    "The advanced editor's variant matrix: a row per combination (SKU, price, stock, on/off) and a line that fills a column at once.",
  ),
} satisfies Meta<typeof VariantMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six rows; the stock filled for all, one row turned off. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '全部庫存' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: '套用全部庫存' }));
    await expect(canvas.getByRole('textbox', { name: '墨綠 / L 庫存' })).toHaveValue('20');
    await userEvent.click(canvas.getByRole('checkbox', { name: '燕麥 / M 販售' }));
    await expect(canvas.getByRole('checkbox', { name: '燕麥 / M 販售' })).not.toBeChecked();
  },
};

/** Every row off at once. */
export const AllOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全部停售' }));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** The messages of bad cells, each under its cell. */
export const WithErrors: Story = {
  args: {
    rows: toteDraft.variants.map((row, i) => (i === 2 ? { ...row, price: '0' } : row)),
    errors: {
      'variants.2.price': SHOP_MESSAGES.priceRange,
      'variants.3.sku': SHOP_MESSAGES.skuDuplicate,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '黑 / M 價格' })).toHaveAccessibleDescription(
      SHOP_MESSAGES.priceRange,
    );
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
