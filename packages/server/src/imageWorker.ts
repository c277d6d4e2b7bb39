import os from 'node:os';
import sharp from 'sharp';
import { drawPicture } from './catalogPictures.ts';
import { decodeCheck, makeVariants } from './imageWork.ts';
import type { ImageJob, ImageReply } from './imagePool.ts';

/**
 * The image process (forked by imagePool.ts): decodes and encodes images one job at a time per
 * message, on its own threads and in its own memory. libvips gets one thread (the server keeps
 * the other cores), no operation cache (memory goes back after each job), and the process runs
 * at a lower priority, so the server's event loop wins the CPU whenever both want it.
 */
sharp.concurrency(1);
sharp.cache(false);
try {
  os.setPriority(10);
} catch {
  // Not allowed here (some containers): the same work, at the same priority.
}

async function run(job: ImageJob): Promise<unknown> {
  if (job.kind === 'check') return decodeCheck(job.data);
  if (job.kind === 'draw') return drawPicture(job.picture);
  return makeVariants(job.storageDir, job.imagePath);
}

process.on('message', (message: { id: number; job: ImageJob }) => {
  void run(message.job)
    .then(
      (value): ImageReply => ({ id: message.id, ok: true, value }),
      (error: unknown): ImageReply => ({
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((reply) => process.send?.(reply));
});
// The server is gone (or closed its end): nothing more will come.
process.on('disconnect', () => process.exit(0));
