import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';
import { framedDocs } from '../../../../../.storybook/docsFrame';

const links = (
  <>
    <a href="#events">活動</a>
    <a href="#resume">履歷</a>
    <a href="#login">登入</a>
  </>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), title: '選單', children: links },
  parameters: {
    layout: 'fullscreen',
    ...framedDocs(
      'The navigation drawer used below the lg breakpoint (1280 px). Modal: focus stays inside; the close button, Escape, the backdrop or following a link closes it.',
      '360px',
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open drawer with three links. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    // The drawer opens in an effect after the first render: wait for it.
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '選單',
    });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(drawer).getByRole('button', { name: '關閉選單' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a menu button, closed by Escape, focus returns to the button. */
export const OpenAndEscape: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>開啟選單</Button>
        <Drawer {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '開啟選單' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: '選單' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
