import type { ImageType } from './images.ts';

/**
 * What the server and the image process (imageWork.ts) share about images: names and types only,
 * so that the server never loads sharp (docs/adr/0011-secure-defaults-and-limits.md, decision 13).
 */

/** openapi.yaml's ImageVariants: the original's size and the widths of its copies. */
export interface ImageVariants {
  width: number;
  height: number;
  widths: number[];
}

/** What the decode check says: the type, or why the upload is refused (`pixels` or `type`). */
export type DecodeVerdict = { type: ImageType } | { refused: 'type' | 'pixels' };

/** 320: a list thumbnail (96–160 CSS px) at 2×; 640 and 1280: the lightbox on phones and desktops. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export const SIDECAR = '.variants.json';

/** `events/ab12.jpg` → `events/ab12` (the stem every copy's name starts with). */
export const stemOf = (imagePath: string) => imagePath.replace(/\.[^./]+$/, '');
