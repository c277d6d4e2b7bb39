import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox, type LightboxProps } from './Lightbox';
import { framedDocs } from '../../../../../.storybook/docsFrame';

/** A landscape made in the story, so nothing is fetched. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#0b6e6e"/><circle cx="950" cy="180" r="90" fill="#f0b849"/><path d="M0 800 L380 380 L640 640 L820 480 L1200 800 Z" fill="#123633"/></svg>',
)}`;

/** A thumbnail that opens the viewer, as in the events list. */
function WithThumbnail(props: LightboxProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`放大圖片：${props.alt}`}
        style={{ padding: 0, border: 'none', background: 'none', cursor: 'zoom-in' }}
      >
        <img src={props.src} alt="" width={160} height={107} style={{ borderRadius: 8 }} />
      </button>
      <Lightbox
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  args: { open: false, src: photo, alt: '讀書會活動照片', onClose: fn() },
  render: (args) => <WithThumbnail {...args} />,
  parameters: framedDocs(
    'A fullscreen image viewer (docs/requirements.md §2: clicking an event image opens it; it closes by its close button or a click on the backdrop, and by Escape). Built on the modal `<dialog>` of `useModalDialog`: the page behind is inert, focus starts on the close button and stays inside, and returns to the thumbnail after closing.',
    '420px',
  ),
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const openViewer = async (canvasElement: HTMLElement) => {
  const opener = within(canvasElement).getByRole('button', { name: '放大圖片：讀書會活動照片' });
  await userEvent.click(opener);
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: '讀書會活動照片' });
  return { opener, body, dialog };
};

/** Click the thumbnail to open; the close button closes and focus returns. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, body, dialog } = await openViewer(canvasElement);
    const close = within(dialog).getByRole('button', { name: '關閉' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(within(dialog).getByRole('img', { name: '讀書會活動照片' })).toBeVisible();
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** Escape closes it and focus returns to the thumbnail. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, body } = await openViewer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** A click on the backdrop closes it; a click on the image does not. */
export const BackdropCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await openViewer(canvasElement);
    await userEvent.click(within(dialog).getByRole('img'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 4, y: 4 } });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * Focus is trapped: the viewer is a modal dialog, so the page behind is inert and even a scripted
 * `focus()` on the thumbnail cannot take focus out of it.
 */
export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openViewer(canvasElement);
    const close = within(dialog).getByRole('button', { name: '關閉' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(dialog.matches(':modal')).toBe(true);
    opener.focus();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(opener).not.toHaveFocus();
  },
};

/** Open, with a caption, in the dark theme. */
export const DarkWithCaption: Story = {
  globals: { theme: 'dark' },
  args: { open: true, caption: '2025-03-01 週末讀書會' },
  render: (args) => <Lightbox {...args} />,
  play: async ({ canvasElement }) => {
    // The viewer opens in an effect after the first render: wait for it.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('2025-03-01 週末讀書會')).toBeVisible();
  },
};
