import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImage } from '../src/imageCheck.ts';
import { imagePool } from '../src/imagePool.ts';
import { gradientPng } from '../src/images.ts';
import { bearer, eventFields, expectContract, multipart, snapshot } from './helpers.ts';
import { signedIn } from './accounts.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The image process's busy answer over HTTP (docs/adr/0011, decision 13): with one decode check
 * running and 16 waiting (the pool's queue full), an upload is refused at once with 429, the
 * contract's body and Retry-After, and nothing is stored. The image process is paused (SIGSTOP)
 * so that the queue stays full for as long as the test needs, whatever the machine's speed.
 */
const png = gradientPng(8, 8, [0, 128, 255], [255, 128, 0]);

const server = serverForSuite();
let token = '';
let paused: number | undefined;
beforeAll(async () => {
  token = (await signedIn(server.app)).token;
});
// Vitest runs afterAll hooks last registered first: the image process resumes, then the
// suite server closes.
afterAll(() => {
  if (paused) process.kill(paused, 'SIGCONT');
});

function upload(url: string, extra: Record<string, string> = {}) {
  const form = multipart({
    ...eventFields(),
    ...extra,
    image_path: { filename: 'a.png', type: 'image/png', data: png },
  });
  return server.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

describe('the image process is busy', () => {
  it('answers an upload 429 with Retry-After and stores nothing, then takes it again', async () => {
    const created = await upload('/api/events');
    await expectContract('createEvent', created, 201);
    const { id } = (created.json() as { data: { id: number } }).data;
    await server.app.folio.settled();
    const before = await snapshot(server.app, server.dataDir);

    // The image process runs (a check), then stops: one job in it, 16 waiting.
    expect(await checkImage(png)).toEqual({ type: 'png' });
    paused = imagePool.pid;
    expect(paused).toBeGreaterThan(0);
    process.kill(paused ?? 0, 'SIGSTOP');
    const held = Array.from({ length: 17 }, () => checkImage(png).catch((error: unknown) => error));

    const refused = await upload('/api/events');
    const body = (await expectContract('createEvent', refused, 429)) as { message: string };
    expect(body.message).toBe('伺服器忙碌中，請稍後再試');
    expect(refused.headers['retry-after']).toBe('1');
    const update = await upload(`/api/events/${id}`, { _method: 'PUT', name: '不該改的名字' });
    await expectContract('updateEvent', update, 429);
    expect(update.headers['retry-after']).toBe('1');
    await server.app.folio.settled();
    expect(await snapshot(server.app, server.dataDir)).toBe(before);

    process.kill(paused ?? 0, 'SIGCONT');
    paused = undefined;
    expect(await Promise.all(held)).toEqual(Array.from({ length: 17 }, () => ({ type: 'png' })));
    await expectContract('createEvent', await upload('/api/events'), 201);
  });
});
