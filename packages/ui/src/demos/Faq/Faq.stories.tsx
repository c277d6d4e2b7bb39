import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Faq } from './Faq';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/Faq',
  component: Faq,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The FAQ accordion of `/faq` (docs/requirements.md §2): five questions — refund within 30 days, contact, promotions (with the welcome discount code), international shipping and order changes. Each question is a disclosure button inside a heading with `aria-expanded` and `aria-controls`; Enter or Space opens it, ↑ ↓ Home End move between questions. By default one answer is open at a time.',
    ),
  },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All answers closed. Clicking a question opens its answer; opening another closes the first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');

    const refund = canvas.getByRole('button', { name: '如何申請退款？' });
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(
      refund.getAttribute('aria-controls') ?? '',
    );
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('30 天內');
    await expect(canvas.getByRole('region', { name: '如何申請退款？' })).toBe(panel);

    const promotions = canvas.getByRole('button', { name: '目前有哪些優惠活動？' });
    await userEvent.click(promotions);
    await expect(canvas.getByText(/歡迎折扣碼 WELCOME10/)).toBeVisible();
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();

    await userEvent.click(promotions);
    await expect(promotions).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The five questions, in the order of docs/requirements.md §2. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    await expect(names).toEqual([
      '如何申請退款？',
      '如何聯絡客服？',
      '目前有哪些優惠活動？',
      '是否提供國際運送？',
      '下單後可以修改訂單嗎？',
    ]);
  },
};

/** With the refund answer open at first. */
export const FirstOpen: Story = {
  args: { defaultExpanded: ['refund'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/30 天內都可以申請退款/)).toBeVisible();
  },
};

/** `allowMultiple`: several answers stay open together. */
export const Multiple: Story = {
  args: { allowMultiple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '如何聯絡客服？' }));
    await userEvent.click(canvas.getByRole('button', { name: '是否提供國際運送？' }));
    await expect(canvas.getByRole('region', { name: '如何聯絡客服？' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '是否提供國際運送？' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(2);
  },
};

/** Keyboard only: Tab to a question, arrows move, Enter and Space toggle. */
export const Keyboard: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: '如何申請退款？' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const last = canvas.getByRole('button', { name: '下單後可以修改訂單嗎？' });
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const contact = canvas.getByRole('button', { name: '如何聯絡客服？' });
    await expect(contact).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
  },
};

/** In the dark theme, with one answer open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultExpanded: ['promotions'] },
};
