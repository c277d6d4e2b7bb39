import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';
import { framedDocs } from '../../../../../.storybook/docsFrame';

/** Opens the dialog from a button, as a page would. */
function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>開啟對話框</Button>
      <Dialog
        title="對話框標題"
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
        actions={
          <Button variant="text" onClick={() => setOpen(false)}>
            關閉
          </Button>
        }
      >
        {props.children ?? '對話框內容：可放說明文字或表單。'}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: '對話框標題',
    children: '對話框內容：可放說明文字或表單。',
  },
  parameters: framedDocs(
    'A modal dialog. Focus moves into it and stays there; Escape, the backdrop or a button closes it and focus goes back to the opener. Keep its content short.',
    '320px',
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open dialog; try the controls. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // The dialog opens in an effect after the first render: wait for it.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '對話框標題',
    });
    await expect(dialog).toBeVisible();
  },
};

/** Opening from a button, closing with Escape: focus returns to the button. */
export const EscapeClosesAndRestoresFocus: Story = {
  render: (args) => <DialogDemo onClose={args.onClose} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: '開啟對話框' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: '對話框標題' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** A click on the backdrop closes the dialog; a click inside does not. */
export const BackdropCloses: Story = {
  render: (args) => <DialogDemo onClose={args.onClose} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '開啟對話框' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog');
    await userEvent.click(within(dialog).getByText('對話框內容：可放說明文字或表單。'));
    await expect(dialog).toBeVisible();
    // Clicking the dialog element itself, outside its body, is what a backdrop click produces.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 2, y: 2 } });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The empty dialog of the /dialog test screen: no content, maximum width 500. */
export const EmptyMaxWidth500: Story = {
  args: { title: undefined, ariaLabel: '空白對話框', children: undefined, maxWidth: 500 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '空白對話框',
    });
    await expect(getComputedStyle(dialog).maxWidth).toBe('500px');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
