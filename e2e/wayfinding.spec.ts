import { registeredMember } from './api';
import { expect, test } from './fixtures';

/** The way between screens for a first visit (docs/requirements.md §2): no dead ends, no form lost. */

test('a visitor finds 建立活動 on /events, is told to log in before typing, and comes back to the form', async ({
  page,
}) => {
  const member = await registeredMember(page.request, 'wayfinding');
  await page.goto('/events');
  await page.getByRole('link', { name: '建立活動' }).click();
  await expect(page).toHaveURL(/\/login-new\?next=%2Fcreate-event$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/create-event');
  await expect(page.getByLabel('活動名稱')).toBeVisible();
  // The login entry was replaced: Back goes to the list, not to the filled-in login form.
  await page.goBack();
  await expect(page).toHaveURL('/events');
  // Members get the action straight to the form.
  await page.getByRole('link', { name: '建立活動' }).click();
  await expect(page).toHaveURL('/create-event');
});

test('a visitor opening /change-password or /create-event is told a member login is needed, with a way back', async ({
  page,
}) => {
  for (const path of ['/change-password', '/create-event']) {
    await page.goto(path);
    await expect(page.getByRole('status')).toHaveText('這個頁面需要會員登入。');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '登入會員' })).toHaveAttribute(
      'href',
      `/login-new?next=${encodeURIComponent(path)}`,
    );
    await expect(page).toHaveURL(path);
  }
});

test('/reset-password without its token says so on opening, with the way to a new link', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('缺少重設密碼的資訊');
  await expect(page.getByRole('link', { name: '重新寄送重設密碼信' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a failed e-mail verification offers to resend or log in', async ({ page }) => {
  await page.goto('/email-verify?id=1&hash=x&expires=1&signature=bad');
  await expect(page.getByText('驗證失敗，連結可能已過期或無效').first()).toBeVisible();
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('link', { name: '重新寄送驗證信' })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: '登入' })).toHaveAttribute(
    'href',
    '/login-new',
  );
});

test('an edit page whose event does not exist leads back to the list', async ({ page }) => {
  await page.goto('/events/987654/edit');
  await page.getByRole('button', { name: '確定' }).click();
  await page.getByRole('link', { name: '回到活動列表' }).click();
  await expect(page).toHaveURL('/events');
});

test('while the list works: the new page is active at once, a failed search says so with a retry, nothing found offers to clear', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: '活動分頁' });

  // Hold page 2's answer: the old rows dim (busy) and page 2 is already the active button.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/events\?page=2$/, async (route) => {
    await held;
    await route.continue();
  });
  await nav.getByRole('button', { name: /^(第 )?2( 頁)?$/ }).click();
  await expect(page.locator('ul[aria-busy="true"]')).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
  release();
  await expect(page.getByText(/^第 11–20 筆，共 \d+ 筆$/)).toBeVisible();
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  await page.unroute(/\/api\/events\?page=2$/);

  // Offline search: an inline error with 重試 instead of rows that look like the query's.
  await page.route(/\/api\/events\?.*search=/, (route) => route.abort());
  await page.getByRole('searchbox', { name: '搜尋活動' }).fill('市集');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('活動載入失敗');
  await expect(page.getByRole('listitem')).toHaveCount(0);
  await page.unroute(/\/api\/events\?.*search=/);
  await page.getByRole('button', { name: '重試' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('listitem').first()).toBeVisible();

  // Nothing found: a control that clears the search.
  await page.goto('/events?search=完全不存在的關鍵字xyz');
  await page.getByRole('button', { name: '清除搜尋' }).click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByText(/^第 1–10 筆，共 \d+ 筆$/)).toBeVisible();
});

test('the drawer offers what the header offers; at 1024 px the navigation stays in the bar', async ({
  page,
}) => {
  const member = await registeredMember(page.request, 'drawer');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/events');
  await page.getByRole('button', { name: '開啟選單' }).click();
  const drawer = page.getByRole('dialog', { name: 'Folio' });
  await expect(drawer.getByRole('link', { name: '活動' })).toBeVisible();
  await drawer.getByRole('button', { name: '切換為深色主題' }).click();
  await expect(drawer.getByRole('button', { name: '切換為淺色主題' })).toBeVisible();
  await drawer.getByRole('link', { name: '登入' }).click();
  await expect(drawer).toBeHidden();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/resume');
  // The drawer closes when a navigation completes: open it once the resume has rendered.
  await expect(page.getByRole('complementary', { name: '管理員登入提示' })).toBeVisible();
  await page.getByRole('button', { name: '開啟選單' }).click();
  await expect(drawer.getByRole('link', { name: member.name })).toBeVisible();
  await drawer.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL('/login');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('button', { name: '開啟選單' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: '活動' })).toBeVisible();
});

test('on a phone the landing leads on to the resume, and /about to a consultation', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.locator('[data-folio="home-view"]').getByRole('link', { name: '履歷' }).click();
  await expect(page).toHaveURL('/resume');

  await page.goto('/about');
  await expect(page).toHaveTitle(/關於/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('關於我');
  await expect(page.getByText('尚未公開')).toHaveCount(0);
  await page.getByRole('link', { name: '預約一對一諮詢' }).click();
  await expect(page).toHaveURL(/\/booking\/booking/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('預約一對一諮詢');
  expect(problems).toEqual([]);
});
