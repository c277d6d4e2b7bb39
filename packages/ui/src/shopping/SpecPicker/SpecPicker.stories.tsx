import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tote } from '../storyData';
import { SpecPicker, type SpecPickerProps } from './SpecPicker';
import { playedDocs } from '../../storyParts';

/** The picker holding its own choice, reporting each change to `onChange`. */
function Stateful(props: SpecPickerProps) {
  const [choice, setChoice] = useState(props.choice);
  return (
    <SpecPicker
      {...props}
      choice={choice}
      onChange={(next) => {
        setChoice(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shopping/SpecPicker',
  component: SpecPicker,
  tags: ['autodocs'],
  args: { product: tote, choice: [null, null], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: playedDocs(
    "The buyer's choice of one value per specification type (docs/adr/0030-shopping-catalog.md). The tote: 黑/M is sold out, 墨綠/L is not on sale.",
  ),
} satisfies Meta<typeof SpecPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every value that some variant can sell is enabled. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '燕麥' }));
    await expect(canvas.getByRole('button', { name: '燕麥' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([3, null]);
    await expect(canvas.getByRole('group', { name: '顏色：燕麥' })).toBeVisible();
  },
};

/** With 黑 chosen, M is sold out: disabled, and it says so. */
export const SoldOut: Story = {
  args: { choice: [1, null] },
  play: async ({ canvasElement }) => {
    const m = within(canvasElement).getByRole('button', { name: 'M（已售完）' });
    await expect(m).toBeDisabled();
  },
};

/** With 墨綠 chosen, L is not on sale; unpicking 墨綠 makes L available again. */
export const NotOnSale: Story = {
  args: { choice: [4, null] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'L（此規格暫不販售）' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '墨綠' }));
    await expect(canvas.getByRole('button', { name: 'L' })).toBeEnabled();
  },
};

/** A sold-out variant from a link stays chosen and can be unpicked. */
export const LinkedSoldOut: Story = {
  args: { choice: [1, 10] },
  play: async ({ canvasElement }) => {
    const m = within(canvasElement).getByRole('button', { name: 'M（已售完）' });
    await expect(m).toHaveAttribute('aria-pressed', 'true');
    await expect(m).toBeEnabled();
  },
};

/** In the dark theme. */
export const Dark: Story = { args: { choice: [1, null] }, globals: { theme: 'dark' } };
