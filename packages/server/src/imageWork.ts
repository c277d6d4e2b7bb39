import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_PIXELS } from '@folio/rules';
import sharp from 'sharp';
import { pictureSvg, type Picture } from './catalogPictures.ts';
import { sniffImage } from './images.ts';
import {
  SIDECAR,
  stemOf,
  VARIANT_WIDTHS,
  type DecodeVerdict,
  type ImageVariants,
} from './imageNames.ts';

/**
 * The decoding and encoding of images, run in the image process (imagePool.ts, imageWorker.ts),
 * never in the server's: its memory and its threads stay out of the server's way
 * (docs/adr/0011-secure-defaults-and-limits.md, decision 13). The names and types the server
 * shares with it are in imageNames.ts, so that the server never loads sharp.
 */

/** Encoder settings: visually close to the original at a fraction of its bytes. */
const AVIF = { quality: 55, effort: 2 } as const;
const WEBP = { quality: 78, effort: 4 } as const;

export type { DecodeVerdict, ImageVariants };

/**
 * Judges an upload by decoding it, not only by its first bytes: a file that starts like a PNG but
 * holds no picture (the 8-byte signature alone, broken or cut pixel data) is refused as not an
 * image, and a picture over IMAGE_MAX_PIXELS is refused from its header, before a single pixel is
 * decoded, so a small file that declares a huge canvas costs no memory. The decode makes a
 * thumbnail (JPEG and WebP shrink while they load), so a real photo is read once, quickly.
 */
export async function decodeCheck(data: Uint8Array): Promise<DecodeVerdict> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const type = sniffImage(bytes);
  if (!type) return { refused: 'type' };
  try {
    // Only the header is read here; limitInputPixels is off so that the size can be reported.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width < 1 || height < 1) return { refused: 'type' };
    if (width * height > IMAGE_MAX_PIXELS) return { refused: 'pixels' };
    await sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    return { refused: 'type' };
  }
  return { type };
}

/**
 * Makes the AVIF and WebP copies of the stored image `imagePath` (under `storageDir`) and its
 * sidecar `<stem>.variants.json`; answers what the sidecar says.
 */
export async function makeVariants(storageDir: string, imagePath: string): Promise<ImageVariants> {
  const file = (relative: string) => path.join(storageDir, relative);
  const stem = stemOf(imagePath);
  const original = sharp(file(imagePath), {
    failOn: 'none',
    limitInputPixels: IMAGE_MAX_PIXELS,
  });
  // The size as shown: `autoOrient` swaps width and height of a phone photo taken upright.
  const { width = 0, height = 0 } = (await original.metadata()).autoOrient;
  const widths = VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length > 0) {
    // Decoded and shrunk once to the largest copy (EXIF orientation applied, metadata such as
    // GPS dropped); every copy is made from that.
    // Rotated only when EXIF says so: a rotation holds the whole picture in memory, where a
    // plain shrink streams it row by row (a 49 MP PNG: tens of MB instead of hundreds).
    const { orientation = 1 } = await original.metadata();
    const oriented = orientation > 1 ? original.rotate() : original;
    const largest = await oriented
      .resize({ width: Math.max(...widths) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = largest;
    for (const w of widths) {
      const resized = () =>
        sharp(largest.data, {
          raw: { width: info.width, height: info.height, channels: info.channels },
        }).resize({ width: w });
      await resized()
        .avif(AVIF)
        .toFile(file(`${stem}.${w}w.avif`));
      await resized()
        .webp(WEBP)
        .toFile(file(`${stem}.${w}w.webp`));
    }
  }
  const variants: ImageVariants = { width, height, widths };
  await writeFile(file(`${stem}${SIDECAR}`), JSON.stringify(variants));
  return variants;
}

/** A seed product's picture (catalogPictures.ts) as a JPEG, the way a shop's photo arrives. */
export async function drawPicture(picture: Picture): Promise<Uint8Array> {
  return sharp(Buffer.from(pictureSvg(picture)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
