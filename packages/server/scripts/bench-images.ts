// `pnpm bench:images`: how many bytes of images /events transfers for its first view when its
// first page holds ten phone-camera photos (3 to 5 MB each), ADR 0013's goal being ≤ 1 MB.
//
// 1. The real server (buildServer, as `pnpm start` runs it) on a temporary DATA_DIR, seeded, on
//    BENCH_IMAGES_PORT or a free port; the built app must exist (`pnpm build`).
// 2. Ten 4032 × 3024 JPEGs (grain over a smooth field: 3 to 5 MB at quality 90, like a phone's)
//    uploaded as the demo administrator, dated so they fill the first page of the list.
// 3. Chromium at Lighthouse's mobile size (412 × 823, 1.75×) opens /events, waits for the network
//    to settle without scrolling, and sums the bodies of every image response.
// Prints `events first view: images <bytes> B in <n> requests (originals <bytes> B)`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { DEMO_ADMIN } from '@folio/rules';
import { buildServer } from '../src/server.ts';
import { freePort } from '../test/processes.ts';

const PHOTOS = 10;
const HOST = '127.0.0.1';

/** A photo-sized JPEG: a smooth random field (`seed` picks it) with sensor-like grain. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const field = await sharp({
    create: {
      width: 8,
      height: 6,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed * 5, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const smooth = await sharp(field).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 + (seed % 5) },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(smooth.length);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (smooth[i] ?? 0) + (grain[i] ?? 128) - 128));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-images-'));
const app = await buildServer({ dataDir, logger: false });
try {
  const port = Number(process.env.BENCH_IMAGES_PORT) || (await freePort());
  await app.listen({ port, host: HOST });
  const base = `http://${HOST}:${port}`;

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };

  let originals = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await phonePhoto(i);
    const form = new FormData();
    form.set('name', `手機照片 ${i + 1}`);
    form.set('description', '以手機拍攝的原始尺寸照片');
    const day = String(PHOTOS - i).padStart(2, '0');
    form.set('start_time', `2099-01-${day} 10:00:00`);
    form.set('end_time', `2099-01-${day} 12:00:00`);
    form.set('price', '100');
    form.set('image_path', new Blob([photo], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const res = await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${await res.text()}`);
    process.stderr.write(`› uploaded photo ${i + 1}: ${(photo.length / 1048576).toFixed(2)} MB\n`);
    originals += photo.length;
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const images: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      images.push(
        request.sizes().then((s) => {
          process.stderr.write(`› ${request.url().replace(base, '')}: ${s.responseBodySize} B\n`);
          return s.responseBodySize;
        }),
      );
    });
    await page.goto(`${base}/events`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '手機照片 1', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(images);
    const bytes = sizes.reduce((sum, n) => sum + n, 0);
    console.log(
      `events first view: images ${bytes} B in ${sizes.length} requests (originals ${originals} B)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
