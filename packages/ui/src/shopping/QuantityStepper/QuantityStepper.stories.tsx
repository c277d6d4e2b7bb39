import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
import { playedDocs } from '../../storyParts';

/** The stepper holding its own value, reporting each change to `onChange`. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shopping/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, max: 5, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: playedDocs(
    "The quantity of the buyer's page: 1 to the chosen variant's stock, at most 99 (@folio/rules `maxQuantity`).",
  ),
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five in stock: + stops at 5, − at 1. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: '增加數量' });
    await expect(canvas.getByRole('button', { name: '減少數量' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: '數量' })).toHaveValue(5);
    await expect(plus).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** A typed number over the stock is brought down to it when the field is left. */
export const TypedOverStock: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: '數量' });
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.tab();
    await expect(field).toHaveValue(5);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** Nothing in stock (or nothing chosen): every control is disabled. */
export const Disabled: Story = {
  args: { max: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: '數量' })).toBeDisabled();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
