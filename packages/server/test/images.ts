import { crc32 } from 'node:zlib';

/**
 * A copy of a PNG with its header rewritten to declare another size, its CRC kept valid: a few
 * hundred bytes that claim a canvas far larger than memory (src/imageCheck.ts).
 */
export function declaring(png: Buffer, width: number, height: number) {
  const bytes = Buffer.from(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}
