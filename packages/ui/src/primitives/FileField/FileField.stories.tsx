import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileField } from './FileField';
import { playedDocs } from '../../storyParts';

/** A small image made in the story, so nothing is fetched. */
const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${fill}"/><circle cx="60" cy="60" r="30" fill="#fff"/></svg>`;
const poster = () => new File([svg('#0b6e6e')], 'poster.svg', { type: 'image/svg+xml' });
const currentImage = `data:image/svg+xml,${encodeURIComponent(svg('#8a5a00'))}`;

const meta = {
  title: 'Primitives/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: { label: '上傳圖片', name: 'image', onChange: fn() },
  parameters: playedDocs(
    'An image picker: the native `<input type="file" accept="image/*">` stays in the page (focusable, named by the label and the button text) and its `<label>` looks like a button. The chosen file name is shown next to it and read as the description; `preview` adds a thumbnail, `previewSrc` shows an existing image until a new one is chosen. Use `value` + `onChange(file | null)` when a form owns the file; `null` empties the input.',
  ),
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose an image: its name is shown and `onChange` gets the file. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/上傳圖片/);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleName('上傳圖片 選擇圖片');
    await expect(input).toHaveAccessibleDescription('尚未選擇檔案');
    const file = poster();
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('poster.svg')).toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('poster.svg');
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('尚未選擇檔案')).toBeInTheDocument();
  },
};

/** The picker offers images only: a PDF is not accepted. */
export const ImagesOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/上傳圖片/);
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file that is not an image (dropped, or "all files" in the picker) is refused at once: emptied, with the message. */
export const Refused: Story = {
  args: { preview: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>(/上傳圖片/);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    fireEvent.change(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('尚未選擇檔案 請上傳圖片檔案');
    await expect(canvas.queryByRole('img')).toBeNull();
    // An image clears the message.
    await userEvent.upload(input, poster());
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Test (hidden): an "image" the browser cannot decode (a renamed file) is refused, never a broken thumbnail. */
export const RefusedUndecodable: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { preview: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/上傳圖片/);
    await userEvent.upload(input, new File(['not an image'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('尚未選擇檔案 請上傳圖片檔案'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** With a thumbnail of the chosen image. */
export const WithPreview: Story = {
  args: { preview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/上傳圖片/), poster());
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '預覽：poster.svg' })).toBeInTheDocument(),
    );
  },
};

/** The edit form: the current image is shown until a new one is chosen; the field is optional. */
export const WithCurrentImage: Story = {
  args: { label: '上傳新圖片（可選）', preview: true, previewSrc: currentImage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '目前的圖片' })).toBeVisible();
  },
};

/** With an error. */
export const WithError: Story = {
  args: { error: '請上傳圖片檔案' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/上傳圖片/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('尚未選擇檔案 請上傳圖片檔案');
  },
};

/** In the dark theme, with the current image. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { preview: true, previewSrc: currentImage, helperText: '支援 JPG、PNG、GIF' },
};
