import { expect, test } from './fixtures';
import { settled } from './screenChecks';

/**
 * Offline: the connection drops while a page is open. The page stays: a form keeps what was typed
 * and says the submit failed in its dialog (which arrived with the screen), and a screen that
 * cannot load says so with 重試 inside the site's layout (docs/architecture.md §6).
 */
test.describe('offline', () => {
  test('a form sent offline says so and keeps its input', async ({ page, context, shot }) => {
    await page.goto('/login-new');
    // The page is open: the app has taken over the drawn form and fetched the screen's files.
    await settled(page);
    await page.getByLabel('Email').fill('offline@example.com');
    await page.getByLabel('密碼', { exact: true }).fill('Offline#2024');
    await context.setOffline(true);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('登入失敗，請稍後再試');
    await shot('submit-offline');
    await alert.getByRole('button', { name: '確定' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('offline@example.com');
    await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('Offline#2024');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a screen that cannot load says so, keeps the page, and loads on 重試', async ({
    page,
    context,
    shot,
  }) => {
    await page.goto('/login-new');
    await context.setOffline(true);
    // A screen this visit has not loaded yet (its file is fetched on the way there).
    await page.getByRole('main').getByRole('link', { name: '註冊' }).click();
    await expect(page).toHaveURL('/register');
    const failed = page.getByRole('alert').filter({ hasText: '這個頁面沒有載入' });
    await expect(failed).toBeVisible();
    await shot('screen-offline');
    // The page around it stays: the site bar with its links and the theme switch.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Folio' })).toBeVisible();

    await context.setOffline(false);
    await failed.getByRole('button', { name: '重試' }).click();
    await expect(page.getByLabel('確認密碼')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
