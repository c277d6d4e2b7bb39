import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, payBefore } from '@folio/rules';
import { narrowFits, phoneFits } from '../narrowStory';
import { paymentForm, pendingOrder } from '../checkoutStoryData';
import { PaymentHandoffView } from './PaymentHandoffView';
import { clickRetry, playedDocs } from '../../storyParts';

const M = CHECKOUT_MESSAGES;

const meta = {
  title: 'Shopping/PaymentHandoffView',
  component: PaymentHandoffView,
  tags: ['autodocs'],
  args: {
    order: pendingOrder,
    form: paymentForm,
    gatewayName: '測試金流',
    submit: fn(),
    onRetry: fn(),
    // Longer than any test: the button's own story sets 0.
    buttonAfterMs: 600_000,
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The hand-off of /shopping/checkout/confirm-changeweb?order= (docs/adr/0031-checkout-payment-and-delivery.md): the order, then the signed form of hidden inputs posted to the gateway. Stories pass `submit` so nothing leaves the page.',
    ),
  },
} satisfies Meta<typeof PaymentHandoffView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order, its total and deadline; the form is posted at once (正在前往付款頁面…). */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('F0000000123')).toBeVisible();
    await expect(canvas.getByText(payBefore('10:32'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(M.redirecting);
    // The post happens in an effect, which the built Storybook may run after the play starts.
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', '/api/payments/sandbox/checkout');
    await expect(form).toHaveAttribute('method', 'POST');
    await expect(form?.querySelector('input[name="CheckMacValue"]')).toHaveAttribute(
      'type',
      'hidden',
    );
    await expect(canvas.queryByRole('button', { name: M.goToPayment })).not.toBeInTheDocument();
  },
};

/** The browser has not left: 前往付款 posts the form again. */
export const ButtonShown: Story = {
  args: { buttonAfterMs: 0, autoSubmit: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: M.goToPayment }));
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};

/** The order is there, the form not yet. */
export const AskingForForm: Story = {
  args: { form: undefined },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(M.redirecting);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** While the order loads. */
export const Loading: Story = { args: { order: undefined, form: undefined, loading: true } };

/** The order cannot be paid any more: a link to the storefront. */
export const NotPayable: Story = {
  args: {
    order: undefined,
    form: undefined,
    errorMessage: M.notPayable,
    errorLinks: [{ to: '/shopping', label: '回到商店' }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.notPayable);
    await expect(canvas.getByRole('link', { name: '回到商店' })).toHaveAttribute(
      'href',
      '/shopping',
    );
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Another member's order. */
export const NotYours: Story = {
  args: { order: undefined, form: undefined, errorMessage: M.notYourOrder },
};

/** The form could not be had: 重試. */
export const Failed: Story = {
  args: { form: undefined, errorMessage: M.gatewayUnavailable },
  play: clickRetry,
};

/** On a phone. */
export const Phone: Story = {
  args: { buttonAfterMs: 0, autoSubmit: false },
  ...phoneFits(),
};

/** 188 px wide (a phone zoomed in): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  args: { buttonAfterMs: 0, autoSubmit: false },
  ...narrowFits(),
};

/** In the dark theme, the button shown. */
export const Dark: Story = {
  args: { buttonAfterMs: 0, autoSubmit: false },
  globals: { theme: 'dark' },
};
