import { IMAGE_MAX_PIXELS } from '@folio/rules';
import sharp from 'sharp';
import { sniffImage, type ImageType } from './images.ts';
import { M } from './messages.ts';

/** An upload accepted as an image, or the field message that refuses it. */
export type ImageCheck = { type: ImageType } | { refused: string };

/**
 * Judges an upload by decoding it, not only by its first bytes (docs/adr/0011-secure-defaults-and-limits.md):
 * a file that starts like a PNG but holds no picture (the 8-byte signature alone, broken or cut
 * pixel data) is refused as not an image, and a picture over IMAGE_MAX_PIXELS is refused from its
 * header, before a single pixel is decoded, so a small file that declares a huge canvas costs no
 * memory. The decode makes a thumbnail (JPEG and WebP shrink while they load), so a real photo
 * is read once, quickly.
 */
export async function checkImage(data: Buffer): Promise<ImageCheck> {
  const type = sniffImage(data);
  if (!type) return { refused: M.imageType };
  try {
    // Only the header is read here; limitInputPixels is off so that the size can be reported.
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width < 1 || height < 1) return { refused: M.imageType };
    if (width * height > IMAGE_MAX_PIXELS) return { refused: M.imagePixels };
    await sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    return { refused: M.imageType };
  }
  return { type };
}
