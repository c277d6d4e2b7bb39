import type { Page } from '@playwright/test';
import { apiLogin, loggedInMember, registeredMember, storeSession } from './api';
import { expect, test } from './fixtures';
import { solidPng } from './png';

/** The query strings of the GET /api/events requests the page makes from now on, as they happen. */
function eventListQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events') queries.push(url.search);
  });
  return queries;
}

test('create an event with an image → on /events with its NT$ price → search finds it → edit with a new image → the list shows it', async ({
  page,
  problems,
  shot,
}) => {
  await loggedInMember(page, 'events');

  const name = `E2E 活動 ${Date.now()}`;
  await page.goto('/create-event');
  await page.getByLabel('活動名稱').fill(name);
  await page.getByLabel('活動說明').fill('端對端測試建立的活動。');
  await page.getByLabel('開始時間').fill('2027-01-15T19:00');
  await page.getByLabel('結束時間').fill('2027-01-15T21:00');
  await page.getByLabel('價格').fill('12345');
  await page.getByLabel('上傳圖片').setInputFiles({
    name: 'red.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [200, 40, 40]),
  });
  await page.getByRole('button', { name: '建立活動' }).click();
  await shot('create-sent');
  await expect(page.getByRole('alertdialog')).toContainText('活動建立完成');
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL('/events');

  await page.getByRole('searchbox', { name: '搜尋活動' }).fill(name);
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText('NT$12,345');
  await expect(row).toContainText('2027-01-15');
  await shot('found');
  const firstImage = await row.locator('img').getAttribute('src');
  expect(firstImage).toMatch(/^\/storage\//);
  expect((await page.request.get(firstImage as string)).status()).toBe(200);

  await row.getByRole('link', { name: `編輯：${name}` }).click();
  await expect(page.getByLabel('活動名稱')).toHaveValue(name);
  await expect(page.getByLabel('價格')).toHaveValue('12345');
  await shot('edit-prefilled');
  await page.getByLabel('活動名稱').fill(`${name}（已更新）`);
  await page.getByLabel('上傳新圖片（可選）').setInputFiles({
    name: 'blue.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [40, 40, 200]),
  });
  await page.getByRole('button', { name: '更新活動' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('活動更新完成');
  await page.getByRole('button', { name: '確定' }).click();
  // Back to the list the edit was opened from, its search kept.
  await expect(page).toHaveURL(`/events?search=${encodeURIComponent(name).replaceAll('%20', '+')}`);
  await expect(page.getByRole('searchbox', { name: '搜尋活動' })).toHaveValue(name);
  const updated = page.getByRole('listitem', { name: `${name}（已更新）` });
  await expect(updated).toBeVisible();
  const newImage = await updated.locator('img').getAttribute('src');
  expect(newImage).not.toBe(firstImage);
  expect((await page.request.get(newImage as string)).status()).toBe(200);
  expect((await page.request.get(firstImage as string)).status()).toBe(404);

  await updated.getByRole('button', { name: `放大圖片：${name}（已更新）` }).click();
  await expect(page.getByRole('dialog', { name: `${name}（已更新）` })).toBeVisible();
  await shot('lightbox');
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});

test('paging reloads from the server and scrolls to the top; clearing the search goes back to page 1', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/events');
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: '活動分頁' });
  await expect(nav.getByRole('button')).not.toHaveCount(0);
  const pageButtons = nav.getByRole('button', { name: /^(第 )?\d+( 頁)?$/ });
  expect(await pageButtons.count()).toBeLessThanOrEqual(5);
  await page.mouse.wheel(0, 4000);
  await nav.getByRole('button', { name: /^(第 )?2( 頁)?$/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^第 11–20 筆，共 \d+ 筆$/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);

  await page.getByRole('searchbox', { name: '搜尋活動' }).fill('市集');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(page).not.toHaveURL(/page=/);
  // docs/requirements.md §4: clearing reloads page 1 from the server, although page 1 is cached by now.
  await page.goto('/events');
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
  await page.getByRole('searchbox', { name: '搜尋活動' }).fill('市集');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText(/^第 1–\d+ 筆，共 \d+ 筆$/)).toBeVisible();
  const reload = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/events' && request.url().endsWith('?page=1'),
  );
  await page.getByRole('searchbox', { name: '搜尋活動' }).fill('');
  await expect(page).toHaveURL('/events');
  await reload;
});

