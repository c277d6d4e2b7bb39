import { mailLink, registeredMember } from './api';
import { expect, test } from './fixtures';

/**
 * 以電子郵件登入 (docs/adr/0011-secure-defaults-and-limits.md decision 13): a login refused for
 * too many attempts offers a sign-in link by mail; the link logs the owner in without the
 * password, once.
 */
test('after too many attempts, a member logs in with a sign-in link by mail, once', async ({
  page,
  problems,
}) => {
  const member = await registeredMember(page.request, 'link');
  // Someone's wrong passwords from this address fill its login limit (5 a minute).
  for (let i = 0; i < 5; i++) {
    await page.request.post('/api/login', {
      data: { email: member.email, password: 'Wrong#pass1' },
    });
  }

  await page.goto('/login-new');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  // The alert says to wait; close it, and the offer is under the form.
  await page.getByRole('button', { name: '確定' }).click();
  await page.getByRole('button', { name: '以電子郵件登入' }).click();
  await expect(page.getByRole('status').filter({ hasText: '登入連結已寄出' })).toBeVisible();

  const link = new URL(await mailLink(page.request, member.email, 'link='));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL('/resume');

  // The same link again: refused, and the login form is there.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('登入連結無效或已過期，請重新申請')).toBeVisible();
  await expect(page).toHaveURL(/\/login-new/);
  expect(problems).toEqual([]);
});
