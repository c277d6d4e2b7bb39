import { imagePool } from './imagePool.ts';
import type { ImageType } from './images.ts';
import type { DecodeVerdict } from './imageNames.ts';
import { M } from './messages.ts';

/** An upload accepted as an image, or the field message that refuses it. */
export type ImageCheck = { type: ImageType } | { refused: string };

/**
 * Judges an upload by decoding it, not only by its first bytes (docs/adr/0011-secure-defaults-and-limits.md,
 * decisions 7 and 13): the header's size first (at most IMAGE_MAX_PIXELS), then a 64 px
 * thumbnail, in the image process (imagePool.ts, imageWork.ts `decodeCheck`). Throws ImagesBusy
 * (429) when too many checks wait already.
 */
export async function checkImage(data: Buffer): Promise<ImageCheck> {
  const verdict = await imagePool.run<DecodeVerdict>({ kind: 'check', data });
  if ('type' in verdict) return verdict;
  return { refused: verdict.refused === 'pixels' ? M.imagePixels : M.imageType };
}
