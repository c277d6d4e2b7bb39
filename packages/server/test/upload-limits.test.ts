import { describe, expect, it } from 'vitest';
import { gradientPng } from '../src/images.ts';
import { bearer, eventFields, expectContract, multipart } from './helpers.ts';
import { signedIn } from './accounts.ts';
import { serverForSuite } from './suite-server.ts';

/** Uploads are limited per member and per address (docs/adr/0011, decision 14). */
const minute = (limit: number) => ({ limit, windowMs: 60_000 });
const png = gradientPng(8, 8, [0, 128, 255], [255, 128, 0]);

const server = serverForSuite({ rateLimits: { upload: minute(2), uploadAddress: minute(3) } });

function createEvent(token: string, remoteAddress: string, withImage = true) {
  const form = multipart({
    ...eventFields(),
    ...(withImage && { image_path: { filename: 'a.png', type: 'image/png', data: png } }),
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
    remoteAddress,
  });
}

const eventCount = async () =>
  (
    (await server.app.inject({ url: '/api/events' })).json() as {
      meta: { total: number };
    }
  ).meta.total;

describe('upload limits', () => {
  it('refuses a member over their uploads with 429 and Retry-After, storing nothing', async () => {
    const { token } = await signedIn(server.app);
    await expectContract('createEvent', await createEvent(token, '10.40.0.1'), 201);
    await expectContract('createEvent', await createEvent(token, '10.40.0.2'), 201);
    const before = await eventCount();
    const refused = await createEvent(token, '10.40.0.3');
    const body = (await expectContract('createEvent', refused, 429)) as { message: string };
    expect(body.message).toBe('嘗試次數過多，請稍後再試');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await eventCount()).toBe(before);
    // A form without a file counts nothing and is not refused.
    await expectContract('createEvent', await createEvent(token, '10.40.0.3', false), 201);
  });

  it('refuses an address over its uploads, whichever member sends them', async () => {
    const tokens = await Promise.all(
      [1, 2, 3, 4].map(async () => (await signedIn(server.app)).token),
    );
    for (const token of tokens.slice(0, 3)) {
      await expectContract('createEvent', await createEvent(token, '10.41.0.1'), 201);
    }
    await expectContract('createEvent', await createEvent(tokens[3] ?? '', '10.41.0.1'), 429);
    // The same member from another address is within both limits.
    await expectContract('createEvent', await createEvent(tokens[3] ?? '', '10.41.0.2'), 201);
  });

  it('counts updates with an image in the same bucket', async () => {
    const token = (await signedIn(server.app)).token;
    const created = await createEvent(token, '10.42.0.1');
    const { id } = (created.json() as { data: { id: number } }).data;
    await expectContract('createEvent', await createEvent(token, '10.42.0.2'), 201);
    const form = multipart({
      ...eventFields(),
      _method: 'PUT',
      image_path: { filename: 'b.png', type: 'image/png', data: png },
    });
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/events/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
      remoteAddress: '10.42.0.3',
    });
    await expectContract('updateEvent', res, 429);
  });
});
