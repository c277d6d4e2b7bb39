import { gradientPng } from '../src/images.ts';
import { bearer, eventFields, expectContract, multipart, startServer } from './helpers.ts';
import { signedIn } from './accounts.ts';

/**
 * The upload limits' 429 of every operation that takes an image (docs/adr/0011, decision 14),
 * on a server that allows one upload per member a minute.
 */
export async function walkUploadContract() {
  const limited = await startServer({ rateLimits: { upload: { limit: 1, windowMs: 60_000 } } });
  try {
    const { app } = limited;
    const png = gradientPng(8, 8, [0, 128, 255], [255, 128, 0]);
    const event = (url: string, token: string, extra: Record<string, string> = {}) => {
      const form = multipart({
        ...eventFields(extra),
        image_path: { filename: 'a.png', type: 'image/png', data: png },
      });
      return app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };
    const token = (await signedIn(app)).token;
    const created = await event('/api/events', token);
    await expectContract('createEvent', created, 201);
    await expectContract('createEvent', await event('/api/events', token), 429);
    const { id } = (created.json() as { data: { id: number } }).data;
    await expectContract(
      'updateEvent',
      await event(`/api/events/${id}`, token, { _method: 'PUT' }),
      429,
    );

    const adminToken = (await signedIn(app, { role: 'admin' })).token;
    const upload = () => {
      const form = multipart({ image: { filename: 'a.png', type: 'image/png', data: png } });
      return app.inject({
        method: 'POST',
        url: '/api/manage/product-images',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(adminToken) },
      });
    };
    await expectContract('uploadProductImage', await upload(), 201);
    await expectContract('uploadProductImage', await upload(), 429);
  } finally {
    await limited.close();
  }
}
