import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Picture } from './Picture';

/** A picture made in the story at `width`, labelled with it, so the chosen copy is visible. */
const made = (width: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><text x="200" y="170" font-size="48" text-anchor="middle" fill="#fff">${width}w</text></svg>`,
  )}`;

const meta = {
  title: 'Primitives/Picture',
  component: Picture,
  tags: ['autodocs'],
  args: {
    src: made(1600, '#5b4a8a'),
    alt: '活動照片',
    width: 160,
    height: 120,
    sizes: '160px',
    sources: [{ type: 'image/svg+xml', srcSet: `${made(320, '#0b6e6e')} 320w` }],
  },
  parameters: {
    docs: {
      description: {
        component:
          'An image the browser downloads at the size it is shown: `<picture>` sources (AVIF, then WebP, each with width descriptors) and `sizes`; the `<img>` keeps `width`, `height`, `loading` and `fetchPriority`. Without sources it is a plain `<img>`. The `<picture>` lays out as `display: contents`, so CSS for the image applies unchanged.',
      },
    },
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown 160 px wide from a 320 w copy: the browser takes the source, not the 1600 px original. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: '活動照片' });
    await waitFor(() => expect(img.complete && img.currentSrc !== '').toBe(true));
    const chosen = decodeURIComponent(img.currentSrc);
    expect(chosen).toContain('>320w<');
    expect(chosen).not.toContain('>1600w<');
    expect(img.closest('picture')?.querySelectorAll('source')).toHaveLength(1);
  },
};

/** Without sources: a plain `<img>` with the same attributes. */
export const WithoutSources: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: '活動照片' });
    expect(img.closest('picture')).toBeNull();
    expect(img.getAttribute('width')).toBe('160');
  },
};
