import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditCardForm } from './CreditCardForm';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/CreditCardForm',
  component: CreditCardForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The credit card form of `/credit-card` (docs/requirements.md §2): card number, expiry (MM/YY) and CVV. No validation (spec): typing is only shaped — digits, groups of four, the slash of the expiry. Labelled fields with `inputmode="numeric"` and `autocomplete` `cc-number`, `cc-exp`, `cc-csc`. The card preview follows the fields and is hidden from screen readers.',
    ),
  },
} satisfies Meta<typeof CreditCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing shapes the values and updates the preview; submitting hands them over unvalidated. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText('卡號');
    const expiry = canvas.getByLabelText('有效期限（MM/YY）');
    const cvv = canvas.getByLabelText('安全碼（CVV）');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');

    await userEvent.type(number, '4242x424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(expiry, '1227');
    await expect(expiry).toHaveValue('12/27');
    await userEvent.type(cvv, '12345');
    await expect(cvv).toHaveValue('1234');

    const preview = canvas.getByTestId('card-preview');
    await expect(preview).toHaveTextContent('4242 4242 4242 4242');
    await expect(preview).toHaveTextContent('Visa');
    await expect(preview).toHaveTextContent('12/27');

    await userEvent.click(canvas.getByRole('button', { name: '確認付款' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/27',
      cvv: '1234',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('已收到付款資料');
  },
};

/** On a phone (375 px) expiry and CVV stack, so neither label wraps and both inputs line up. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  // Docs pages draw it in its own 375 px frame (.storybook/docsFrame.ts), so the phone layout shows.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText('卡號').getBoundingClientRect();
    const expiry = canvas.getByLabelText('有效期限（MM/YY）').getBoundingClientRect();
    const cvv = canvas.getByLabelText('安全碼（CVV）').getBoundingClientRect();
    // Same left edge and width as the card number: one field per row.
    await expect(expiry.left).toBe(number.left);
    await expect(cvv.left).toBe(number.left);
    await expect(cvv.width).toBe(number.width);
    await expect(cvv.top).toBeGreaterThan(expiry.bottom);
    // Each label stays on one line.
    for (const name of ['有效期限（MM/YY）', '安全碼（CVV）']) {
      const label = canvas.getByText(name);
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
      await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
  },
};

/** No validation: an empty form is submitted as it is. */
export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '確認付款' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ cardNumber: '', expiry: '', cvv: '' });
  },
};

/** Backspace over the expiry slash works: the slash appears only once the year starts. */
export const ExpiryBackspace: Story = {
  play: async ({ canvasElement }) => {
    const expiry = within(canvasElement).getByLabelText('有效期限（MM/YY）');
    await userEvent.type(expiry, '123');
    await expect(expiry).toHaveValue('12/3');
    await userEvent.type(expiry, '{Backspace}');
    await expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '{Backspace}');
    await expect(expiry).toHaveValue('1');
  },
};

/** Filled in, a Mastercard. */
export const Filled: Story = {
  args: { defaultValues: { cardNumber: '5555555555554444', expiry: '0828', cvv: '321' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('卡號')).toHaveValue('5555 5555 5555 4444');
    await expect(canvas.getByTestId('card-preview')).toHaveTextContent('Mastercard');
  },
};

/** In the dark theme, filled in. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValues: { cardNumber: '4242424242424242', expiry: '1227', cvv: '123' } },
};
