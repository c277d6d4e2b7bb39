import { apiLogin, registeredMember } from './api';
import { expect, test } from './fixtures';
import { solidPng } from './png';

test('/events shows each image at the size of its thumbnail: a small AVIF copy, the first one first, the rest lazily; the viewer a larger one', async ({
  page,
}) => {
  const member = await registeredMember(page.request, 'images');
  const session = await apiLogin(page.request, member.email, member.password);
  const name = `E2E 大圖 ${Date.now()}`;
  // Dated last of all events, so it is the first row of /events.
  const created = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${session.access_token}` },
    multipart: {
      name,
      description: '一張 2000 × 1500 的圖片',
      start_time: '2999-12-31 10:00:00',
      end_time: '2999-12-31 12:00:00',
      price: '100',
      image_path: {
        name: 'big.png',
        mimeType: 'image/png',
        buffer: solidPng(2000, 1500, [11, 110, 110]),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as {
    data: { image_path: string; image_variants: { widths: number[] } };
  };
  expect(data.image_variants.widths).toEqual([320, 640, 1280]);
  const stem = data.image_path.replace(/\.png$/, '');

  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/events');
  const thumbs = page.locator('[data-folio="events-view"] li img');
  const first = thumbs.first();
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`/storage/${stem}\\.320w\\.avif$`),
  );
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', '160');
  await expect(first).toHaveAttribute('height', '120');
  const loading = await thumbs.evaluateAll((imgs) =>
    imgs.map((img) => img.getAttribute('loading')),
  );
  expect(loading[0]).toBe('eager');
  expect(loading.slice(1).length).toBeGreaterThan(0);
  expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true);

  // The viewer at 375 px wide picks a copy for its width, not the 2000 px original.
  await page.getByRole('button', { name: `放大圖片：${name}` }).click();
  const large = page.getByRole('dialog', { name }).getByRole('img', { name });
  await expect(large).toHaveJSProperty('complete', true);
  expect(await large.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`/storage/${stem}\\.(640|1280)w\\.avif$`),
  );
});
