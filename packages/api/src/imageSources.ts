import { imageUrl } from './client.ts';
import type { components } from '@folio/contract';

type Event = components['schemas']['Event'];

/** One `<source>` of a `<picture>`: a type and candidates with width descriptors. */
interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

const FORMATS = [
  ['image/avif', 'avif'],
  ['image/webp', 'webp'],
] as const;

/**
 * The `<picture>` sources of an event's image from its `image_variants` (openapi.yaml:
 * `<stem>.<w>w.avif|webp` beside `<stem>.<ext>`): AVIF first, then WebP, each ending with the
 * original at its own width, which stays the largest size. Empty when there are no copies.
 */
export function imageSources(
  event: Pick<Event, 'image_path' | 'image_variants'>,
  storageRoot = '/storage',
): ImageSource[] {
  const original = imageUrl(event.image_path, storageRoot);
  const variants = event.image_variants;
  if (!original || !variants || variants.widths.length === 0) return [];
  const stem = original.replace(/\.[^./]+$/, '');
  return FORMATS.map(([type, extension]) => ({
    type,
    srcSet: [
      ...variants.widths.map((w) => `${stem}.${w}w.${extension} ${w}w`),
      `${original} ${variants.width}w`,
    ].join(', '),
  }));
}
