import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { OrderStepper } from './OrderStepper';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/OrderStepper',
  component: OrderStepper,
  tags: ['autodocs'],
  args: { onStepChange: fn() },
  parameters: {
    route: pathTo('orderStepper'),
    ...playedDocs(
      'The order stepper of /steppers-box (docs/requirements.md §2): 訂單確認 lists cable 2 × $10 and flash drive 10 × $15 (subtotal $170); 運送方式 offers standard $5, priority $10 and express $15 and shows shipping and total; 完成 sums it up. Total = subtotal + shipping, computed by the pure `orderTotals` (unit-tested).',
    ),
  },
} satisfies Meta<typeof OrderStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryValue = (canvasElement: HTMLElement, term: RegExp) => {
  const dt = within(canvasElement)
    .getAllByRole('term')
    .find((el) => term.test(el.textContent ?? ''));
  return dt?.nextElementSibling?.textContent;
};

/** Step 1, 訂單確認: the two items and the subtotal of $170. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('訂單確認');
    const cable = canvas.getByRole('row', { name: /傳輸線/ });
    await expect(
      within(cable)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '$10', '$20']);
    const drive = canvas.getByRole('row', { name: /隨身碟/ });
    await expect(
      within(drive)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '$15', '$150']);
    await expect(
      within(canvas.getByRole('row', { name: /小計/ })).getByRole('cell'),
    ).toHaveTextContent('$170');
    await expect(canvas.getByRole('button', { name: '上一步' })).toBeDisabled();
  },
};

/** The shipping choice updates shipping and total: 175, 180, 185. */
export const ShippingUpdatesTotal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('heading', { name: '第 2 步：運送方式' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: /標準運送/ })).toBeChecked();
    await expect(summaryValue(canvasElement, /運費/)).toBe('$5');
    await expect(summaryValue(canvasElement, /總計/)).toBe('$175');

    await userEvent.click(canvas.getByRole('radio', { name: /優先運送/ }));
    await expect(summaryValue(canvasElement, /運費/)).toBe('$10');
    await expect(summaryValue(canvasElement, /總計/)).toBe('$180');

    await userEvent.click(canvas.getByRole('radio', { name: /快捷運送/ }));
    await expect(summaryValue(canvasElement, /小計/)).toBe('$170');
    await expect(summaryValue(canvasElement, /運費/)).toBe('$15');
    await expect(summaryValue(canvasElement, /總計/)).toBe('$185');

    // The choice is kept through 完成 and back.
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('完成');
    await expect(summaryValue(canvasElement, /總計/)).toBe('$185');
    await userEvent.click(canvas.getByRole('button', { name: '上一步' }));
    await expect(canvas.getByRole('radio', { name: /快捷運送/ })).toBeChecked();
  },
};

/** Step 2 as a still: the delivery options with standard chosen. */
export const DeliveryStep: Story = { args: { defaultStep: 2 } };

/** Step 3, 完成, after choosing priority: shipping $10, total $180. */
export const Finished: Story = {
  args: { defaultStep: 3, defaultShipping: 'priority' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('完成');
    await expect(canvas.getAllByText('（已完成）')).toHaveLength(2);
    await expect(summaryValue(canvasElement, /運費/)).toBe('$10');
    await expect(summaryValue(canvasElement, /總計/)).toBe('$180');
  },
};

/** 重新開始 on the last step goes back to step 1 and to the first shipping choice (standard). */
export const StartOver: Story = {
  args: { defaultStep: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /快捷運送/ }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.click(canvas.getByRole('button', { name: '重新開始' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('訂單確認');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByRole('radio', { name: /標準運送/ })).toBeChecked();
  },
};

/** In the dark theme, on the delivery step. */
export const Dark: Story = {
  args: { defaultStep: 2, defaultShipping: 'express' },
  globals: { theme: 'dark' },
};
