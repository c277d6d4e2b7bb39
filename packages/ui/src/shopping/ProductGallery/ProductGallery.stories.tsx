import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tote } from '../storyData';
import { ProductGallery } from './ProductGallery';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Shopping/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { images: tote.images, name: tote.name },
  parameters: playedDocs(
    "The buyer's page's pictures: the chosen one large (it opens the fullscreen viewer), thumbnails to choose another.",
  ),
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures: a thumbnail chooses the large one; the large one opens the viewer. */
export const Playground: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: '經典帆布托特包（第 2 張，共 3 張）' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-current', 'true');
    const main = canvas.getByRole('button', { name: '放大圖片：經典帆布托特包' });
    await userEvent.click(main);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: '經典帆布托特包（第 2 張，共 3 張）' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(main).toHaveFocus();
  },
};

/** The basic page: the cover alone. */
export const CoverOnly: Story = {
  args: { coverOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A product without pictures. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('沒有圖片')).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
