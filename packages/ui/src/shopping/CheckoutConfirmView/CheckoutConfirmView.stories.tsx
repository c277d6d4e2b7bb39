import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES,
  onlyLeft,
  recipientExample,
  type RecipientInput,
} from '@folio/rules';
import { expectNoSidewaysScroll, narrow, phoneFits } from '../narrowStory';
import { changedCartLines, expressQuote, quote } from '../checkoutStoryData';
import type { FormSubmitHandler } from '../../forms/types';
import { CheckoutConfirmView } from './CheckoutConfirmView';
import { clickShowsAlert, playedDocs } from '../../storyParts';

type Place = FormSubmitHandler<RecipientInput>;
/** A submit handler answering `result`. */
const answers = (result: Awaited<ReturnType<Place>>) => fn<Place>(async () => result);

const M = CHECKOUT_MESSAGES;
const L = CHECKOUT_LABELS;

/** A recipient the rules accept. */
const filled: Partial<RecipientInput> = recipientExample;

const meta = {
  title: 'Shopping/CheckoutConfirmView',
  component: CheckoutConfirmView,
  tags: ['autodocs'],
  args: {
    quote,
    loginHref: '/login-new?redirect=%2Fshopping%2Fcheckout%2Fconfirm%3Fshop%3Dfolio',
    cartHref: '/shopping/cart',
    onDeliveryChange: fn(),
    onSubmit: answers(undefined),
    onRetry: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The confirm screen of /shopping/checkout/confirm?shop= (docs/adr/0031-checkout-payment-and-delivery.md): react-final-form with `recipientErrors` of @folio/rules, every total the server's. The app adds `company_flag`, `expected_total` (the quote's total) and a `client_id` to what `onSubmit` gets, and turns the 409s and the 422 into `{ error, fieldErrors }` and `shortLines`.",
    ),
  },
} satisfies Meta<typeof CheckoutConfirmView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's lines, the empty form and the quoted totals (free delivery over NT$1,500). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Folio 選物' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /宅配到府/ })).toBeChecked();
    await expect(canvas.getByText(M.freeDeliveryHint)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: new RegExp(L.city) })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: M.placeOrder })).toBeEnabled();
  },
};

/** Filled in and placed: `onSubmit` gets the recipient and the delivery. */
export const Place: Story = {
  args: { initialValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(L.note) }), '請放管理室');
    await userEvent.click(canvas.getByRole('button', { name: M.placeOrder }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      delivery_method: 'home',
      note: '請放管理室',
    });
  },
};

/** Choosing 快速到貨 asks for a new quote; the app passes it back with the new totals. */
export const ChooseExpress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /快速到貨/ }));
    await expect(args.onDeliveryChange).toHaveBeenCalledWith('express');
  },
};

/** Quoted with 快速到貨: its fee in the totals. */
export const Express: Story = {
  args: { quote: expressQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /快速到貨/ })).toBeChecked();
    await expect(canvas.getByText('NT$2,280')).toBeVisible();
  },
};

/** While the new quote comes, 確認下單 waits. */
export const Quoting: Story = {
  args: { quoting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: M.placeOrder })).toBeDisabled();
  },
};

/** Every field checked before sending, each message under its field; nothing is sent. */
export const Invalid: Story = {
  args: {
    revealErrors: true,
    initialValues: { recipient_phone: '912345678', postal_code: '1061', city: '', note: '' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.placeOrder }));
    await expect(canvas.getByText(M.recipientNameRequired)).toBeVisible();
    await expect(canvas.getByText(M.phoneFormat)).toBeVisible();
    await expect(canvas.getByText(M.postalCodeFormat)).toBeVisible();
    await expect(
      canvas.getByText(M.cityRequired, { selector: '[role="alert"], p, span' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 422: its message under the field, the input kept. */
export const ServerFieldError: Story = {
  args: {
    initialValues: filled,
    onSubmit: answers({ error: M.phoneFormat, fieldErrors: { recipient_phone: M.phoneFormat } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.placeOrder }));
    await expect(await canvas.findAllByText(M.phoneFormat)).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: new RegExp(L.recipient_name) })).toHaveValue(
      '王小明',
    );
  },
};

/** 409, the total changed: the message and the new totals (the app passed the new quote); press again. */
export const TotalChanged: Story = {
  args: {
    quote: expressQuote,
    initialValues: filled,
    onSubmit: answers({ error: M.totalChanged }),
  },
  play: clickShowsAlert(M.placeOrder, M.totalChanged, { enabledAfter: true }),
};

/** 409, short stock: the message naming each short line with what is left. */
export const OutOfStock: Story = {
  args: {
    initialValues: filled,
    shortLines: [
      {
        variant_id: 101,
        product_name: '經典帆布托特包',
        variant_label: '燕麥 / M',
        requested: 2,
        available: 1,
      },
    ],
    onSubmit: answers({ error: M.outOfStock }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.placeOrder }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(M.outOfStock);
    await expect(alert).toHaveTextContent(`經典帆布托特包 燕麥 / M：${onlyLeft(1)}`);
  },
};

/** Placing: the button busy until the server answers. */
export const Submitting: Story = {
  args: { initialValues: filled, onSubmit: fn<Place>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.placeOrder }));
    await expect(canvas.getByRole('button', { name: M.placeOrder })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A line changed since it was added: marked, 購物車的商品有變動, nothing can be placed. */
export const CartChanged: Story = {
  args: {
    quote: { ...quote, lines: changedCartLines.slice(0, 2), has_problems: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.cartChanged);
    await expect(canvas.getByText(`庫存不足：${onlyLeft(2)}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.placeOrder })).toBeDisabled();
  },
};

/** A visitor: 登入會員後即可結帳 and a login link that comes back here. */
export const Visitor: Story = {
  args: { signedIn: false, quote: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.loginToCheckout)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登入會員' })).toHaveAttribute(
      'href',
      args.loginHref,
    );
  },
};

/** While the quote loads. */
export const Loading: Story = { args: { quote: undefined, loading: true } };

/** The quote failed: 重試, or back to the cart. */
export const QuoteFailed: Story = {
  args: { quote: undefined, errorMessage: M.quoteFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing of this shop in the cart: a link to the cart. */
export const NothingFromShop: Story = {
  args: { quote: undefined, errorMessage: M.nothingFromShop, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.nothingFromShop);
    await expect(canvas.getByRole('link', { name: M.cartTitle })).toHaveAttribute(
      'href',
      '/shopping/cart',
    );
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  args: { initialValues: filled },
  ...phoneFits(),
};

/**
 * 188 px wide (a phone zoomed in): everything wraps, nothing scrolls sideways, and each delivery
 * option's name stays on one line (its fee goes under it), never one character a line.
 */
export const Narrow: Story = {
  args: { initialValues: filled },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    const canvas = within(canvasElement);
    for (const label of ['宅配到府', '快速到貨']) {
      const name = canvas.getByText(label);
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      await expect(name.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
  },
};

/** In the dark theme, with the errors shown. */
export const Dark: Story = {
  args: { revealErrors: true },
  globals: { theme: 'dark' },
};
