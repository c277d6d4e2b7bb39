import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_MESSAGES as M } from '@folio/rules';
import { ChatBox } from '../ChatBox';
import { greeting, question } from '../common/storyData';
import { ChatLauncher, type ChatLauncherProps } from './ChatLauncher';
import { playedDocs } from '../../storyParts';

/** The launcher over a shop page's end: its main button must stay clear of the floating one. */
function Page(args: ChatLauncherProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: 16 }}>
      <p>商品詳情的內容…</p>
      <button type="button" style={{ width: '100%', minHeight: 44 }}>
        加入購物車
      </button>
      <ChatLauncher
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      >
        <ChatBox
          title={M.title}
          status="assistant"
          messages={[greeting, question]}
          onSend={fn()}
          onRetry={fn()}
          onTyping={fn()}
          onHandoff={fn()}
          onEnd={fn()}
          onRate={fn(async () => undefined)}
          onNewChat={fn()}
        />
      </ChatLauncher>
    </div>
  );
}

const meta = {
  title: 'Chat/ChatLauncher',
  component: ChatLauncher,
  tags: ['autodocs'],
  args: { open: false, onOpenChange: fn() },
  render: (args) => <Page {...args} />,
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The chat's launcher on the shop's pages: a floating button at the bottom right that opens the chat box in a panel without leaving the page. Escape or 收起線上客服 closes it; focus returns to the button.",
    ),
  },
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: M.openChat });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // The page's own button is not under the floating one.
    const main = canvas.getByRole('button', { name: '加入購物車' }).getBoundingClientRect();
    const floating = launcher.getBoundingClientRect();
    await expect(main.bottom <= floating.top || main.top >= floating.bottom).toBe(true);
    await userEvent.click(launcher);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const panel = await canvas.findByRole('dialog', { name: M.title });
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(canvas.getByRole('button', { name: M.closeChat, expanded: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: M.openChat })).toHaveFocus());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('dialog', { name: M.title });
    await expect(within(panel).getByText(question.body)).toBeVisible();
    const closes = canvas.getAllByRole('button', { name: M.closeChat });
    await userEvent.click(closes[0] as HTMLElement);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A phone 320 px wide: the panel fills the screen above the button. */
export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/**
 * A page whose action bar stays at the screen's bottom (sticky, `data-folio-action-bar`): the
 * closed button steps aside while the bar is in its corner, so the bar's button takes the tap.
 */
export const OverAnActionBar: Story = {
  render: (args) => (
    <div style={{ minHeight: '150vh', display: 'flex', flexDirection: 'column' }}>
      <p style={{ flex: 1, padding: 16 }}>商品詳情的內容…</p>
      <div
        data-folio-action-bar=""
        style={{ position: 'sticky', bottom: 0, padding: 16, background: 'var(--bar, #eee)' }}
      >
        <button type="button" style={{ width: '100%', minHeight: 44 }}>
          加入購物車
        </button>
      </div>
      <ChatLauncher {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: M.openChat, hidden: true });
    await waitFor(() => expect(launcher).not.toBeVisible());
    const bar = canvas.getByRole('button', { name: '加入購物車' });
    const box = bar.getBoundingClientRect();
    const hit = document.elementFromPoint(box.right - 20, box.top + box.height / 2);
    await expect(hit).toBe(bar);
  },
};
