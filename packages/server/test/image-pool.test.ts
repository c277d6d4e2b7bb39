import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImage } from '../src/imageCheck.ts';
import { ImagePool, ImagesBusy, imagePool } from '../src/imagePool.ts';
import type { DecodeVerdict, ImageVariants } from '../src/imageWork.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

const pools: ImagePool[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const pool of pools) pool.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the image process (docs/adr/0011, decision 13)', () => {
  it('decodes uploads in a process of its own, not the server', async () => {
    expect(await checkImage(await png(40, 30))).toEqual({ type: 'png' });
    expect(imagePool.pid).toBeGreaterThan(0);
    expect(imagePool.pid).not.toBe(process.pid);
  });

  it('runs the jobs one at a time, lets a bounded number wait and refuses the rest at once', async () => {
    const pool = new ImagePool({ concurrent: 1, queued: 2 });
    pools.push(pool);
    const data = await png(2000, 2000);
    const jobs = Array.from({ length: 5 }, () =>
      pool.run<DecodeVerdict>({ kind: 'check', data }).then(
        (verdict) => verdict,
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(jobs);
    expect(results.slice(0, 3)).toEqual([{ type: 'png' }, { type: 'png' }, { type: 'png' }]);
    expect(results[3]).toBeInstanceOf(ImagesBusy);
    expect(results[4]).toBeInstanceOf(ImagesBusy);
  });

  it('queues the copies of admitted uploads whatever waits, and makes them in the process', async () => {
    const pool = new ImagePool({ concurrent: 1, queued: 0 });
    pools.push(pool);
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'folio-image-pool-'));
    dirs.push(storageDir);
    writeFileSync(path.join(storageDir, 'a.png'), await png(700, 350));
    writeFileSync(path.join(storageDir, 'b.png'), await png(300, 150));
    const [a, b] = await Promise.all([
      pool.run<ImageVariants>({ kind: 'variants', storageDir, imagePath: 'a.png' }),
      pool.run<ImageVariants>({ kind: 'variants', storageDir, imagePath: 'b.png' }),
    ]);
    expect(a).toEqual({ width: 700, height: 350, widths: [320, 640] });
    expect(b).toEqual({ width: 300, height: 150, widths: [] });
  });

  it('ends a job that takes too long, and the next job gets a new process', async () => {
    const pool = new ImagePool({ timeoutMs: 1 });
    pools.push(pool);
    const data = await png(3000, 3000);
    await expect(pool.run({ kind: 'check', data })).rejects.toThrow('took too long');
    const slow = new ImagePool({ timeoutMs: 60_000 });
    pools.push(slow);
    expect(await slow.run({ kind: 'check', data })).toEqual({ type: 'png' });
  });
});
