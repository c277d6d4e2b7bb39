import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { M } from '../src/messages.ts';
import { bearer, eventFields, expectContract, multipart } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { signedIn } from './accounts.ts';

/** A photo-like JPEG of `width` × `height`, stored rotated as phones do (EXIF orientation 6). */
async function phonePhoto(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#2878c8',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface EventData {
  id: number;
  image_path: string | null;
  image_variants?: { width: number; height: number; widths: number[] };
}

let token: string;

const server = serverForSuite({ seed: { events: 2 } });
beforeAll(async () => {
  token = (await signedIn(server.app)).token;
});

const eventsDir = () => path.join(server.dataDir, 'storage/events');
const filesOf = (imagePath: string) => {
  const stem = path.basename(imagePath).replace(/\.[^.]+$/, '');
  return readdirSync(eventsDir())
    .filter((name) => name.startsWith(`${stem}.`))
    .sort();
};

async function send(method: 'create' | 'update', file: { name: string; data: Buffer }, id = 0) {
  const type = file.name.endsWith('.gif') ? 'image/gif' : 'image/jpeg';
  const form = multipart({
    ...eventFields(),
    image_path: { filename: file.name, type, data: file.data },
  });
  const res = await server.app.inject({
    method: 'POST',
    url: method === 'create' ? '/api/events' : `/api/events/${id}?_method=PUT`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  const operation = method === 'create' ? 'createEvent' : 'updateEvent';
  return (
    (await expectContract(operation, res, method === 'create' ? 201 : 200)) as {
      data: EventData;
    }
  ).data;
}

describe('smaller copies of event images', () => {
  it('an upload gets AVIF and WebP copies at each width below its own, upright, beside it', async () => {
    const created = await send('create', { name: 'phone.jpg', data: await phonePhoto(1600, 1200) });
    // Orientation 6: the photo is shown 1200 wide and 1600 high; 1280 is not below 1200.
    expect(created.image_variants).toEqual({ width: 1200, height: 1600, widths: [320, 640] });
    const stem = path.basename(created.image_path ?? '').replace(/\.jpg$/, '');
    expect(filesOf(created.image_path ?? '')).toEqual([
      `${stem}.320w.avif`,
      `${stem}.320w.webp`,
      `${stem}.640w.avif`,
      `${stem}.640w.webp`,
      `${stem}.jpg`,
      `${stem}.variants.json`,
    ]);

    for (const [file, format] of [
      [`${stem}.320w.avif`, 'heif'],
      [`${stem}.640w.webp`, 'webp'],
    ] as const) {
      const res = await server.app.inject({ url: `/storage/events/${file}` });
      expect(res.statusCode, file).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, file).toBe(format);
      expect(meta.width, file).toBe(Number(/\.(\d+)w\./.exec(file)?.[1]));
      expect(meta.height, file).toBe(Math.round((meta.width * 1600) / 1200));
    }
    expect(
      (await server.app.inject({ url: `/storage/events/${stem}.320w.avif` })).headers[
        'content-type'
      ],
    ).toBe('image/avif');

    // The list and the event say the same.
    const list = (await server.app.inject({ url: '/api/events?search=' })).json() as {
      data: EventData[];
    };
    const listed = list.data.find((e) => e.id === created.id);
    expect(listed?.image_variants).toEqual(created.image_variants);
    const got = (await server.app.inject({ url: `/api/events/${created.id}` })).json() as {
      data: EventData;
    };
    expect(got.data.image_variants).toEqual(created.image_variants);
  });

  it('replacing the image deletes the old one with all its copies; a GIF gets none', async () => {
    const created = await send('create', { name: 'a.jpg', data: await phonePhoto(800, 600) });
    const oldFiles = filesOf(created.image_path ?? '');
    // Upright 600 × 800: the original, its sidecar and a 320 w copy in two formats.
    expect(oldFiles).toHaveLength(4);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const updated = await send('update', { name: 'b.gif', data: gif }, created.id);
    expect(updated.image_path).toMatch(/\.gif$/);
    expect(updated.image_variants).toBeUndefined();
    for (const name of oldFiles) expect(existsSync(path.join(eventsDir(), name)), name).toBe(false);
    expect(filesOf(updated.image_path ?? '')).toHaveLength(1);
  });

  it('a JPEG that cannot be decoded is refused, and nothing is stored (src/imageCheck.ts)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const before = readdirSync(eventsDir()).sort();
    const form = multipart({
      ...eventFields(),
      image_path: { filename: 'broken.jpg', type: 'image/jpeg', data: broken },
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    await expectContract('createEvent', res, 422);
    expect(res.json().errors).toEqual({ image_path: [M.imageType] });
    expect(readdirSync(eventsDir()).sort()).toEqual(before);
  });

  it('seeded images have copies, made once: a restart reads them back without remaking them', async () => {
    const list = (await server.app.inject({ url: '/api/events?search=' })).json() as {
      data: EventData[];
    };
    const seeded = list.data.filter((e) => e.image_path?.startsWith('events/seed-'));
    expect(seeded).toHaveLength(2);
    for (const event of seeded) {
      expect(event.image_variants).toEqual({ width: 480, height: 270, widths: [320] });
    }
    const copy = path.join(eventsDir(), 'seed-001.320w.avif');
    const before = statSync(copy).mtimeMs;
    await server.restart();
    const again = (await server.app.inject({ url: '/api/events?search=' })).json() as {
      data: EventData[];
    };
    expect(again.data.find((e) => e.id === seeded[0]?.id)?.image_variants).toEqual({
      width: 480,
      height: 270,
      widths: [320],
    });
    expect(statSync(copy).mtimeMs).toBe(before);
  });
});
