import type { Browser } from '@playwright/test';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A real PNG of one colour, for upload tests. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * How many pixels of two screenshots of the same size differ by more than `levels` in a colour
 * channel (decoded in a blank page of `browser`). Two paints of the same page may round an
 * anti-aliased edge one level apart; a visible change differs by far more, over many pixels.
 * Screenshots of different sizes differ everywhere.
 */
export async function visiblyDifferentPixels(
  browser: Browser,
  first: Buffer,
  second: Buffer,
  levels = 2,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(
      async ({ images, levels }) => {
        const decode = async (base64: string) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [a, b] = await Promise.all(images.map(decode));
        if (!a || !b || a.width !== b.width || a.height !== b.height) return Infinity;
        let count = 0;
        for (let i = 0; i < a.data.length; i += 4) {
          for (let channel = 0; channel < 3; channel++) {
            if (Math.abs((a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0)) > levels) {
              count++;
              break;
            }
          }
        }
        return count;
      },
      { images: [first.toString('base64'), second.toString('base64')], levels },
    );
  } finally {
    await context.close();
  }
}
