import { apiLogin, loggedInMember, mailLink, newMember, registeredMember } from './api';
import { expect, test } from './fixtures';

test.describe('member journeys', () => {
  test('register → open the verification link from the outbox → log in → /resume', async ({
    page,
    problems,
    shot,
  }) => {
    const member = newMember('reg');
    await page.goto('/register');
    await page.getByLabel('姓名').fill(member.name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByLabel('確認密碼').fill(member.password);
    await page.getByRole('button', { name: '註冊' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('註冊成功，至 Email 收信點擊驗證連結後再登入');
    await shot('registered');
    await alert.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('/login');

    const link = new URL(await mailLink(page.request, member.email, '/email-verify'));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alertdialog')).toContainText('驗證成功，請重新登入');
    await shot('verified');
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/login-new');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/resume');
    await expect(page.getByRole('banner')).toContainText(member.name);
    await shot('logged-in');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^\d+\|/);
    expect(problems).toEqual([]);
  });

  test('forgot password → the mailed reset link → a new password → log in with it', async ({
    page,
    shot,
  }) => {
    const member = await registeredMember(page.request, 'forgot');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: /寄送/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('button', { name: '確定' }).click();

    const link = new URL(await mailLink(page.request, member.email, '/reset-password'));
    await page.goto(link.pathname + link.search);
    const newPassword = 'N3w#Password';
    await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
    await page.getByLabel('確認新密碼').fill(newPassword);
    await shot('reset-filled');
    await page.getByRole('button', { name: /重設/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('/login');

    await apiLogin(page.request, member.email, newPassword);
    const old = await page.request.post('/api/login', {
      data: { email: member.email, password: member.password },
    });
    expect(old.status()).toBe(422);
  });

  test('change password → logged out → the old password fails, the new one works', async ({
    page,
    shot,
  }) => {
    const member = await registeredMember(page.request, 'change');
    await page.goto('/login-new');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/resume');

    await page.goto('/change-password');
    const newPassword = 'Chang3d#Pass';
    await page.getByLabel('舊密碼').fill(member.password);
    await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
    await page.getByLabel('確認新密碼').fill(newPassword);
    await page.getByRole('button', { name: /修改|變更|送出/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      '密碼修改完成，帳號登出，請以新密碼重新登入',
    );
    await shot('changed');
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    const old = await page.request.post('/api/login', {
      data: { email: member.email, password: member.password },
    });
    expect(old.status()).toBe(422);
    await apiLogin(page.request, member.email, newPassword);
  });

  test('a token revoked on the server → the next authenticated call → the alert → /login after about 1 s', async ({
    page,
    shot,
  }) => {
    const session = await loggedInMember(page, 'revoked');
    const revoked = await page.request.post('/api/logout', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(revoked.status()).toBe(200);

    await page.goto('/change-password'); // checks the token on opening
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('驗證失效，請重新登入');
    await shot('expired');
    const shownAt = Date.now();
    await expect(page).toHaveURL('/login', { timeout: 5_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(500);
    expect(waited).toBeLessThan(3_000);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null]);
  });

  test('remember me keeps the e-mail across visits, and unticking forgets it', async ({
    page,
    shot,
  }) => {
    const member = await registeredMember(page.request, 'remember');
    await page.goto('/login-new');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/resume');
    expect(await page.evaluate(() => localStorage.getItem('saved_email'))).toBe(member.email);

    await page.getByRole('button', { name: '登出' }).click();
    await page.goto('/login-new');
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await shot('remembered');

    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/resume');
    expect(await page.evaluate(() => localStorage.getItem('saved_email'))).toBeNull();
    await page.getByRole('button', { name: '登出' }).click();
    await page.goto('/login-new');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
  });

  test('the API unreachable: the failure message, and what was typed is still there', async ({
    page,
    shot,
  }) => {
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login-new');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('密碼', { exact: true }).fill('Typed#pass1');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('登入失敗，請稍後再試');
    await shot('unreachable');
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('Typed#pass1');
  });

  test('the API slower than 10 s: the call gives up, the message shows, the input stays', async ({
    page,
    shot,
  }) => {
    test.setTimeout(40_000);
    await page.route('**/api/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.abort('timedout').catch(() => undefined);
    });
    await page.route('**/api/check-email', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"exists":false}' }),
    );
    const member = newMember('slow');
    await page.goto('/register');
    await page.getByLabel('姓名').fill(member.name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('密碼', { exact: true }).fill(member.password);
    await page.getByLabel('確認密碼').fill(member.password);
    const started = Date.now();
    await page.getByRole('button', { name: '註冊' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('註冊失敗，請稍後再試', {
      timeout: 15_000,
    });
    await shot('timed-out');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(9_000);
    expect(waited).toBeLessThan(12_000);
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page.getByLabel('姓名')).toHaveValue(member.name);
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
  });
});

test.describe('member journeys: logging in before verifying', () => {
  test.use({ expectsUnverifiedLogin: true });

  test('a wrong password shows the 422 message; an unverified e-mail shows its message', async ({
    page,
    shot,
  }) => {
    const verified = await registeredMember(page.request, 'wrong');
    await page.goto('/login-new');
    await page.getByLabel('Email').fill(verified.email);
    await page.getByLabel('密碼', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: '提示' });
    await expect(alert).toContainText('密碼或帳號錯誤');
    await shot('wrong-password');
    await alert.getByRole('button', { name: '確定' }).click();
    await expect(page.getByText('密碼或帳號錯誤')).toBeVisible();
    await shot('error-line');
    await expect(page.getByLabel('Email')).toHaveValue(verified.email);

    const unverified = await registeredMember(page.request, 'unverified', false);
    await page.getByLabel('Email').fill(unverified.email);
    await page.getByLabel('密碼', { exact: true }).fill(unverified.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Email 尚未驗證，請先驗證後再登入');
    await shot('unverified');
    await page.getByRole('button', { name: '確定' }).click();
    // The way forward: the resend screen is linked right there.
    await page.getByRole('link', { name: '重新寄送驗證信' }).click();
    await expect(page).toHaveURL('/resend-verification-email');
  });
});