test('/events arrives with its first page drawn: readable without JavaScript, and the app takes over those rows without loading them first', async ({
  page,
  browser,
  baseURL,
}) => {
  // Without JavaScript: the rows are in the page the server sends.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/events');
  const drawn = plain.getByRole('heading', { level: 2 }).first();
  await expect(drawn).toBeVisible();
  const firstName = await drawn.textContent();
  await expect(plain.getByText(/^第 1–10 筆，共 \d+ 筆$/).first()).toBeVisible();
  await noScript.close();

  // With it: the same first row, no loading rows at any moment, and page 1 not asked for again
  // (the page brought it); coming back to page 1 later asks for it, as for any cached read.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('ul[aria-label="活動載入中"]')) {
        document.documentElement.dataset.sawLoadingRows = 'yes';
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const requests = eventListQueries(page);
  await page.goto('/events');
  // The app has replaced the drawing (main.tsx removes its styles once it has rendered).
  await expect(page.locator('style[data-prerender]')).toHaveCount(0);
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(firstName ?? '');
  await expect(page.locator('html[data-saw-loading-rows]')).toHaveCount(0);
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
  await page.getByRole('button', { name: '第 2 頁' }).click();
  await expect(page.getByText(/^第 11–20 筆，共 \d+ 筆$/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
  await expect.poll(() => requests).toEqual(['?page=2', '?page=1']);
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/events?search=完全不存在的關鍵字xyz');
  await expect(page.getByRole('status')).toContainText(
    '找不到符合「完全不存在的關鍵字xyz」的活動。',
  );
});

test('the events test list asks for GET /events with no parameters and shows no paging', async ({
  page,
}) => {
  const requests = eventListQueries(page);
  await page.goto('/events-test');
  await expect(page.getByRole('heading', { name: '活動測試列表' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '活動分頁' })).toHaveCount(0);
  expect(requests).toEqual(['']);
});

test('/create-event-new: the form is empty and the button idle while the success dialog shows', async ({
  page,
}) => {
  await loggedInMember(page, 'eventsnew');
  await page.goto('/create-event-new');
  await page.getByLabel('活動名稱').fill('連續建立的活動');
  await page.getByLabel('活動說明').fill('建立後表單清空。');
  await page.getByLabel('開始時間').fill('2027-02-01T10:00');
  await page.getByLabel('結束時間').fill('2027-02-01T12:00');
  await page.getByRole('button', { name: '建立活動' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('活動建立完成');
  await expect(page.getByLabel('活動名稱')).toHaveValue('');
  await expect(page.getByLabel('開始時間')).toHaveValue('');
  await expect(page.getByRole('button', { name: '建立活動' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL('/create-event-new');
});

test("another member's event: no edit link; its edit URL by hand answers 403 → '更新失敗', nothing changes", async ({
  page,
  shot,
}) => {
  const owner = await registeredMember(page.request, 'owner');
  const ownerSession = await apiLogin(page.request, owner.email, owner.password);
  const name = `別人的活動 ${Date.now()}`;
  const created = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${ownerSession.access_token}` },
    multipart: {
      name,
      description: '只有建立者能編輯。',
      start_time: '2027-02-01 10:00:00',
      end_time: '2027-02-01 12:00:00',
      price: '300',
    },
  });
  expect(created.status()).toBe(201);
  const { data: event } = (await created.json()) as { data: { id: number; user_id: number } };
  expect(event.user_id).toBe(ownerSession.user.id);

  await loggedInMember(page, 'other');

  await page.goto(`/events?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText('NT$300');
  await expect(row.getByRole('link', { name: `編輯：${name}` })).toHaveCount(0);
  await shot('no-edit-link');

  await page.goto(`/events/${event.id}/edit`);
  await expect(page.getByLabel('活動名稱')).toHaveValue(name);
  await page.getByLabel('活動名稱').fill(`${name}（被改）`);
  const answer = page.waitForResponse((r) => r.url().includes(`/api/events/${event.id}?`));
  await page.getByRole('button', { name: '更新活動' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('alertdialog')).toContainText('更新失敗');
  await shot('update-refused');
  await page.getByRole('button', { name: '確定' }).click();
  // The typed text stays in the form; the server kept the event as it was.
  await expect(page.getByLabel('活動名稱')).toHaveValue(`${name}（被改）`);
  const stored = await page.request.get(`/api/events/${event.id}`);
  expect(((await stored.json()) as { data: { name: string } }).data.name).toBe(name);

  // Its creator sees the link.
  await storeSession(page, ownerSession);
  await page.goto(`/events?search=${encodeURIComponent(name)}`);
  await expect(
    page.getByRole('listitem', { name }).getByRole('link', { name: `編輯：${name}` }),
  ).toBeVisible();
});
